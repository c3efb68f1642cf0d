import type { Lang } from '../../lib/lang';
import { withPointsRate } from './points-rate-text';

export type OutletRow = {
  id: number;
  name: string;
  address: string;
  province: string;
  phone: string;
  hours: string;
  lat: number;
  lng: number;
};

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

const ARTICLE_COLUMNS = `id, category_id, slug, CASE ?1 WHEN 'km' THEN title_km ELSE title_en END AS title, ${withPointsRate("CASE ?1 WHEN 'km' THEN body_km ELSE body_en END", '?1')} AS body`;

export type HelpArticleFilter = { category?: number | null; slug?: string | null; popular?: boolean; terms?: string[] };

/** Up to five search words: each must appear (as a substring: Khmer has no spaces) in the title or body, either language. */
function termCondition(index: number): string {
  const columns = ['title_en', 'title_km', 'body_en', 'body_km'];
  return `(${columns.map((column) => `instr(lower(${column}), ?${index}) > 0`).join(' OR ')})`;
}

/**
 * Articles of a category, the one with a slug, the popular ones, or those matching search terms;
 * title matches first, then in the help centre's order.
 */
export async function listHelpArticles(
  db: D1Database,
  lang: Lang,
  filter: HelpArticleFilter,
): Promise<HelpArticleRow[]> {
  const terms = (filter.terms ?? []).slice(0, 5).map((term) => term.toLowerCase());
  const conditions = [
    '(?2 IS NULL OR category_id = ?2)',
    '(?3 IS NULL OR slug = ?3)',
    '(?4 = 0 OR popular > 0)',
    ...terms.map((_, i) => termCondition(i + 6)),
  ];
  const { results } = await db
    .prepare(
      `SELECT ${ARTICLE_COLUMNS} FROM help_articles WHERE ${conditions.join(' AND ')}
       ORDER BY CASE WHEN ?5 IS NOT NULL AND (instr(lower(title_en), ?5) > 0 OR instr(title_km, ?5) > 0) THEN 0 ELSE 1 END,
                CASE WHEN ?4 = 1 THEN -popular ELSE 0 END, category_id, sort`,
    )
    .bind(lang, filter.category ?? null, filter.slug ?? null, filter.popular ? 1 : 0, terms[0] ?? null, ...terms)
    .all<HelpArticleRow>();
  return results;
}

export async function getHelpArticle(db: D1Database, lang: Lang, id: number): Promise<HelpArticleRow | null> {
  return db
    .prepare(`SELECT ${ARTICLE_COLUMNS} FROM help_articles WHERE id = ?2`)
    .bind(lang, id)
    .first<HelpArticleRow>();
}
