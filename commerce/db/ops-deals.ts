import type { CouponFields, OpsCoupon, OpsDealItem, OpsSlot } from '../contract/console/deals';
import { slotEnd, slotStart } from './live-deal';

/**
 * The console's vouchers and flash deals: reads of every row, live or not, and the
 * statements that change them, each batched by the route with its audit entry.
 */

const COUPON_COLUMNS = `id, kind, merchant_id, title_en, title_km, terms_en, terms_km, discount_cents, discount_percent,
  min_spend_cents, total, claimed, starts_at, ends_at`;

/** Every voucher and coupon, the latest-ending first. */
export async function listOpsCoupons(db: D1Database): Promise<OpsCoupon[]> {
  const { results } = await db
    .prepare(`SELECT ${COUPON_COLUMNS} FROM coupons ORDER BY ends_at DESC, id DESC LIMIT 500`)
    .all<OpsCoupon>();
  return results;
}

export async function readOpsCoupon(db: D1Database, id: number): Promise<OpsCoupon | null> {
  return db.prepare(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = ?1`).bind(id).first<OpsCoupon>();
}

/** Adds a voucher or coupon (`id` null) or changes one; a total below what shoppers claimed fails the CHECK. */
export function couponStatement(db: D1Database, id: number | null, f: CouponFields): D1PreparedStatement {
  const values = [
    f.kind,
    f.merchant_id,
    f.title_en,
    f.title_km,
    f.terms_en,
    f.terms_km,
    f.discount_cents,
    f.discount_percent,
    f.min_spend_cents,
    f.total,
    f.starts_at,
    f.ends_at,
  ];
  return id === null
    ? db
        .prepare(
          `INSERT INTO coupons (kind, merchant_id, title_en, title_km, terms_en, terms_km, discount_cents, discount_percent,
             min_spend_cents, total, starts_at, ends_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
        )
        .bind(...values)
    : db
        .prepare(
          `UPDATE coupons SET kind = ?1, merchant_id = ?2, title_en = ?3, title_km = ?4, terms_en = ?5, terms_km = ?6,
             discount_cents = ?7, discount_percent = ?8, min_spend_cents = ?9, total = ?10, starts_at = ?11, ends_at = ?12
           WHERE id = ?13`,
        )
        .bind(...values, id);
}

export async function merchantExists(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM merchants WHERE id = ?1').bind(id).first()) !== null;
}

/** Every flash-deal slot, the latest first, with its items (the product's name in `lang`). */
export async function listOpsSlots(
  db: D1Database,
  lang: 'en' | 'km',
): Promise<{ slots: OpsSlot[]; items: OpsDealItem[] }> {
  const [slots, items] = await db.batch([
    db.prepare(
      'SELECT id, title_en, title_km, starts_at, ends_at, repeats_daily FROM flash_deal_slots ORDER BY starts_at DESC, id DESC LIMIT 200',
    ),
    db
      .prepare(
        `SELECT i.slot_id, i.product_id, CASE ?1 WHEN 'km' THEN p.name_km ELSE p.name_en END AS name, p.price_cents,
                i.deal_cents, i.stock_left, MAX(i.stock_total, i.stock_left) AS stock_total, i.limit_per_shopper
         FROM flash_deal_items i JOIN products p ON p.id = i.product_id ORDER BY i.slot_id, p.id`,
      )
      .bind(lang),
  ]);
  return { slots: (slots?.results ?? []) as OpsSlot[], items: (items?.results ?? []) as OpsDealItem[] };
}

export async function readOpsSlot(db: D1Database, id: number): Promise<OpsSlot | null> {
  return db
    .prepare('SELECT id, title_en, title_km, starts_at, ends_at, repeats_daily FROM flash_deal_slots WHERE id = ?1')
    .bind(id)
    .first<OpsSlot>();
}

/** Adds a slot (`id` null) or changes one's titles and window. */
export function slotStatement(db: D1Database, id: number | null, slot: Omit<OpsSlot, 'id'>): D1PreparedStatement {
  const values = [slot.title_en, slot.title_km, slot.starts_at, slot.ends_at, slot.repeats_daily];
  return id === null
    ? db
        .prepare(
          'INSERT INTO flash_deal_slots (title_en, title_km, starts_at, ends_at, repeats_daily) VALUES (?1, ?2, ?3, ?4, ?5)',
        )
        .bind(...values)
    : db
        .prepare(
          'UPDATE flash_deal_slots SET title_en = ?1, title_km = ?2, starts_at = ?3, ends_at = ?4, repeats_daily = ?5 WHERE id = ?6',
        )
        .bind(...values, id);
}

/** Removes a slot and its products' deals (orders keep their own copy of what they paid). */
export function removeSlotStatements(db: D1Database, id: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM flash_deal_items WHERE slot_id = ?1').bind(id),
    db.prepare('DELETE FROM flash_deal_slots WHERE id = ?1').bind(id),
  ];
}

/** A product's own price and the down payment it takes (0 when it takes none), in cents; null for no such product. */
export async function productPriceAndDeposit(
  db: D1Database,
  id: number,
): Promise<{ price: number; deposit: number; stock: number } | null> {
  return db
    .prepare(
      'SELECT price_cents AS price, CASE is_earnest WHEN 1 THEN earnest_cents ELSE 0 END AS deposit, stock FROM products WHERE id = ?1',
    )
    .bind(id)
    .first<{ price: number; deposit: number; stock: number }>();
}

export async function readDealItem(db: D1Database, slotId: number, productId: number): Promise<OpsDealItem | null> {
  return db
    .prepare(
      `SELECT i.slot_id, i.product_id, p.name_en AS name, p.price_cents, i.deal_cents, i.stock_left,
              MAX(i.stock_total, i.stock_left) AS stock_total, i.limit_per_shopper
       FROM flash_deal_items i JOIN products p ON p.id = i.product_id WHERE i.slot_id = ?1 AND i.product_id = ?2`,
    )
    .bind(slotId, productId)
    .first<OpsDealItem>();
}

/**
 * Puts a product in a slot or changes its deal. A change of the deal stock keeps what its counter's
 * window sold: the counter becomes the new stock less that (never below 0), and a daily slot's later
 * windows start from the new stock (db/live-deal.ts).
 */
export function dealItemStatement(
  db: D1Database,
  item: { slotId: number; productId: number; dealCents: number; stock: number; limit: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO flash_deal_items (slot_id, product_id, deal_cents, stock_left, stock_total, limit_per_shopper)
       VALUES (?1, ?2, ?3, ?4, ?4, ?5)
       ON CONFLICT (slot_id, product_id) DO UPDATE SET deal_cents = ?3,
         stock_left = MAX(0, ?4 - (MAX(stock_total, stock_left) - stock_left)), stock_total = ?4, limit_per_shopper = ?5`,
    )
    .bind(item.slotId, item.productId, item.dealCents, item.stock, item.limit);
}

export function removeDealItemStatement(db: D1Database, slotId: number, productId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM flash_deal_items WHERE slot_id = ?1 AND product_id = ?2').bind(slotId, productId);
}

/** The slots whose window (a daily slot's: today's) is on at `now`, by live-deal.ts's one definition. */
export async function liveSlotIds(db: D1Database, now: number): Promise<number[]> {
  const { results } = await db
    .prepare(`SELECT s.id FROM flash_deal_slots s WHERE ${slotStart('?1')} <= ?1 AND ${slotEnd('?1')} > ?1`)
    .bind(now)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * Names, in the audit entry just written (batched right after the INSERT of a new `table` row and its
 * audit entry, so `last_insert_rowid()` is the entry's), the new row's id, which is known only then.
 */
export function auditNewRowStatement(
  db: D1Database,
  table: 'coupons' | 'flash_deal_slots' | 'promotions' | 'help_categories' | 'help_articles',
): D1PreparedStatement {
  return db.prepare(`UPDATE ops_audit SET entity_id = (SELECT MAX(id) FROM ${table}) WHERE id = last_insert_rowid()`);
}
