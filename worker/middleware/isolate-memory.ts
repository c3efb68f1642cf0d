import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { type MemoryCache, newMemoryCache } from '../cache/memory-cache';

/**
 * Puts this isolate's memory of the edge cache in `c.get('memory')` (null when `ISOLATE_CACHE_MS` is 0).
 * One memory per KV binding: the runtime hands every request of an isolate the same binding object.
 */
export function isolateMemory(): MiddlewareHandler<AppEnv> {
  const memories = new WeakMap<KVNamespace, MemoryCache>();
  return async function isolateMemory(c, next) {
    const ms = c.get('config').isolateCacheMs;
    let memory = memories.get(c.env.CACHE) ?? null;
    if (ms > 0 && memory?.ms !== ms) {
      memory = newMemoryCache(ms);
      memories.set(c.env.CACHE, memory);
    }
    c.set('memory', ms > 0 ? memory : null);
    await next();
  };
}
