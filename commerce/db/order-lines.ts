import { dealStockLeft, isLiveDeal, livePromotion, slotStart } from './live-deal';
import { SALE_STOCK } from './visible';

/** A line to order, priced from the catalogue now, with what limits it. */
export type OrderLineRow = {
  product_id: number;
  merchant_id: number;
  merchant_name_en: string;
  merchant_name_km: string;
  slot_id: number | null;
  name_en: string;
  name_km: string;
  image: string;
  unit_cents: number;
  is_earnest: number;
  earnest_cents: number;
  num: number;
  stock: number;
  /** The per-shopper limit: a live flash deal's, else the product's. */
  limit_per_shopper: number;
  /** How many the shopper already has in live orders (of this deal slot, for a deal line). */
  ordered: number;
  /** Stock left in the deal slot's current window, for a deal line. */
  deal_stock: number | null;
  /** When the deal slot's current window began, for a deal line (the per-shopper limit counts from it). */
  window_start: number | null;
};

/**
 * The cheapest live flash deal of product `p` at `now` (an SQL parameter): its slot, joined as `d`. A
 * subquery in FROM, so the expressions that read `d` stay shallow (D1 allows an expression tree 100 deep).
 */
export const liveDealJoin = (
  now: string,
) => `LEFT JOIN (SELECT i.product_id, i.slot_id, i.deal_cents, i.limit_per_shopper, ${dealStockLeft(now)} AS stock_left, ${slotStart(now)} AS window_start,
    ROW_NUMBER() OVER (PARTITION BY i.product_id ORDER BY i.deal_cents, i.slot_id) AS rank
  FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id
  WHERE ${isLiveDeal(now)}) d ON d.product_id = p.id AND d.rank = 1`;
const LIVE_DEAL = liveDealJoin('?3');

/** `salePrice` of product `p` at `now` over its joined live deal `d` (`liveDealJoin`): one lookup less deep. */
export const joinedSalePrice = (now: string) => `COALESCE(d.deal_cents, ${livePromotion(now, 'p.id')}, p.price_cents)`;

/**
 * Quantity of product `p` that shopper `user` (SQL) has in orders that are not cancelled (for a deal line,
 * `d`: of the same deal slot in its current window, so a daily slot's limit is per day).
 */
export const orderedBy = (
  user: string,
) => `(SELECT COALESCE(SUM(oi.num), 0) FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE o.user_id = ${user} AND oi.product_id = p.id AND o.state NOT IN ('cancelled', 'refunded')
    AND (d.slot_id IS NULL OR (oi.slot_id = d.slot_id AND o.created_at >= d.window_start)))`;
const ORDERED = orderedBy('?1');

const COLUMNS = `p.id AS product_id, p.merchant_id, m.name_en AS merchant_name_en, m.name_km AS merchant_name_km, d.slot_id, p.name_en, p.name_km, p.image,
  ${joinedSalePrice('?3')} AS unit_cents, p.is_earnest, p.earnest_cents, ${SALE_STOCK} AS stock,
  COALESCE(d.limit_per_shopper, p.limit_per_shopper) AS limit_per_shopper, ${ORDERED} AS ordered, d.stock_left AS deal_stock, d.window_start`;

/**
 * The lines an order would have: the shopper's selected cart lines (`goodsId` null) or `num` of one
 * product (buy now). Ordered by merchant, then as in the cart.
 */
export async function readOrderLines(
  db: D1Database,
  userId: number,
  goodsId: number | null,
  num: number,
  now: number,
): Promise<OrderLineRow[]> {
  const statement =
    goodsId === null
      ? db
          .prepare(`SELECT ${COLUMNS}, c.num FROM cart_items c JOIN products p ON p.id = c.product_id JOIN merchants m ON m.id = p.merchant_id ${LIVE_DEAL}
                    WHERE c.user_id = ?1 AND c.selected = 1 ORDER BY p.merchant_id, c.created_at, c.id`)
          .bind(userId, null, now)
      : db
          .prepare(
            `SELECT ${COLUMNS}, ?4 AS num FROM products p JOIN merchants m ON m.id = p.merchant_id ${LIVE_DEAL} WHERE p.id = ?2`,
          )
          .bind(userId, goodsId, now, num);
  return (await statement.all<OrderLineRow>()).results;
}

/** How many of a line's product the shopper can still order: stock, deal stock, and the per-shopper limit less what they ordered. */
export function lineLeft(line: OrderLineRow): number {
  return Math.max(0, Math.min(line.stock, line.deal_stock ?? line.stock, line.limit_per_shopper - line.ordered));
}

/** Why a line cannot be ordered as asked, or null when it can (stock, deal stock, per-shopper limit). */
export function lineProblem(line: OrderLineRow): 'lineOutOfStock' | 'lineOverLimit' | null {
  if (line.stock === 0 || line.deal_stock === 0) return 'lineOutOfStock';
  return line.num > lineLeft(line) ? 'lineOverLimit' : null;
}
