import { type GuestPages, newGuestPages } from './guest-pages';

/** A parsed copy of a KV entry, and when this isolate read or wrote it. */
export type MemoryEntry = { value: unknown; storedAt: number; readAt: number };

/** A search's answer (or the read of it in flight, which the same search meanwhile shares) and when it was asked. */
export type SearchCopy = { answer: Promise<unknown>; askedAt: number };

/**
 * Parsed copies of the edge cache's entries kept by this isolate for `ms`, in front of KV: the menus,
 * the catalogue's epoch and the catalogue reads a page makes would otherwise be six KV reads and JSON parses
 * per request. Bounded to `MAX_ENTRIES` (the oldest is dropped first).
 */
export type MemoryCache = {
  entries: Map<string, MemoryEntry>;
  ms: number;
  /** Catalogue pages as rendered for guests and prerendered for signed-in shoppers, kept for GUEST_PAGE_MS. */
  pages: GuestPages;
  /** The catalogue's searches, kept SEARCH_MS under the catalogue's epoch (search-cache.ts). */
  searches: Map<string, SearchCopy>;
  /** The entries being read now (kv-cache.ts), since when, for the requests that need them meanwhile. */
  reading: Map<string, { since: number; value: Promise<unknown> }>;
  /**
   * How many times this isolate forgot entries (forget-cached.ts), and which keys each of the last
   * MAX_FORGETS times forgot: a read begun before a forget of its key may have loaded what the write changed,
   * so kv-cache.ts does not keep it.
   */
  forgets: { count: number; recent: ((key: string) => boolean)[] };
};

const MAX_ENTRIES = 500;
/** Forgets kept for the reads in flight: a read begun before more forgets than that keeps nothing it read. */
const MAX_FORGETS = 100;

/** An empty memory whose copies are answered for `ms`. */
export function newMemoryCache(ms: number): MemoryCache {
  return {
    entries: new Map(),
    ms,
    pages: newGuestPages(),
    searches: new Map(),
    reading: new Map(),
    forgets: { count: 0, recent: [] },
  };
}

/** Remembers `entry` under `key`, dropping the oldest copy when the cache is full. */
export function remember(memory: MemoryCache, key: string, entry: MemoryEntry): void {
  memory.entries.delete(key);
  if (memory.entries.size >= MAX_ENTRIES) memory.entries.delete(memory.entries.keys().next().value as string);
  memory.entries.set(key, entry);
}

/**
 * Forgets the copies of the keys `gone` names and the reads of them in flight (a read begun before a write
 * is not shared with the requests after it), and notes the forget for `forgottenSince`.
 */
export function forgetRemembered(memory: MemoryCache, gone: (key: string) => boolean): void {
  for (const key of [...memory.entries.keys()]) if (gone(key)) memory.entries.delete(key);
  for (const key of [...memory.reading.keys()]) if (gone(key)) memory.reading.delete(key);
  memory.forgets.count += 1;
  memory.forgets.recent.push(gone);
  if (memory.forgets.recent.length > MAX_FORGETS) memory.forgets.recent.shift();
}

/**
 * Whether this isolate forgot `key` after its `count`th forget (`memory.forgets.count` when a read began),
 * or may have: true too when one of the forgets since is no longer kept. Without memory, false.
 */
export function forgottenSince(memory: MemoryCache | null, key: string, count: number): boolean {
  if (!memory) return false;
  const { recent } = memory.forgets;
  const since = memory.forgets.count - count;
  return since > recent.length || recent.slice(recent.length - since).some((gone) => gone(key));
}
