import type { Prelude } from '../render/page-parts';

/** A guest's page as this isolate rendered it: its HTML, the nonce that HTML carries, and when its data was read. */
export type CachedPage = { html: string; nonce: string; readAt: number };

/** A page kept by this isolate: a guest's copy, or a prerendered page for signed-in shoppers (member-page-cache.ts). */
export type KeptPage = CachedPage | (Prelude & { readAt: number });

/**
 * This isolate's copies of guests' pages and its preludes for signed-in shoppers. `generation` counts the
 * times they were all dropped: a render that began before a drop is not kept (its data may be what the write
 * changed). `rendering` holds the pages being rendered for a guest now: since when, and the copy the render
 * will leave (null: none), for the guests who ask for the same page meanwhile.
 */
export type GuestPages = {
  copies: Map<string, KeptPage>;
  generation: number;
  rendering: Map<string, { since: number; copy: Promise<CachedPage | null> }>;
  /** The pages being prerendered for signed-in shoppers now (member-page-cache.ts). */
  prerendering: Set<string>;
};

/**
 * At most this many characters (UTF-16 code units, about 2 bytes each) of pages are kept, a prelude
 * counting its HTML and React's state; the oldest go first.
 */
const MAX_CHARS = 4_000_000;

export const newGuestPages = (): GuestPages => ({
  copies: new Map(),
  generation: 0,
  rendering: new Map(),
  prerendering: new Set(),
});

/** Keeps `page` under `key`, dropping the oldest copies once they hold more than MAX_CHARS. */
export function keepCopy(pages: GuestPages, key: string, page: KeptPage): void {
  pages.copies.delete(key);
  pages.copies.set(key, page);
  const size = (copy: KeptPage) => ('resume' in copy ? copy.chars : copy.html.length);
  let chars = 0;
  for (const copy of pages.copies.values()) chars += size(copy);
  for (const [oldest, copy] of pages.copies) {
    if (chars <= MAX_CHARS) break;
    pages.copies.delete(oldest);
    chars -= size(copy);
  }
}
