import type {
  ProductChoices,
  ProductFields,
  ProductListRow,
  ProductRecord,
  ProductTerms,
} from '../contract/console/products';
import { searchIndexText } from '../normalise-search-text';

/** Products as the console edits them: both languages, price, stock and terms. */

const COLUMNS = `id, sku, merchant_id, category_id, brand_id, name_en, name_km, description_en, description_km, image,
  price_cents, compare_cents, stock, limit_per_shopper, is_preorder, version,
  EXISTS (SELECT 1 FROM product_photos WHERE product_id = products.id) AS has_photos,
  (SELECT COALESCE(MAX(id), 0) FROM stock_moves WHERE product_id = products.id) AS stock_mark`;

/**
 * A page of the products whose id or SKU is `text`, or whose name (either language) contains it: the one
 * with that id or SKU first, then newest first.
 */
export async function findProducts(
  db: D1Database,
  lang: 'en' | 'km',
  text: string,
  limit: number,
  offset: number,
): Promise<ProductListRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, price_cents, stock, hidden FROM products
       WHERE ?2 = '' OR CAST(id AS TEXT) = ?2 OR sku = ?2 OR instr(lower(name_en), lower(?2)) > 0 OR instr(name_km, ?2) > 0
       ORDER BY CAST(id AS TEXT) = ?2 OR sku = ?2 DESC, created_at DESC, id DESC LIMIT ?3 OFFSET ?4`,
    )
    .bind(lang, text, limit, offset)
    .all<ProductListRow>();
  return results;
}

export async function readProductRecord(db: D1Database, id: number): Promise<ProductRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM products WHERE id = ?1`).bind(id).first<ProductRecord>();
}

export async function readProductChoices(db: D1Database, lang: 'en' | 'km'): Promise<ProductChoices> {
  const name = "CASE ?1 WHEN 'km' THEN name_km ELSE name_en END";
  const [merchants, categories, brands] = await db.batch([
    db
      .prepare(
        `SELECT id, ${name} AS name, id IN (SELECT merchant_id FROM merchant_closures) AS closed FROM merchants ORDER BY name_en`,
      )
      .bind(lang),
    db
      .prepare(
        `SELECT c.id, CASE ?1 WHEN 'km' THEN p.name_km || ' › ' || c.name_km ELSE p.name_en || ' › ' || c.name_en END AS name,
           p.id AS top_id FROM goods_categories c JOIN goods_categories p ON p.id = c.parent_id ORDER BY p.sort, c.sort`,
      )
      .bind(lang),
    db.prepare(`SELECT id, ${name} AS name FROM brands ORDER BY name_en`).bind(lang),
  ]);
  return {
    merchants: (merchants?.results ?? []) as ProductChoices['merchants'],
    categories: (categories?.results ?? []) as ProductChoices['categories'],
    brands: (brands?.results ?? []) as ProductChoices['brands'],
  };
}

/** The words a product's search-index row adds to its own: its brand's and its category's names, both languages. */
export type IndexNames = { brand: string; category: string };

/** A brand's or category's names as the search index holds them (searchIndexText of both languages). */
export const indexName = (row: { en: string; km: string } | null | undefined) =>
  row ? searchIndexText(`${row.en} ${row.km}`) : '';

/** The product whose SKU is `sku`, or null. */
export async function productIdBySku(db: D1Database, sku: string): Promise<number | null> {
  return (await db.prepare('SELECT id FROM products WHERE sku = ?1').bind(sku).first<{ id: number }>())?.id ?? null;
}

/**
 * The statements that write a product (a new one when `id` is null, its id then the next free one) and
 * its rows of the two search indexes, in the form the seed writes them (searchIndexText), so the
 * storefront's search finds it in both languages as soon as the batch lands.
 */
export async function saveProductStatements(
  db: D1Database,
  id: number | null,
  product: ProductFields,
  now: number,
): Promise<{ id: number; statements: D1PreparedStatement[] }> {
  const productId = id ?? (await nextProductId(db));
  const names = await db.batch<{ en: string; km: string }>([
    db.prepare('SELECT name_en AS en, name_km AS km FROM brands WHERE id = ?1').bind(product.brand_id),
    db.prepare('SELECT name_en AS en, name_km AS km FROM goods_categories WHERE id = ?1').bind(product.category_id),
  ]);
  const index = { brand: indexName(names[0]?.results[0]), category: indexName(names[1]?.results[0]) };
  return {
    id: productId,
    statements: productStatements(db, { id: productId, isNew: id === null }, product, index, now),
  };
}

/**
 * The statements that write one product, with no read of their own: the product row (inserted with
 * `write.id` when `isNew`, else updated) and its two search-index rows. The editor's save
 * (saveProductStatements) and the CSV import, which reads the names of every brand and category once
 * for the whole file, both write through it. Its stock is not among what they write: a new product starts
 * at 0 and stock only moves (stockMoveStatement, migration 0133); its top category is its category's parent.
 */
export function productStatements(
  db: D1Database,
  write: { id: number; isNew: boolean },
  product: ProductFields,
  names: IndexNames,
  now: number,
): D1PreparedStatement[] {
  const values = [
    product.merchant_id,
    product.category_id,
    product.brand_id,
    product.name_en,
    product.name_km,
    product.description_en,
    product.description_km,
    product.image,
    product.price_cents,
    product.compare_cents,
    product.limit_per_shopper,
    product.is_preorder,
    product.sku,
  ];
  const top = '(SELECT parent_id FROM goods_categories WHERE id = ?3)';
  const row = write.isNew
    ? db
        .prepare(
          `INSERT INTO products (id, merchant_id, category_id, top_category_id, brand_id, name_en, name_km, description_en,
             description_km, image, gallery, price_cents, compare_cents, stock, limit_per_shopper, is_preorder, sku, created_at)
           VALUES (?1, ?2, ?3, ${top}, ?4, ?5, ?6, ?7, ?8, ?9, json_array(?9), ?10, ?11, 0, ?12, ?13, ?14, ?15)`,
        )
        .bind(write.id, ...values, now)
    : db
        .prepare(
          `UPDATE products SET merchant_id = ?2, category_id = ?3, top_category_id = ${top}, brand_id = ?4, name_en = ?5,
             name_km = ?6, description_en = ?7, description_km = ?8, price_cents = ?10, compare_cents = ?11,
             image = CASE WHEN EXISTS (SELECT 1 FROM product_photos WHERE product_id = ?1) THEN image ELSE ?9 END,
             gallery = CASE WHEN image = ?9 OR EXISTS (SELECT 1 FROM product_photos WHERE product_id = ?1) THEN gallery
               ELSE json_array(?9) END,
             limit_per_shopper = ?12, is_preorder = ?13, sku = ?14 WHERE id = ?1`,
        )
        .bind(write.id, ...values);
  return [
    row,
    db
      .prepare('INSERT OR REPLACE INTO products_fts (rowid, name, brand, category) VALUES (?1, ?2, ?3, ?4)')
      .bind(write.id, searchIndexText(`${product.name_en} ${product.name_km}`), names.brand, names.category),
    db
      .prepare('INSERT OR REPLACE INTO product_descriptions_fts (rowid, description) VALUES (?1, ?2)')
      .bind(write.id, searchIndexText(`${product.description_en} ${product.description_km}`)),
  ];
}

/** Products in id order after `afterId`, `limit` at most: the CSV export reads the catalogue a page at a time. */
export async function listProductRecords(db: D1Database, afterId: number, limit: number): Promise<ProductRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM products WHERE id > ?1 ORDER BY id LIMIT ?2`)
    .bind(afterId, limit)
    .all<ProductRecord>();
  return results;
}

/** The products whose SKU is one of `skus` (at most a few hundred a call: they travel as one JSON parameter). */
export async function readProductsBySkus(db: D1Database, skus: string[]): Promise<ProductRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM products WHERE sku IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(skus))
    .all<ProductRecord>();
  return results;
}

/** Every brand's and category's names as the search index holds them, by id: read once for a whole import. */
export async function readIndexNames(
  db: D1Database,
): Promise<{ brands: Map<number, string>; categories: Map<number, string> }> {
  const [brands, categories] = await db.batch<{ id: number; en: string; km: string }>([
    db.prepare('SELECT id, name_en AS en, name_km AS km FROM brands'),
    db.prepare('SELECT id, name_en AS en, name_km AS km FROM goods_categories'),
  ]);
  const byId = (rows: { id: number; en: string; km: string }[] = []) =>
    new Map(rows.map((row) => [row.id, indexName(row)]));
  return { brands: byId(brands?.results), categories: byId(categories?.results) };
}

/** The id after the highest product's: where a batch of new products starts numbering. */
export async function nextProductId(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM products').first<{ id: number }>())?.id ?? 1;
}

/** A product's terms; `hidden` is the operator's own choice, not its closed merchant's (migration 0122). */
export async function readProductTerms(db: D1Database, id: number): Promise<ProductTerms | null> {
  return db
    .prepare(
      `SELECT CASE WHEN hidden = 1 AND id IN (SELECT j.value FROM merchant_closures k, json_each(k.hid) j
           WHERE k.merchant_id = products.merchant_id) THEN 0 ELSE hidden END AS hidden,
         CASE is_earnest WHEN 1 THEN earnest_cents ELSE 0 END AS earnest_cents, ships_at FROM products WHERE id = ?1`,
    )
    .bind(id)
    .first<ProductTerms>();
}

/**
 * The product's terms written. A down payment makes it a down-payment product (is_earnest 1); none makes
 * it a full-price one, and a product the seed marked price-based (2, which the shop sells at full price
 * like 0) keeps its mark.
 */
export const productTermsStatement = (db: D1Database, id: number, terms: ProductTerms) =>
  db
    .prepare(
      `UPDATE products SET hidden = ?2, earnest_cents = ?3, ships_at = ?4,
         is_earnest = CASE WHEN ?3 > 0 THEN 1 WHEN is_earnest = 2 THEN 2 ELSE 0 END WHERE id = ?1`,
    )
    .bind(id, terms.hidden, terms.earnest_cents, terms.ships_at);

/**
 * After the terms: a product hidden by the operator's own choice leaves its closed merchant's list of the
 * products to show again on reopening (one shown stays on it: the triggers of migration 0122).
 */
export const ownHiddenStatement = (db: D1Database, id: number, terms: ProductTerms) =>
  db
    .prepare(
      `UPDATE merchant_closures SET hid = (SELECT json_group_array(value) FROM json_each(hid) WHERE value <> ?1)
       WHERE ?2 = 1 AND merchant_id = (SELECT merchant_id FROM products WHERE id = ?1)`,
    )
    .bind(id, terms.hidden);
