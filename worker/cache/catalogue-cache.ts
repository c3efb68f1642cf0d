import type { CommerceReads, ReadCall } from '../../commerce/client';
import { phnomPenhDate } from '../../lib/clock';
import type { MemoryCache } from './memory-cache';
import { forgetCached } from './forget-cached';

/** Catalogue reads that do not depend on the shopper, by their path pattern. */
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
 * shoppers type would fill it with one-off answers; this isolate keeps searches briefly, search-cache.ts). Product pages and flash deals are not
 * here: their stock and deal stock are read live (a guest's whole page may be a copy up to GUEST_PAGE_MS
 * old, decision 026).
 */
export function isCatalogueRead({ read, query }: ReadCall): boolean {
  return isCatalogueList(read.path) && !query.q;
}

/** Whether `path` is a catalogue read that does not depend on the shopper (search-cache.ts keeps its searches). */
export const isCatalogueList = (path: string) => CATALOGUE_READS.has(path);

/** What the epoch is read through: the deals, the catalogue's version and the edge cache (a `Commerce`). */
type EpochReads = Pick<CommerceReads, 'deals'> & {
  catalogueVersion(): Promise<number>;
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
};

/**
 * The catalogue's epoch, `<version>:<moments>`: the catalogue's version (raised by the console with every
 * change to what product lists show, decision 027) and how many flash-deal and promotion starts and ends
 * have passed. Cached catalogue answers are keyed by it, so a product card never shows a price from before
 * a deal began or after it ended, nor a product as it was before the console changed it; between those
 * moments they follow the menus' rules (fresh for 5 minutes, then served stale while refreshed). The
 * moments and the version are cached together per API (`source`) and Phnom Penh day.
 */
export async function catalogueEpoch(commerce: EpochReads, source: string, now = Date.now() / 1000): Promise<string> {
  const { moments, version } = await commerce.cached(epochKey(source, now), async () => {
    const [slots, promotions, version] = await Promise.all([
      commerce.deals.flash(),
      commerce.deals.promotions(),
      commerce.catalogueVersion(),
    ]);
    return { moments: [...slots, ...promotions].flatMap((span) => [span.starts_at, span.ends_at]), version };
  });
  return `${version}:${moments.filter((moment) => moment <= now).length}`;
}

/** The edge-cache key (before its language) of the epoch's facts of `source` on `now`'s Phnom Penh day. */
const epochKey = (source: string, now: number) => `catalogue-epoch:${source}:${phnomPenhDate(Math.floor(now))}`;

/**
 * Forgets today's epoch facts of the embedded API: the console calls it after a write that raised the
 * catalogue's version or added or changed a flash-deal slot or a promotion, so the next page reads the
 * new version, or counts the new slot once its window starts, and cached product cards are read again.
 * Another isolate's copy still lives up to ISOLATE_CACHE_MS (forgetCached's limits); /flashdeals and product
 * pages are always read live.
 */
export async function forgetCatalogueEpoch(kv: KVNamespace, memory: MemoryCache | null, now: number): Promise<void> {
  await forgetCached(kv, memory, { keys: [epochKey('embedded', now)], paths: [] });
}
