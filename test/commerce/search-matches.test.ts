import { expect, test } from 'vitest';
import { searchMatches } from '../../commerce/search-matches';
import { searchWords } from '../../commerce/search-words';

/** The FTS queries a search tries on the titles' index, in order. */
const titleTries = (query: string, synonyms = new Map<string, string[]>()) =>
  searchMatches(searchWords(query), synonyms)
    .filter((match) => match.index === 'titles')
    .map((match) => match.fts);

test('a Khmer word typed as one is tried as every dictionary word of it, before any of them', () => {
  const tries = titleTries('ឆ្នាំងបាយ');
  expect(tries).toHaveLength(3);
  expect(tries[1]).toContain(' AND ');
  expect(tries[2]).toContain(' OR ');
});

test('words that are each one dictionary word are not asked for again, as every word', () => {
  // A synonym of the whole query makes the exact try differ in its text, not in what it can find.
  for (const query of ['samsung phone', 'ទូរទស្សន៍ ខ្មៅ', 'iphone 15 pro', 'samsung phone tv']) {
    const tries = titleTries(query, new Map([[query, ['galaxy']]]));
    expect(new Set(tries).size).toBe(tries.length);
    // The exact try already asks for every word; the next asks for any.
    expect(tries).toHaveLength(2);
  }
});
