import { LANGS } from '../../lib/lang';
import { describeError, log } from '../../lib/log';
import { forgetRemembered, type MemoryCache } from './memory-cache';

/** Where the embedded API's catalogue reads are cached (commerce.ts: `catalogue:<source>:<epoch>:<path>:<lang>`, the epoch `<version>:<moments>`). */
const CATALOGUE = 'catalogue:embedded:';

/**
 * Forgets the shop's cached copies that a console write made wrong, so its pages show the change at once
 * (the console writes the edge's own D1, so only the embedded API's copies are its to forget): `keys` are
 * `Commerce.cached` keys, each language's copy; `paths` are catalogue reads, each with any query, at every
 * epoch, found by listing the catalogue's keys (one KV list call per 1,000 cached reads). Name a
 * record's own reads, not everything under it: a Worker has 1,000 KV operations per request. A read this
 * isolate began before the forget stores nothing after it (`kvCached`; with ISOLATE_CACHE_MS 0 there is no
 * memory to note the forget in). Limits: KV lists new keys up to a minute late in production, so a copy
 * stored in the minute before the write can outlive it for its 5 fresh minutes; other isolates' memory
 * copies live ISOLATE_CACHE_MS (10 s), and a read another isolate began before the write can store its old
 * copy just after the delete, fresh for 5 minutes (a window of one load, usually well under a second). A
 * second delete once the longest load is over would close that, but loads have no bound of ours (an
 * embedded load's D1 queries have no time limit) and it would keep every console write open under
 * waitUntil for that long. The write has happened whatever this does: a failure (KV down, past the 1,000
 * operations) is logged, never thrown, and the copies then live out their 5 fresh minutes.
 */
export async function forgetCached(
  kv: KVNamespace,
  memory: MemoryCache | null,
  forget: { keys: readonly string[]; paths: readonly string[] },
): Promise<void> {
  try {
    await forgetNow(kv, memory, forget);
  } catch (error) {
    log('error', 'cached copies not forgotten', { error: describeError(error) });
  }
}

async function forgetNow(
  kv: KVNamespace,
  memory: MemoryCache | null,
  forget: { keys: readonly string[]; paths: readonly string[] },
): Promise<void> {
  const exact = new Set(forget.keys.flatMap((key) => LANGS.map((lang) => `${key}:${lang}`)));
  // A path's reads are it with a query or none, then the language: /brands?category=1:en, /brands:km.
  const read = new RegExp(`^${CATALOGUE}[\\d:]+:(?:${forget.paths.join('|')})[?:]`);
  const gone = (key: string) => exact.has(key) || (forget.paths.length > 0 && read.test(key));
  // Noted before listing: a read that settles while the keys are listed must not store its copy (its key
  // may be on a page already listed).
  if (memory) forgetRemembered(memory, gone);
  const listed: string[] = [];
  let cursor: string | undefined;
  while (forget.paths.length > 0) {
    const page = await kv.list({ prefix: CATALOGUE, cursor });
    listed.push(...page.keys.map((key) => key.name).filter(gone));
    if (page.list_complete) break;
    cursor = page.cursor;
  }
  await Promise.all([...exact, ...listed].map((key) => kv.delete(key)));
  // A read begun meanwhile may have remembered the old copy it found in KV before the delete.
  if (memory) for (const key of [...memory.entries.keys()]) if (gone(key)) memory.entries.delete(key);
}
