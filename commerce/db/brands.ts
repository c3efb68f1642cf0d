import type { Lang } from '../../lib/lang';
import { visible } from './visible';

export type BrandRow = {
  id: number;
  name: string;
  about: string;
  logo: string;
  goods_category_id: number;
  products: number;
};

const BRAND_COLUMNS = `b.id, CASE ?1 WHEN 'km' THEN b.name_km ELSE b.name_en END AS name, CASE ?1 WHEN 'km' THEN b.about_km ELSE b.about_en END AS about,
  b.logo, b.goods_category_id, (SELECT COUNT(*) FROM products p WHERE p.brand_id = b.id AND ${visible('p.id')}) AS products`;

/** Brands ("best offer"), optionally of one top-level goods category, in display order. */
export async function listBrands(db: D1Database, lang: Lang, categoryId: number | null): Promise<BrandRow[]> {
  const { results } = await db
    .prepare(`SELECT ${BRAND_COLUMNS} FROM brands b WHERE ?2 IS NULL OR b.goods_category_id = ?2 ORDER BY b.sort, b.id`)
    .bind(lang, categoryId)
    .all<BrandRow>();
  return results;
}

export async function getBrand(db: D1Database, lang: Lang, id: number): Promise<BrandRow | null> {
  return db.prepare(`SELECT ${BRAND_COLUMNS} FROM brands b WHERE b.id = ?2`).bind(lang, id).first<BrandRow>();
}
