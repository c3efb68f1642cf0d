import type { Lang } from '../../lib/lang';

type GoodsCategoryRow = { id: number; parent_id: number | null; name: string; image: string | null };
type BusinessCategoryRow = { id: number; name: string; image: string };

export type GoodsCategoryTree = {
  id: number;
  name: string;
  image: string | null;
  child: { id: number; name: string }[];
};

/** All goods categories in the shopper's language, children under their parent, in display order. */
export async function listGoodsCategories(db: D1Database, lang: Lang): Promise<GoodsCategoryTree[]> {
  const { results } = await db
    .prepare(
      `SELECT id, parent_id, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, image
       FROM goods_categories ORDER BY parent_id IS NOT NULL, sort, id`,
    )
    .bind(lang)
    .all<GoodsCategoryRow>();
  const top = new Map<number, GoodsCategoryTree>();
  for (const row of results) {
    if (row.parent_id === null) top.set(row.id, { id: row.id, name: row.name, image: row.image, child: [] });
    else top.get(row.parent_id)?.child.push({ id: row.id, name: row.name });
  }
  return [...top.values()];
}

/** The first `limit` merchant categories and how many there are in all. */
export async function listBusinessCategories(
  db: D1Database,
  lang: Lang,
  limit: number,
): Promise<{ rows: BusinessCategoryRow[]; total: number }> {
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT id, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, image
         FROM business_categories ORDER BY sort, id LIMIT ?2`,
      )
      .bind(lang, limit),
    db.prepare('SELECT COUNT(*) AS total FROM business_categories'),
  ]);
  return {
    rows: (list?.results ?? []) as BusinessCategoryRow[],
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  };
}
