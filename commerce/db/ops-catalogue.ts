import type {
  BrandFields,
  BrandRecord,
  CategoryFields,
  CategoryRecord,
  MerchantFields,
  MerchantRecord,
  ShopKindFields,
  ShopKindRecord,
} from '../contract/console/catalogue';
import { searchIndexText } from '../normalise-search-text';

/**
 * Goods categories, brands and merchants as the console edits them: every name and
 * text in both languages. A rename rewrites the search index's rows of the products it names in the
 * same batch (one UPDATE each), as saveProductStatements writes them, so search finds the new name at once.
 */

const CATEGORY = `SELECT c.id, c.parent_id, c.name_en, c.name_km, c.image, c.sort, CASE WHEN c.parent_id IS NULL
  THEN (SELECT COUNT(*) FROM products p WHERE p.top_category_id = c.id)
  ELSE (SELECT COUNT(*) FROM products p WHERE p.category_id = c.id) END AS products FROM goods_categories c`;
const BRAND = `SELECT b.id, b.goods_category_id, b.name_en, b.name_km, b.about_en, b.about_km, b.logo, b.sort,
  (SELECT COUNT(*) FROM products p WHERE p.brand_id = b.id) AS products FROM brands b`;
const MERCHANT = `SELECT m.id, m.business_category_id, m.name_en, m.name_km, m.about_en, m.about_km, m.logo, m.city_en,
  m.city_km, m.phone, (SELECT COUNT(*) FROM products p WHERE p.merchant_id = m.id) AS products,
  (SELECT k.closed_at FROM merchant_closures k WHERE k.merchant_id = m.id) AS closed_at FROM merchants m`;

/** Every goods category, top categories first, each level in the shop's order. */
export async function listCategoryRecords(db: D1Database): Promise<CategoryRecord[]> {
  const { results } = await db
    .prepare(`${CATEGORY} ORDER BY c.parent_id IS NOT NULL, c.sort, c.id`)
    .all<CategoryRecord>();
  return results;
}

export async function readCategoryRecord(db: D1Database, id: number): Promise<CategoryRecord | null> {
  return db.prepare(`${CATEGORY} WHERE c.id = ?1`).bind(id).first<CategoryRecord>();
}

export async function listBrandRecords(db: D1Database): Promise<BrandRecord[]> {
  const { results } = await db.prepare(`${BRAND} ORDER BY b.sort, b.id`).all<BrandRecord>();
  return results;
}

export async function readBrandRecord(db: D1Database, id: number): Promise<BrandRecord | null> {
  return db.prepare(`${BRAND} WHERE b.id = ?1`).bind(id).first<BrandRecord>();
}

export async function listMerchantRecords(db: D1Database): Promise<MerchantRecord[]> {
  const { results } = await db.prepare(`${MERCHANT} ORDER BY m.id`).all<MerchantRecord>();
  return results;
}

export async function readMerchantRecord(db: D1Database, id: number): Promise<MerchantRecord | null> {
  return db.prepare(`${MERCHANT} WHERE m.id = ?1`).bind(id).first<MerchantRecord>();
}

const SHOP_KIND = `SELECT k.id, k.name_en, k.name_km, k.image, k.sort,
  (SELECT COUNT(*) FROM merchants m WHERE m.business_category_id = k.id) AS merchants FROM business_categories k`;

/** Every kind of shop (the merchants' business categories) in the shop's order. */
export async function listShopKindRecords(db: D1Database): Promise<ShopKindRecord[]> {
  const { results } = await db.prepare(`${SHOP_KIND} ORDER BY k.sort, k.id`).all<ShopKindRecord>();
  return results;
}

/** One kind of shop, or null. */
export async function readShopKindRecord(db: D1Database, id: number): Promise<ShopKindRecord | null> {
  return db.prepare(`${SHOP_KIND} WHERE k.id = ?1`).bind(id).first<ShopKindRecord>();
}

/** The statement that writes a kind of shop (a new one when `before` is null), and its id. */
export async function saveShopKindStatement(
  db: D1Database,
  before: ShopKindRecord | null,
  kind: ShopKindFields,
): Promise<{ id: number; statement: D1PreparedStatement }> {
  const id = before?.id ?? (await nextId(db, 'business_categories'));
  const values = [kind.name_en, kind.name_km, kind.image, kind.sort, id];
  const statement = before
    ? db.prepare('UPDATE business_categories SET name_en = ?1, name_km = ?2, image = ?3, sort = ?4 WHERE id = ?5')
    : db.prepare('INSERT INTO business_categories (name_en, name_km, image, sort, id) VALUES (?1, ?2, ?3, ?4, ?5)');
  return { id, statement: statement.bind(...values) };
}

/** The id a new row of `table` takes; two adds at once collide on it and the second is refused, not merged. */
async function nextId(
  db: D1Database,
  table: 'goods_categories' | 'brands' | 'merchants' | 'business_categories',
): Promise<number> {
  return (await db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).first<{ id: number }>())?.id ?? 1;
}

/** Both languages of a name as the search index stores it (the seed's and saveProductStatements' form). */
const indexed = (names: { name_en: string; name_km: string }) => searchIndexText(`${names.name_en} ${names.name_km}`);
const renamed = (before: { name_en: string; name_km: string } | null, after: { name_en: string; name_km: string }) =>
  before !== null && (before.name_en !== after.name_en || before.name_km !== after.name_km);

/**
 * The statements that write a category (a new one when `before` is null). A renamed category's products
 * get their index rows' category rewritten; a subcategory moved under another top category takes its
 * products' top category along, so the shop's lists by top category keep finding them.
 */
export async function saveCategoryStatements(
  db: D1Database,
  before: CategoryRecord | null,
  category: CategoryFields,
): Promise<{ id: number; statements: D1PreparedStatement[] }> {
  const values = [category.parent_id, category.name_en, category.name_km, category.image, category.sort];
  if (!before) {
    const id = await nextId(db, 'goods_categories');
    const insert = db
      .prepare(
        'INSERT INTO goods_categories (id, parent_id, name_en, name_km, image, sort) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
      )
      .bind(id, ...values);
    return { id, statements: [insert] };
  }
  const id = before.id;
  return {
    id,
    statements: [
      db
        .prepare(
          'UPDATE goods_categories SET parent_id = ?2, name_en = ?3, name_km = ?4, image = ?5, sort = ?6 WHERE id = ?1',
        )
        .bind(id, ...values),
      ...(renamed(before, category)
        ? [
            db
              .prepare(
                'UPDATE products_fts SET category = ?1 WHERE rowid IN (SELECT id FROM products WHERE category_id = ?2)',
              )
              .bind(indexed(category), id),
          ]
        : []),
      ...(before.parent_id !== null && category.parent_id !== before.parent_id
        ? [db.prepare('UPDATE products SET top_category_id = ?1 WHERE category_id = ?2').bind(category.parent_id, id)]
        : []),
    ],
  };
}

/**
 * Deletes category `id` only while nothing is in it (no product, subcategory or brand), in the same
 * statement: one saved into it after the page was read keeps it (the statement changes nothing, and the
 * audit after it is skipped).
 */
export function removeCategoryStatement(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM goods_categories WHERE id = ?1
         AND NOT EXISTS (SELECT 1 FROM products WHERE category_id = ?1 OR top_category_id = ?1)
         AND NOT EXISTS (SELECT 1 FROM goods_categories WHERE parent_id = ?1)
         AND NOT EXISTS (SELECT 1 FROM brands WHERE goods_category_id = ?1)`,
    )
    .bind(id);
}

/** Deletes a brand that no product names (nothing changes when one does: the caller reads `meta.changes`). */
export function removeBrandStatement(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare('DELETE FROM brands WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM products WHERE brand_id = ?1)')
    .bind(id);
}

/** The statements that write a brand (a new one when `before` is null); renamed, its products' index rows follow. */
export async function saveBrandStatements(
  db: D1Database,
  before: BrandRecord | null,
  brand: BrandFields,
): Promise<{ id: number; statements: D1PreparedStatement[] }> {
  const id = before?.id ?? (await nextId(db, 'brands'));
  const values = [
    brand.goods_category_id,
    brand.name_en,
    brand.name_km,
    brand.about_en,
    brand.about_km,
    brand.logo,
    brand.sort,
  ];
  const write = before
    ? db
        .prepare(
          `UPDATE brands SET goods_category_id = ?2, name_en = ?3, name_km = ?4, about_en = ?5, about_km = ?6, logo = ?7,
             sort = ?8 WHERE id = ?1`,
        )
        .bind(id, ...values)
    : db
        .prepare(
          `INSERT INTO brands (id, goods_category_id, name_en, name_km, about_en, about_km, logo, sort)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
        )
        .bind(id, ...values);
  return {
    id,
    statements: [
      write,
      ...(renamed(before, brand)
        ? [
            db
              .prepare(
                'UPDATE products_fts SET brand = ?1 WHERE rowid IN (SELECT id FROM products WHERE brand_id = ?2)',
              )
              .bind(indexed(brand), id),
          ]
        : []),
    ],
  };
}

/** The statement that writes a merchant (a new one, joining `now`, when `before` is null). */
export async function saveMerchantStatement(
  db: D1Database,
  before: MerchantRecord | null,
  merchant: MerchantFields,
  now: number,
): Promise<{ id: number; statement: D1PreparedStatement }> {
  const id = before?.id ?? (await nextId(db, 'merchants'));
  const values = [
    merchant.business_category_id,
    merchant.name_en,
    merchant.name_km,
    merchant.about_en,
    merchant.about_km,
    merchant.logo,
    merchant.city_en,
    merchant.city_km,
    merchant.phone,
  ];
  const statement = before
    ? db
        .prepare(
          `UPDATE merchants SET business_category_id = ?2, name_en = ?3, name_km = ?4, about_en = ?5, about_km = ?6,
             logo = ?7, city_en = ?8, city_km = ?9, phone = ?10 WHERE id = ?1`,
        )
        .bind(id, ...values)
    : db
        .prepare(
          `INSERT INTO merchants (id, business_category_id, name_en, name_km, about_en, about_km, logo, city_en, city_km,
             phone, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
        )
        .bind(id, ...values, now);
  return { id, statement };
}

/**
 * The statements that close merchant `id` (migration 0122): its closure, listing the products it hides, then
 * those products hidden. Nothing happens to a merchant already closed: the first statement's changes are 0.
 */
export function closeMerchantStatements(
  db: D1Database,
  id: number,
  now: number,
): [D1PreparedStatement, ...D1PreparedStatement[]] {
  return [
    db
      .prepare(
        `INSERT INTO merchant_closures (merchant_id, closed_at, hid)
           SELECT ?1, ?2, (SELECT json_group_array(id) FROM products WHERE merchant_id = ?1 AND hidden = 0)
           WHERE EXISTS (SELECT 1 FROM merchants WHERE id = ?1) ON CONFLICT DO NOTHING`,
      )
      .bind(id, now),
    db
      .prepare(
        `UPDATE products SET hidden = 1 WHERE merchant_id = ?1 AND id IN (SELECT value FROM json_each(
           (SELECT hid FROM merchant_closures WHERE merchant_id = ?1 AND closed_at = ?2)))`,
      )
      .bind(id, now),
  ];
}

/**
 * The statements that reopen merchant `id`: the products its closure hid are shown again (a product hidden on
 * its own before the closing stays hidden), and the closure goes. Its first statement's changes are 0 when the
 * merchant was not closed.
 */
export function reopenMerchantStatements(db: D1Database, id: number): [D1PreparedStatement, ...D1PreparedStatement[]] {
  return [
    db.prepare('UPDATE merchant_closures SET reopening = 1 WHERE merchant_id = ?1').bind(id),
    db
      .prepare(
        `UPDATE products SET hidden = 0 WHERE merchant_id = ?1 AND id IN (SELECT value FROM json_each(
           (SELECT hid FROM merchant_closures WHERE merchant_id = ?1)))`,
      )
      .bind(id),
    db.prepare('DELETE FROM merchant_closures WHERE merchant_id = ?1').bind(id),
  ];
}
