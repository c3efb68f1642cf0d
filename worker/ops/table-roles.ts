const ROLES: Record<string, string> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

/**
 * A console page's HTML with each table element's role written out. On a phone the console lays its
 * tables out as cards (public/ops.css, `display: block`), and WebKit (Safari, VoiceOver) then stops
 * exposing them as tables; the explicit roles keep rows, cells and column headers announced. Every `<th>`
 * of the console heads a column. The HTML is React's, which escapes `<` in text and attributes, so each
 * match is a tag.
 */
export const withTableRoles = (html: string) =>
  html.replace(/<(table|thead|tbody|tr|th|td)(?=[\s>])/g, (_tag, name: string) => `<${name} role="${ROLES[name]}"`);
