import type { Lang } from '../../lib/lang';
import type { FreebieStatus } from '../contract/choices';

export type FreebieGrantRow = {
  id: number;
  freebie_id: number;
  order_id: number;
  title: string;
  image: string;
  product_id: number;
  status: FreebieStatus;
  created_at: number;
};

/**
 * Grants every live freebie in stock whose minimum spend the order's goods (after discounts) reach, and
 * takes one from each freebie's stock: two statements for the order's batch (`order` is SQL giving the
 * order id from `binds`, which are ?1 and ?2; ?3 is now).
 */
export function grantFreebiesStatements(
  db: D1Database,
  order: string,
  binds: unknown[],
  now: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO freebie_grants (user_id, freebie_id, order_id, created_at)
         SELECT o.user_id, f.id, o.id, ?3 FROM orders o JOIN freebies f
           ON f.stock_left > 0 AND f.ends_at > ?3 AND o.goods_cents - o.discount_cents >= f.min_spend_cents
             AND f.product_id NOT IN (SELECT id FROM products WHERE hidden = 1)
         WHERE o.id = ${order}`,
      )
      .bind(...binds, now),
    db
      .prepare(
        `UPDATE freebies SET stock_left = stock_left - 1 WHERE id IN (SELECT freebie_id FROM freebie_grants WHERE order_id = ${order})`,
      )
      .bind(...binds),
  ];
}

// The grant's status follows its order's state.
const STATUS = `CASE WHEN o.state IN ('pending_payment', 'payment_checking') THEN 'waiting' WHEN o.state = 'completed' THEN 'received'
  WHEN o.state IN ('cancelled', 'refund_due', 'refunded') THEN 'cancelled' ELSE 'coming' END`;

/** The shopper's freebies, newest first, with the gift's title and picture and the status of its order. */
export async function listFreebieGrants(db: D1Database, lang: Lang, userId: number): Promise<FreebieGrantRow[]> {
  const { results } = await db
    .prepare(
      `SELECT g.id, g.freebie_id, g.order_id, CASE ?1 WHEN 'km' THEN f.title_km ELSE f.title_en END AS title, p.image, f.product_id,
              ${STATUS} AS status, g.created_at
       FROM freebie_grants g JOIN freebies f ON f.id = g.freebie_id JOIN products p ON p.id = f.product_id JOIN orders o ON o.id = g.order_id
       WHERE g.user_id = ?2 ORDER BY g.created_at DESC, g.id DESC LIMIT 100`,
    )
    .bind(lang, userId)
    .all<FreebieGrantRow>();
  return results;
}
