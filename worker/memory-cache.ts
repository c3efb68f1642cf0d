import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { type GuestPages, newGuestPages } from './guest-page-cache';

/** A parsed copy of a KV entry, and when this isolate read or wrote it. */
export type MemoryEntry = { value: unknown; storedAt: number; readAt: number };

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
  /** The entries being read now (kv-cache.ts), since when, for the requests that need them meanwhile. */
  reading: Map<string, { since: number; value: Promise<unknown> }>;
};

const MAX_ENTRIES = 500;

/** Remembers `entry` under `key`, dropping the oldest copy when the cache is full. */
export function remember(memory: MemoryCache, key: string, entry: MemoryEntry): void {
  memory.entries.delete(key);
  if (memory.entries.size >= MAX_ENTRIES) memory.entries.delete(memory.entries.keys().next().value as string);
  memory.entries.set(key, entry);
}

/**
 * Puts this isolate's memory of the edge cache in `c.get('memory')` (null when `ISOLATE_CACHE_MS` is 0).
 * One memory per KV binding: the runtime hands every request of an isolate the same binding object.
 */
export function memoryCache(): MiddlewareHandler<AppEnv> {
  const memories = new WeakMap<KVNamespace, MemoryCache>();
  return async function memoryCache(c, next) {
    const ms = c.get('config').isolateCacheMs;
    let memory = memories.get(c.env.CACHE) ?? null;
    if (ms > 0 && memory?.ms !== ms) {
      memory = { entries: new Map(), ms, pages: newGuestPages(), reading: new Map() };
      memories.set(c.env.CACHE, memory);
    }
    c.set('memory', ms > 0 ? memory : null);
    await next();
  };
}
