/**
 * "Did you mean": the closest spelling of a search that found nothing, built from the words of
 * product names in the searched language. Pure; the candidate names come from db/search-suggest.ts.
 * Words are compared in normaliseSearchText's form, as search matches them: ក្តៅ is the known ក្ដៅ.
 */
import { normaliseSearchText } from './normalise-search-text';

const KHMER = /[\u1780-\u17FF]/;
// Punctuation around words in names ("Black,", "(Wi-Fi)") is not part of what a shopper types.
const EDGE_PUNCTUATION = /^[\s"'()[\],.:;!?/]+|[\s"'()[\],.:;!?/]+$/g;
const MAX_TRIGRAMS = 24;

/** Edit distance counting an insertion, deletion, substitution or swap of neighbours as one (over code points). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** How many edits a word of this many characters may be away from a suggestion. */
const allowedEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/** The words of a text: space-separated chunks and, for Khmer (written without spaces), its dictionary words too. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  const segmenter = new Intl.Segmenter('km', { granularity: 'word' });
  for (const raw of text.split(/\s+/)) {
    const chunk = raw.replace(EDGE_PUNCTUATION, '');
    if (!chunk) continue;
    words.push(chunk);
    if (KHMER.test(chunk))
      for (const part of segmenter.segment(chunk))
        if (part.isWordLike && part.segment !== chunk) words.push(part.segment);
  }
  return words;
}

/** The trigram index query for names that share three letters in a row with the search (FTS5 MATCH), or null. */
export function trigramMatch(query: string): string | null {
  const grams = new Set<string>();
  for (const word of query.toLowerCase().split(/\s+/)) {
    const letters = [...word.replace(EDGE_PUNCTUATION, '')];
    for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3).join(''));
  }
  const list = [...grams].slice(0, MAX_TRIGRAMS);
  return list.length ? list.map((gram) => `"${gram.replace(/"/g, '""')}"`).join(' OR ') : null;
}

/**
 * The search with each unknown word replaced by the closest word of the names (the fewest edits, within
 * a few for its length; ties go to the word more names use), or null when no word changes.
 */
export function didYouMean(query: string, names: string[]): string | null {
  const counts = new Map<string, { word: string; count: number }>();
  for (const name of names) {
    for (const word of new Set(wordsOf(name))) {
      const key = normaliseSearchText(word);
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { word, count: 1 });
    }
  }
  let changed = false;
  const words = query
    .trim()
    .split(/\s+/)
    .map((word) => {
      const key = normaliseSearchText(word);
      if (counts.has(key) || [...key].length < 3) return word;
      let best: { word: string; count: number; distance: number } | null = null;
      for (const [candidate, entry] of counts) {
        const distance = editDistance(key, candidate);
        if (distance > allowedEdits([...key].length)) continue;
        if (!best || distance < best.distance || (distance === best.distance && entry.count > best.count))
          best = { ...entry, distance };
      }
      if (!best) return word;
      changed = true;
      return best.word;
    });
  return changed ? words.join(' ') : null;
}
