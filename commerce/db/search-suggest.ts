import type { Lang } from '../../lib/lang';

/**
 * The names, in the language, of the products whose names share the most three-letter runs with a
 * search (`match`, in normaliseSearchText's form like the index; the trigram index ranks them): the
 * words "did you mean" chooses from, without reading the whole catalogue.
 */
export async function suggestionNames(db: D1Database, lang: Lang, match: string, limit = 40): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT CASE ?1 WHEN 'km' THEN p.name_km ELSE p.name_en END AS name
       FROM products_fts f JOIN products p ON p.id = f.rowid
       WHERE products_fts MATCH 'name : (' || ?2 || ')' AND p.hidden = 0 ORDER BY f.rank LIMIT ?3`,
    )
    .bind(lang, match, limit)
    .all<{ name: string }>();
  return results.map((row) => row.name);
}
