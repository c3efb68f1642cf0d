import type { Lang } from '../../../src/lib/lang';

export type OutletRow = { id: number; name: string; address: string; province: string; phone: string; hours: string; lat: number; lng: number };

/** Pick-up outlets, Phnom Penh first. */
export async function listOutlets(db: D1Database, lang: Lang): Promise<OutletRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, CASE ?1 WHEN 'km' THEN address_km ELSE address_en END AS address,
              CASE ?1 WHEN 'km' THEN province_km ELSE province_en END AS province, phone, hours, lat, lng FROM outlets ORDER BY id`,
    )
    .bind(lang)
    .all<OutletRow>();
  return results;
}

export type HelpCategoryRow = { id: number; slug: string; name: string; articles: number };
export type HelpArticleRow = { id: number; category_id: number; slug: string; title: string; body: string };

export async function listHelpCategories(db: D1Database, lang: Lang): Promise<HelpCategoryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.slug, CASE ?1 WHEN 'km' THEN c.name_km ELSE c.name_en END AS name,
              (SELECT COUNT(*) FROM help_articles a WHERE a.category_id = c.id) AS articles FROM help_categories c ORDER BY c.sort`,
    )
    .bind(lang)
    .all<HelpCategoryRow>();
  return results;
}

const ARTICLE_COLUMNS = `id, category_id, slug, CASE ?1 WHEN 'km' THEN title_km ELSE title_en END AS title, CASE ?1 WHEN 'km' THEN body_km ELSE body_en END AS body`;

/** Articles of a category, or those whose title contains `q` (either language), in order. */
export async function listHelpArticles(db: D1Database, lang: Lang, categoryId: number | null, q: string | null): Promise<HelpArticleRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS} FROM help_articles WHERE (?2 IS NULL OR category_id = ?2)
       AND (?3 IS NULL OR title_en LIKE '%' || ?3 || '%' OR title_km LIKE '%' || ?3 || '%' OR body_en LIKE '%' || ?3 || '%' OR body_km LIKE '%' || ?3 || '%')
       ORDER BY category_id, sort`,
    )
    .bind(lang, categoryId, q)
    .all<HelpArticleRow>();
  return results;
}

export async function getHelpArticle(db: D1Database, lang: Lang, id: number): Promise<HelpArticleRow | null> {
  return db.prepare(`SELECT ${ARTICLE_COLUMNS} FROM help_articles WHERE id = ?2`).bind(lang, id).first<HelpArticleRow>();
}
