import type { SearchWords } from './search-words';

/**
 * One way to match a search: an FTS5 query (or null) on one index, `titles` (products_fts: name, brand,
 * category) or `descriptions` (product_descriptions_fts), and words too short for it (found as substrings).
 */
export type SearchMatch = { index: 'titles' | 'descriptions'; fts: string | null; short: string[] };

const long = (word: string) => [...word].length >= 3;
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;
/**
 * A word as a phrase, or as itself standing whole (" word ": the index pads every field with spaces):
 * the second matches nothing the first does not, but bm25 adds its score, so "bag of 30" ranks above
 * "handbag" and "screen protector" above "sunscreen".
 */
const wholeOrPart = (word: string) => `(${phrase(word)} OR ${phrase(` ${word} `)})`;
const anyOf = (alternatives: string[]) =>
  alternatives.length === 1 ? alternatives[0]! : `(${[...new Set(alternatives)].join(' OR ')})`;

/**
 * The matches to try in order, the first that finds anything being used: every word as a phrase
 * (a Khmer word of several syllables must appear whole, so ទឹកដោះគោ does not find every ទឹក) or one
 * of its synonyms, in the name, brand and category; then the same in the description; then every
 * dictionary word of the query; then, for sentences and typos, any of the words or their dictionary words. Words of fewer than three letters
 * (the trigram index's minimum) are found as substrings in every try.
 */
export function searchMatches(words: SearchWords, synonyms: Map<string, string[]>): SearchMatch[] {
  const also = (word: string) => (synonyms.get(word) ?? []).filter(long);
  const longChunks = words.chunks.filter((chunk) => long(chunk.text));
  const short = words.chunks
    .map((chunk) => chunk.text)
    .filter((text) => !long(text) && !longChunks.some((chunk) => chunk.text.includes(text)));
  if (!longChunks.length) return [{ index: 'titles', fts: null, short }];

  const groups = longChunks.map((chunk) => {
    const alternatives = [wholeOrPart(chunk.text), ...also(chunk.text).map(phrase)];
    const parts = chunk.parts.filter(long);
    // A word typed together with another ("ទូរសព្ទសាំស៊ុង"): its dictionary words, each or a synonym.
    if (parts.length > 1 && parts.some((part) => also(part).length))
      alternatives.push(`(${parts.map((part) => anyOf([part, ...also(part)].map(phrase))).join(' AND ')})`);
    return anyOf(alternatives);
  });
  let exact = groups.length === 1 ? groups[0]! : `(${groups.join(' AND ')})`;
  if (words.chunks.length > 1 && also(words.whole).length) exact = anyOf([exact, ...also(words.whole).map(phrase)]);

  const everyWord = words.chunks.flatMap((chunk) => [chunk.text, ...chunk.parts]).filter(long);
  const loose = anyOf([...everyWord.map(wholeOrPart), ...everyWord.flatMap(also).map(phrase)]);
  const tries: SearchMatch[] = [
    { index: 'titles', fts: exact, short },
    { index: 'descriptions', fts: exact, short },
  ];
  // Khmer words typed as one that the catalogue writes with a word between (ឆ្នាំងបាយ for ឆ្នាំងដាំបាយ):
  // every dictionary word, before any of them (ឆ្នាំង alone is also ឆ្នាំងសាក, a charger). Only when a chunk is
  // more than its one word: otherwise this asks what the first try asked, and cannot find more.
  const parts = words.chunks.flatMap((chunk) => chunk.parts).filter(long);
  const split = longChunks.some((chunk) => chunk.parts.filter(long).join(' ') !== chunk.text);
  if (parts.length > 1 && split) {
    const every = `(${parts.map((part) => anyOf([wholeOrPart(part), ...also(part).map(phrase)])).join(' AND ')})`;
    if (every !== exact) tries.push({ index: 'titles', fts: every, short });
  }
  if (loose !== exact) tries.push({ index: 'titles', fts: loose, short });
  return tries;
}
