import type { ReadCall } from '../../commerce/client';
import { isCatalogueList } from './catalogue-cache';
import type { MemoryCache } from './memory-cache';

/**
 * How long this isolate answers a search from its copy. A crowd searching the sale's words asks the
 * database once per isolate and 45 s (each search is 24-31 ms of D1 at 100,000 products); a product the
 * console changed is searched afresh at once, since the key holds the catalogue's epoch.
 */
export const SEARCH_MS = 45_000;
/** Searches this isolate keeps; the oldest goes first. Apart from the menus' entries, which they would push out. */
const MAX_SEARCHES = 200;

/** The catalogue's searches: the product lists filtered by words, the search API and its "did you mean". */
export function isCatalogueSearch({ read, query }: ReadCall): boolean {
  return Boolean(query.q) && (isCatalogueList(read.path) || read.path === '/search' || read.path === '/search/suggest');
}

/**
 * `call` with its words in one form, so that searches that differ only in spacing share a copy: NFC (a
 * Khmer word typed on two keyboards), no outer spaces, runs of spaces as one. Every backend reads them
 * alike; case and spelling are the search's own rules, which the call keeps.
 */
export function withSearchWords(call: ReadCall): ReadCall {
  const q = (call.query.q ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  return { ...call, query: { ...call.query, q } };
}

/** The answer of the search under `key`: this isolate's copy when under SEARCH_MS old, else `load()`'s, kept. */
export function cachedSearch(
  memory: MemoryCache | null,
  key: string,
  load: () => Promise<unknown>,
  now = Date.now(),
): Promise<unknown> {
  if (!memory) return load();
  const { searches } = memory;
  const kept = searches.get(key);
  if (kept && now - kept.askedAt < SEARCH_MS) return kept.answer;
  searches.delete(key);
  if (searches.size >= MAX_SEARCHES) searches.delete(searches.keys().next().value as string);
  const answer = load();
  searches.set(key, { answer, askedAt: now });
  // A failed search is asked again by the next shopper.
  answer.catch(() => {
    if (searches.get(key)?.answer === answer) searches.delete(key);
  });
  return answer;
}
