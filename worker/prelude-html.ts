const END = '</body></html>';
/** The script React leaves in a prelude to time its reveals; a joined page reveals nothing. */
const REVEAL_TIMER =
  /<script(?: id="_R_")?>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/;
const SEGMENT = /^<div hidden id="S:([0-9a-f]+)">/;

/**
 * A prerendered page (React's `prerender`) cut where each response puts its own: `texts` around
 * `slots`, each slot the nonce (`''`) or the id of a boundary React left open (its fallback dropped).
 */
export type PreludeHtml = { texts: string[]; slots: string[] };

/** Cuts a prelude rendered with `nonce` at its nonces and open boundaries; null when it is not a whole document. */
export function splitPrelude(html: string, nonce: string): PreludeHtml | null {
  if (!html.startsWith('<!DOCTYPE html>') || !html.endsWith(END)) return null;
  const page = html.replace(REVEAL_TIMER, '');
  // A script without the response's nonce would be refused by the page's CSP.
  if (page.includes('<script>')) return null;
  const texts: string[] = [];
  const slots: string[] = [];
  const cut = new RegExp(`${nonce}|<!--\\$\\?--><template id="B:([0-9a-f]+)"></template>`, 'g');
  let from = 0;
  for (let found = cut.exec(page); found; found = cut.exec(page)) {
    const [text, id] = found;
    if (id === undefined) {
      texts.push(page.slice(from, found.index));
      slots.push('');
      from = found.index + text.length;
      continue;
    }
    // What one render writes for a boundary that was ready in time: `<!--$-->part<!--/$-->`.
    const end = page.indexOf('<!--/$-->', found.index);
    if (end < 0) return null;
    texts.push(`${page.slice(from, found.index)}<!--$-->`);
    slots.push(id);
    from = end;
    cut.lastIndex = end;
  }
  texts.push(page.slice(from));
  return { texts, slots };
}

/**
 * The parts React's `resume` rendered, by boundary id: each `<div hidden id="S:x">part</div>` with the
 * script that would move it into boundary y (`$RC("B:y","S:x")`). Null for anything else (an error
 * left to the browser, `$RX`; a resource; another shape).
 */
export function resumedParts(resumed: string): Map<string, string> | null {
  if (!resumed.endsWith(END)) return null;
  const parts = new Map<string, string>();
  let rest = resumed.slice(0, -END.length);
  while (rest) {
    const open = SEGMENT.exec(rest);
    const call = open && new RegExp(`\\$RC\\("B:([0-9a-f]+)","S:${open[1]}"\\)</script>`).exec(rest);
    if (!open || !call?.[1]) return null;
    const part = rest.slice(open[0].length, rest.lastIndexOf('<script', call.index));
    if (!part.endsWith('</div>')) return null;
    parts.set(call[1], part.slice(0, -'</div>'.length));
    rest = rest.slice(call.index + call[0].length);
  }
  return parts;
}

/**
 * The page for one response: the prelude with `nonce` and the resumed parts in place, as one render
 * writes it (no hidden copies, no scripts to move them, nothing shown late). Null unless every open
 * boundary has its part and every part its boundary.
 */
export function joinPrelude({ texts, slots }: PreludeHtml, nonce: string, parts: Map<string, string>): string | null {
  let html = texts[0] ?? '';
  let used = 0;
  for (const [i, slot] of slots.entries()) {
    const part = slot === '' ? nonce : parts.get(slot);
    if (part === undefined) return null;
    if (slot !== '') used += 1;
    html += part + texts[i + 1];
  }
  return used === parts.size ? html : null;
}
