import { describeError, log } from '../src/lib/log';
import { type MemoryCache, remember } from './memory-cache';

/** How long a cached copy is served as is, and how long it may be served stale while refreshing. */
export const FRESH_MS = 5 * 60_000;
export const STALE_MS = 24 * 3600_000;

type Entry<T> = { value: T; storedAt: number };

/**
 * Stale-while-revalidate over KV. Fresh for 5 minutes; then the stale copy
 * is answered at once while `waitUntil` refreshes it, for up to 24 hours.
 * When the upstream fails, a stale copy is still answered; with no copy the
 * error propagates so the caller can degrade. With `memory`, a fresh copy this isolate read or wrote
 * less than `memory.ms` ago is answered without asking KV.
 */
export async function kvCached<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  waitUntil: (promise: Promise<unknown>) => void,
  memory: MemoryCache | null = null,
): Promise<T> {
  const now = Date.now();
  const known = memory?.entries.get(key);
  if (known && memory && now - known.readAt < memory.ms && now - known.storedAt < FRESH_MS) return known.value as T;

  const entry = await kv.get<Entry<T>>(key, 'json').catch(() => null);
  const age = entry ? now - entry.storedAt : Infinity;
  if (entry && memory) remember(memory, key, { ...entry, readAt: now });
  if (entry && age < FRESH_MS) return entry.value;

  const refresh = async () => {
    const value = await load();
    await kvStore(kv, key, value, memory);
    return value;
  };
  if (entry && age < STALE_MS) {
    waitUntil(
      refresh().catch((error: unknown) => log('error', 'cache refresh failed', { key, error: describeError(error) })),
    );
    return entry.value;
  }
  try {
    return await refresh();
  } catch (error) {
    if (entry) return entry.value;
    throw error;
  }
}

/**
 * Stores `value` under `key` as a fresh copy, as `kvCached` does after a load: a write that knows the new
 * value (the console saving the site's texts) puts it in place instead of leaving the next page to read it.
 */
export async function kvStore<T>(kv: KVNamespace, key: string, value: T, memory: MemoryCache | null = null) {
  const stored = { value, storedAt: Date.now() } satisfies Entry<T>;
  await kv.put(key, JSON.stringify(stored), { expirationTtl: STALE_MS / 1000 });
  if (memory) remember(memory, key, { ...stored, readAt: stored.storedAt });
}
