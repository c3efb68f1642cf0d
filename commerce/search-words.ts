import { normaliseSearchText } from './normalise-search-text';

const KHMER = /[\u1780-\u17FF]/;

/** A search in words: the whole (normalised) query, its space-separated chunks and their dictionary words. */
export type SearchWords = {
  whole: string;
  chunks: { text: string; parts: string[] }[];
  /** Every chunk, dictionary word and the whole query: the words looked up in `search_synonyms`. */
  lookup: string[];
};

/**
 * A shopper's query, normalised (normaliseSearchText, as the index is) and split on spaces; Khmer,
 * written without spaces, is also split into dictionary words by the runtime's segmenter
 * ("ខ្ញុំចង់ទិញឆ្នាំងដាំបាយ" → ខ្ញុំ, ចង់ទិញ, ឆ្នាំងដាំបាយ).
 */
export function searchWords(query: string): SearchWords {
  const whole = normaliseSearchText(query);
  const segmenter = new Intl.Segmenter('km', { granularity: 'word' });
  const chunks = whole
    .split(' ')
    .filter(Boolean)
    .map((text) => ({
      text,
      parts: KHMER.test(text)
        ? [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment)
        : [text],
    }));
  const lookup = new Set([whole, ...chunks.flatMap((chunk) => [chunk.text, ...chunk.parts])]);
  return { whole, chunks, lookup: [...lookup].filter(Boolean) };
}
