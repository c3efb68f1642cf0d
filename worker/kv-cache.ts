import { describeError, log } from '../src/lib/log';

/** How long a cached copy is served as is, and how long it may be served stale while refreshing. */
export const FRESH_MS = 5 * 60_000;
export const STALE_MS = 24 * 3600_000;

type Entry<T> = { value: T; storedAt: number };

/**
 * Stale-while-revalidate over KV. Fresh for 5 minutes; then the stale copy
 * is answered at once while `waitUntil` refreshes it, for up to 24 hours.
 * When the upstream fails, a stale copy is still answered; with no copy the
 * error propagates so the caller can degrade.
 */
export async function kvCached<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<T> {
  const entry = await kv.get<Entry<T>>(key, 'json').catch(() => null);
  const age = entry ? Date.now() - entry.storedAt : Infinity;
  if (entry && age < FRESH_MS) return entry.value;

  const refresh = async () => {
    const value = await load();
    await kv.put(key, JSON.stringify({ value, storedAt: Date.now() } satisfies Entry<T>), {
      expirationTtl: STALE_MS / 1000,
    });
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
