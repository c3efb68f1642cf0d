import { describeError, log } from '../../lib/log';
import { forgetRemembered, forgottenSince, type MemoryCache, remember } from './memory-cache';
import { within } from '../../lib/within';

/** How long a cached copy is served as is, and how long it may be served stale while refreshing. */
export const FRESH_MS = 5 * 60_000;
export const STALE_MS = 24 * 3600_000;

type Entry<T> = { value: T; storedAt: number };

/**
 * How long a request waits for the same entry another request of the isolate is reading before reading it
 * itself; a read older than READ_CLAIM_MS (its request was cut off, so it never settles) is not waited for.
 */
const WAIT_FOR_READ_MS = 1000;
const READ_CLAIM_MS = 2000;
const NONE = Symbol('none');

/**
 * Stale-while-revalidate over KV. Fresh for 5 minutes; then the stale copy
 * is answered at once while `waitUntil` refreshes it, for up to 24 hours.
 * When the upstream fails, a stale copy is still answered; with no copy the
 * error propagates so the caller can degrade. With `memory`, a fresh copy this isolate read or wrote
 * less than `memory.ms` ago is answered without asking KV, and requests that need the same entry at once
 * share one read (after an operator's write forgot it, a sale's crowd makes one load, not one each). A read
 * during which this isolate forgot its key (forget-cached.ts, `kvStore`) answers its callers what it found or
 * loaded but neither remembers nor stores it: that may be what the write changed.
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
  if (!memory) return kvRead(kv, key, load, waitUntil, null, now);

  const reading = memory.reading.get(key);
  if (reading && now - reading.since < READ_CLAIM_MS) {
    const value = await within(
      reading.value.catch(() => NONE),
      WAIT_FOR_READ_MS,
      NONE,
    );
    if (value !== NONE) return value as T;
  }
  const claim = { since: now, value: kvRead(kv, key, load, waitUntil, memory, now) };
  memory.reading.set(key, claim);
  claim.value
    .finally(() => {
      if (memory.reading.get(key) === claim) memory.reading.delete(key);
    })
    .catch(() => undefined);
  return claim.value as Promise<T>;
}

/** One read of `key` through KV (and `load` when KV has no fresh copy), as `kvCached` describes. */
async function kvRead<T>(
  kv: KVNamespace,
  key: string,
  load: () => Promise<T>,
  waitUntil: (promise: Promise<unknown>) => void,
  memory: MemoryCache | null,
  now: number,
): Promise<T> {
  const forgets = memory?.forgets.count ?? 0;
  const entry = await kv.get<Entry<T>>(key, 'json').catch(() => null);
  const age = entry ? now - entry.storedAt : Infinity;
  if (entry && memory && !forgottenSince(memory, key, forgets)) remember(memory, key, { ...entry, readAt: now });
  if (entry && age < FRESH_MS) return entry.value;

  const refresh = async () => {
    const value = await load();
    await store(kv, key, value, memory, forgets);
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
 * A read of `key` this isolate began before does not store its older value over it.
 */
export async function kvStore<T>(kv: KVNamespace, key: string, value: T, memory: MemoryCache | null = null) {
  if (memory) forgetRemembered(memory, (other) => other === key);
  await store(kv, key, value, memory, memory?.forgets.count ?? 0);
}

/**
 * Puts `value` in KV and `memory`, unless this isolate forgot `key` after its `forgets`th forget (before the
 * put; one during it keeps the value out of memory, and that forget's own delete or put follows in KV).
 */
async function store<T>(kv: KVNamespace, key: string, value: T, memory: MemoryCache | null, forgets: number) {
  if (forgottenSince(memory, key, forgets)) return;
  const stored = { value, storedAt: Date.now() } satisfies Entry<T>;
  await kv.put(key, JSON.stringify(stored), { expirationTtl: STALE_MS / 1000 });
  if (memory && !forgottenSince(memory, key, forgets)) remember(memory, key, { ...stored, readAt: stored.storedAt });
}
