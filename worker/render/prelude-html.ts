const END = '</body></html>';
/** The script React leaves in a prelude to time its reveals; a joined page reveals nothing. */
const REVEAL_TIMER =
  /<script(?: id="_R_")?>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/;
const SEGMENT = /^<div hidden id="S:([0-9a-f]+)">/;
/** The slots of a prelude that are not boundaries (whose ids are hex). */
const NONCE = 'nonce';
const STORE = 'store';

/**
 * A prerendered page (React's `prerender`) cut where each response puts its own: `texts` around
 * `slots`, each slot the nonce, the store in the boot data, or the id of a boundary React left open.
 */
export type PreludeHtml = { texts: string[]; slots: string[] };

/** What one response puts in a prelude's slots. */
export type PreludeFill = { nonce: string; store: string; parts: Map<string, string> };

/**
 * Cuts a prelude rendered with the placeholders `nonce` and `store` (the boot data's store, a JSON
 * string; both UUIDs, so they read as themselves in a pattern) at them and at its open boundaries,
 * each of which must have no fallback; null when it is not a whole document of that shape.
 */
export function splitPrelude(html: string, placeholders: { nonce: string; store: string }): PreludeHtml | null {
  if (!html.startsWith('<!DOCTYPE html>') || !html.endsWith(END)) return null;
  const page = html.replace(REVEAL_TIMER, '');
  // A script without the response's nonce would be refused by the page's CSP.
  if (page.includes('<script>')) return null;
  const texts: string[] = [];
  const slots: string[] = [];
  const open = '<!--\\$\\?--><template id="B:([0-9a-f]+)"></template><!--/\\$-->';
  const cut = new RegExp(`(${placeholders.nonce})|("${placeholders.store}")|${open}`, 'g');
  let from = 0;
  for (let found = cut.exec(page); found; found = cut.exec(page)) {
    const [text, nonce, , id] = found;
    // An open boundary becomes what one render writes for a boundary that was ready in time.
    texts.push(page.slice(from, found.index) + (id === undefined ? '' : '<!--$-->'));
    slots.push(nonce ? NONCE : id === undefined ? STORE : id);
    from = found.index + text.length - (id === undefined ? 0 : '<!--/$-->'.length);
  }
  texts.push(page.slice(from));
  const boundaries = slots.filter((slot) => slot !== NONCE && slot !== STORE).length;
  // Every open boundary was cut (none had a fallback), and the store is in the boot data once.
  if (page.split('<!--$?-->').length - 1 !== boundaries || slots.filter((slot) => slot === STORE).length !== 1) {
    return null;
  }
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
 * The page for one response: the prelude with its nonce, its store and the resumed parts in place, as
 * one render writes it (no hidden copies, no scripts to move them, nothing shown late). Null unless
 * every open boundary has its part and every part its boundary.
 */
export function joinPrelude({ texts, slots }: PreludeHtml, { nonce, store, parts }: PreludeFill): string | null {
  let html = texts[0] ?? '';
  let used = 0;
  for (const [i, slot] of slots.entries()) {
    const fill = slot === NONCE ? nonce : slot === STORE ? store : parts.get(slot);
    if (fill === undefined) return null;
    if (slot !== NONCE && slot !== STORE) used += 1;
    html += fill + texts[i + 1];
  }
  return used === parts.size ? html : null;
}
