/** How many times an expansion is expanded again (a misspelling, to its word, to that word's synonyms). */
const STEPS = 3;

/**
 * What each search word also finds, from the `search_synonyms` table (migration 0105): for every word
 * given (in normaliseSearchText's form), the words it expands to, following rows up to three steps,
 * itself excluded. One indexed read per search, so an operator's new row applies to the next search.
 */
export async function searchSynonyms(db: D1Database, words: string[]): Promise<Map<string, string[]>> {
  const expansions = new Map<string, string[]>();
  if (!words.length) return expansions;
  const { results } = await db
    .prepare(
      `WITH RECURSIVE found (word, term, step) AS (
         SELECT value, value, 0 FROM json_each(?1)
         UNION SELECT found.word, s.expands_to, found.step + 1
         FROM found JOIN search_synonyms s ON s.term = found.term WHERE found.step < ?2)
       SELECT DISTINCT word, term FROM found WHERE term <> word`,
    )
    .bind(JSON.stringify(words), STEPS)
    .all<{ word: string; term: string }>();
  for (const row of results) expansions.set(row.word, [...(expansions.get(row.word) ?? []), row.term]);
  return expansions;
}
