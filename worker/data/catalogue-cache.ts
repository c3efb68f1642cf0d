import { flashDealsResponse, promotionListResponse } from '../../src/api/contract/deals';
import { phnomPenhDate } from '../commerce/clock';
import type { MemoryCache } from '../memory-cache';
import type { Commerce } from './commerce';
import { forgetCached } from './forget-cached';

/** Catalogue reads that do not depend on the shopper, by path pattern (a numeric segment is `:id`). */
const CATALOGUE_READS = new Set([
  '/goods',
  '/discounts',
  '/preorders',
  '/brands',
  '/brands/:id',
  '/merchants',
  '/merchants/:id',
  '/merchants/:id/about',
  '/merchants/:id/goods',
]);

/**
 * Whether a GET may be answered from the edge cache: a catalogue read, and not a search (the words
 * shoppers type would fill the cache with one-off answers). Product pages and flash deals are not
 * here: their stock and deal stock are read live (a guest's whole page may be a copy up to GUEST_PAGE_MS
 * old, decision 026).
 */
export function isCatalogueRead(path: string, query: Record<string, string> | undefined): boolean {
  return CATALOGUE_READS.has(path.replace(/\/\d+(?=\/|$)/g, '/:id')) && !query?.q;
}

/**
 * The catalogue's price epoch: how many flash-deal and promotion starts and ends have passed. Cached
 * catalogue answers are keyed by it, so a product card never shows a price from before a deal began
 * or after it ended; between those moments they follow the menus' rules (fresh for 5 minutes, then
 * served stale while refreshed). The moments themselves are cached per API (`source`) and Phnom Penh day.
 */
export async function priceEpoch(commerce: Commerce, source: string, now = Date.now() / 1000): Promise<number> {
  const moments = await commerce.cached(priceMomentsKey(source, now), async () => {
    const [slots, promotions] = await Promise.all([
      commerce.get('/flashdeals', flashDealsResponse),
      commerce.get('/promotions', promotionListResponse),
    ]);
    return [...slots.data, ...promotions.data].flatMap((span) => [span.starts_at, span.ends_at]);
  });
  return moments.filter((moment) => moment <= now).length;
}

/** The edge-cache key (before its language) of the price moments of `source` on `now`'s Phnom Penh day. */
const priceMomentsKey = (source: string, now: number) => `price-moments:${source}:${phnomPenhDate(Math.floor(now))}`;

/**
 * Forgets today's price moments of the embedded API (the console's flash-deal and promotion writes call it), so the next
 * page counts a slot added or changed now: once a new slot's window starts, the price epoch moves and
 * cached product cards are read again. Another isolate's copy still lives up to ISOLATE_CACHE_MS, and a
 * deal changed inside a window already counted does not move the epoch: those cards follow within the
 * catalogue cache's 5 fresh minutes (kv-cache.ts); /flashdeals and product pages are always read live.
 */
export async function forgetPriceMoments(kv: KVNamespace, memory: MemoryCache | null, now: number): Promise<void> {
  await forgetCached(kv, memory, { keys: [priceMomentsKey('embedded', now)], paths: [] });
}
