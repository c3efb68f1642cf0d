import type { Lang } from '../../lib/lang';
import { joinedSalePrice, liveDealJoin, orderedBy } from './order-lines';
import { SALE_STOCK } from './visible';

/** A cart line joined with the catalogue: prices are always the catalogue's, never the client's. */
export type CartLineRow = {
  id: number;
  goods_id: number;
  merchant_id: number;
  merchant_name: string;
  merchant_logo: string;
  name: string;
  image: string;
  price_cents: number;
  is_earnest: 0 | 1 | 2;
  earnest_cents: number;
  num: number;
  selected: 0 | 1;
  stock: number;
  limit_per_shopper: number;
};

/**
 * How many of product `p` shopper `user` may still order, as checkout counts it (db/order-lines.ts):
 * stock, a live deal's stock, and the per-shopper limit (the deal's while one is on) less what the
 * shopper's orders already hold (in the deal slot's current window while one is on). The cart never takes
 * more, so a cart the shopper could fill can be checked out. Reads the live deal `d` of `liveDealJoin`.
 */
const cap = (user: string) =>
  `MAX(0, MIN(${SALE_STOCK}, COALESCE(d.stock_left, p.stock), COALESCE(d.limit_per_shopper, p.limit_per_shopper) - ${orderedBy(user)}))`;

/** The shopper's cart lines, oldest first, grouped by merchant in the caller, at the price of the moment (`salePrice`, over the joined live deal). */
export async function listCart(db: D1Database, userId: number, lang: Lang, now: number): Promise<CartLineRow[]> {
  const { results } = await db.prepare(cartLinesSql('?1')).bind(userId, lang, now).all<CartLineRow>();
  return results;
}

/** The cart lines query of the shopper whose id is the SQL expression `user`; ?2 is the language, ?3 the time. */
export function cartLinesSql(user: string): string {
  return `SELECT c.id, p.id AS goods_id, m.id AS merchant_id, CASE ?2 WHEN 'km' THEN m.name_km ELSE m.name_en END AS merchant_name,
              m.logo AS merchant_logo, CASE ?2 WHEN 'km' THEN p.name_km ELSE p.name_en END AS name, p.image,
              ${joinedSalePrice('?3')} AS price_cents,
              p.is_earnest, p.earnest_cents, c.num, c.selected, ${SALE_STOCK} AS stock, ${cap(user)} AS limit_per_shopper
       FROM cart_items c JOIN products p ON p.id = c.product_id JOIN merchants m ON m.id = p.merchant_id ${liveDealJoin('?3')}
       WHERE c.user_id = ${user} ORDER BY m.id, c.created_at, c.id`;
}

/**
 * Adds `num` of a product in one statement: the new quantity must stay within the stock and the
 * per-shopper limits (the product's and a live flash deal's), checked inside the statement, so
 * simultaneous adds cannot exceed them.
 * Returns the line's id and quantity, or null when the add was refused.
 */
export async function addToCart(
  db: D1Database,
  userId: number,
  productId: number,
  num: number,
  now: number,
): Promise<{ id: number; num: number } | null> {
  return db
    .prepare(
      `INSERT INTO cart_items (user_id, product_id, num, selected, created_at)
       SELECT ?1, p.id, ?3, 1, ?4 FROM products p ${liveDealJoin('?4')} WHERE p.id = ?2 AND ?3 <= ${cap('?1')}
       ON CONFLICT (user_id, product_id) DO UPDATE SET num = cart_items.num + excluded.num, selected = 1
       WHERE cart_items.num + excluded.num <= (SELECT ${cap('?1')} FROM products p ${liveDealJoin('?4')} WHERE p.id = excluded.product_id)
       RETURNING id, num`,
    )
    .bind(userId, productId, num, now)
    .first<{ id: number; num: number }>();
}

/** Sets a line's quantity within stock and limit, in one statement; null when refused or not found. */
export async function setCartNum(
  db: D1Database,
  userId: number,
  cartId: number,
  num: number,
  now: number,
): Promise<{ id: number; num: number } | null> {
  return db
    .prepare(
      `UPDATE cart_items SET num = ?3 WHERE id = ?1 AND user_id = ?2
       AND ?3 <= (SELECT ${cap('?2')} FROM products p ${liveDealJoin('?4')} WHERE p.id = cart_items.product_id)
       RETURNING id, num`,
    )
    .bind(cartId, userId, num, now)
    .first<{ id: number; num: number }>();
}

/** Whether the shopper has this cart line. */
export async function hasCartLine(db: D1Database, userId: number, cartId: number): Promise<boolean> {
  return (
    (await db
      .prepare('SELECT 1 AS found FROM cart_items WHERE id = ?1 AND user_id = ?2')
      .bind(cartId, userId)
      .first()) !== null
  );
}

/** Removes the shopper's lines among `ids`; returns how many went. */
export async function removeCartLines(db: D1Database, userId: number, ids: number[]): Promise<number> {
  const { meta } = await db
    .prepare('DELETE FROM cart_items WHERE user_id = ?1 AND id IN (SELECT value FROM json_each(?2))')
    .bind(userId, JSON.stringify(ids))
    .run();
  return meta.changes;
}

/** Selects (1) or deselects (0) the shopper's lines among `ids`, or all of them when `ids` is null. */
export async function selectCartLines(
  db: D1Database,
  userId: number,
  ids: number[] | null,
  selected: 0 | 1,
): Promise<number> {
  const { meta } = await db
    .prepare(
      'UPDATE cart_items SET selected = ?3 WHERE user_id = ?1 AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))',
    )
    .bind(userId, ids ? JSON.stringify(ids) : null, selected)
    .run();
  return meta.changes;
}
