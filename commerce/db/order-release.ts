import { orderMessage } from '../order-messages';
import { countedByCounter } from './live-deal';
import { addOrderMessagesStatement } from './messages';
import { squareReviewPointsSql } from './square-review-points';

/** The states a shopper may cancel an order in, while nothing has been paid. */
export const CANCELLABLE_STATES = ['pending_payment', 'processing'] as const;
/** The shop may also cancel an order whose payment Bakong could not confirm (its code stays watched). */
export const SHOP_CANCELLABLE_STATES = [...CANCELLABLE_STATES, 'payment_checking'] as const;

/**
 * Orders that were cancelled, refunded or closed owing a refund and still hold what they took (released_at
 * NULL). An order a late payment made refund due was released when it was cancelled.
 */
const HOLDING = `SELECT id FROM orders WHERE state IN ('cancelled', 'refunded', 'refund_due') AND released_at IS NULL`;
/**
 * Of those, the cancelled and those closed owing a refund (not collected, returned: decision 054): their
 * goods are on the shelf, so the stock comes back. A refund puts back only the lines it names
 * (db/refunds.ts, decision 053): goods that were delivered are not on the shelf.
 */
const HOLDING_GOODS = `SELECT id FROM orders WHERE state IN ('cancelled', 'refund_due') AND released_at IS NULL`;
/** An order line (SQL over `order_items`) a refund has not put back in stock already: it goes back once. */
const NOT_RESTOCKED = 'id NOT IN (SELECT order_item_id FROM refund_restocks)';

/**
 * The statements that give back what the HOLDING orders took (a cancelled or closed one's stock, less the
 * lines a refund put back already, its deal stock and
 * freebies; vouchers, points, less those a hidden review still owes; deal stock only to the window it was taken from, while that window's counter stands) and then mark them released, for a caller's batch that first cancels or refunds them.
 * `between` runs after the giving back and before the marking, while the orders are still HOLDING.
 * Acting only on orders not yet released, a batch that runs twice (a cron and a read racing) gives
 * everything back exactly once.
 */
export function releaseStatements(
  db: D1Database,
  now: number,
  between: D1PreparedStatement[] = [],
): D1PreparedStatement[] {
  return [
    // The stock comes back as moves of each order's own (migration 0133).
    db
      .prepare(
        `INSERT INTO stock_moves (product_id, delta, reason, order_id, at)
         SELECT product_id, SUM(num), 'released', order_id, ?1 FROM order_items
         WHERE order_id IN (${HOLDING_GOODS}) AND ${NOT_RESTOCKED} GROUP BY order_id, product_id`,
      )
      .bind(now),
    db.prepare(
      `UPDATE products SET sold = MAX(0, sold - (SELECT SUM(num) FROM order_items WHERE product_id = products.id AND order_id IN (${HOLDING_GOODS}) AND ${NOT_RESTOCKED}))
       WHERE id IN (SELECT product_id FROM order_items WHERE order_id IN (${HOLDING_GOODS}) AND ${NOT_RESTOCKED})`,
    ),
    db.prepare(
      `UPDATE flash_deal_items AS i SET stock_left = i.stock_left + COALESCE((SELECT SUM(oi.num) FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE oi.product_id = i.product_id AND oi.slot_id = i.slot_id AND o.id IN (${HOLDING_GOODS}) AND ${countedByCounter('o.created_at')}), 0)
       FROM flash_deal_slots s
       WHERE s.id = i.slot_id
         AND (i.slot_id, i.product_id) IN (SELECT slot_id, product_id FROM order_items WHERE slot_id IS NOT NULL AND order_id IN (${HOLDING_GOODS}))`,
    ),
    db.prepare(
      `UPDATE coupon_claims SET used_at = NULL WHERE EXISTS (SELECT 1 FROM order_coupons k JOIN orders o ON o.id = k.order_id
         WHERE k.coupon_id = coupon_claims.coupon_id AND o.user_id = coupon_claims.user_id AND o.id IN (${HOLDING}))`,
    ),
    db.prepare(`UPDATE freebies SET stock_left = stock_left + (SELECT COUNT(*) FROM freebie_grants WHERE freebie_id = freebies.id AND order_id IN (${HOLDING_GOODS}))
       WHERE id IN (SELECT freebie_id FROM freebie_grants WHERE order_id IN (${HOLDING_GOODS}))`),
    // Points redeemed come back as a row of their own, so the shopper's history says where they went and came from.
    db
      .prepare(
        `INSERT INTO points_ledger (user_id, kind, ref, points, created_at)
         SELECT user_id, 'redemption', ref || ':returned', -points, ?1 FROM points_ledger
         WHERE kind = 'redemption' AND points < 0 AND ref IN (SELECT 'order-' || id FROM orders WHERE id IN (${HOLDING}))
         ON CONFLICT (user_id, kind, ref) DO NOTHING`,
      )
      .bind(now),
    db
      .prepare(
        squareReviewPointsSql(
          `r.hidden_at IS NOT NULL AND r.user_id IN (SELECT user_id FROM orders WHERE id IN (${HOLDING}))`,
          '?1',
          // No more than these orders gave back: points earned since stay the shopper's.
          `(SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE user_id = h.user_id AND kind = 'redemption'
            AND ref IN (SELECT 'order-' || id || ':returned' FROM orders WHERE id IN (${HOLDING})))`,
        ),
      )
      .bind(now),
    ...between,
    db.prepare(`UPDATE orders SET released_at = ?1 WHERE id IN (${HOLDING})`).bind(now),
  ];
}

/**
 * Cancels orders and gives back what they held, in one batch per call, with a timeline event and a
 * message for each. `which`: the orders to cancel, as SQL over `orders` with ?1 = now and ?2 = the parameter.
 */
async function cancelAndRelease(
  db: D1Database,
  which: string,
  param: number | string | null,
  reason: 'expired' | 'shopper' | 'shop',
  now: number,
  extra: D1PreparedStatement[] = [],
): Promise<number[]> {
  const [moved] = await db.batch(cancelAndReleaseStatements(db, which, param, reason, now, extra));
  return ((moved?.results ?? []) as { id: number }[]).map((row) => row.id);
}

/**
 * cancelAndRelease's batch; its first statement answers the ids of the orders it cancelled. `extra` runs
 * right after the timeline events' insert (for one order, `changes()` is then 1 only if it was cancelled).
 */
function cancelAndReleaseStatements(
  db: D1Database,
  which: string,
  param: number | string | null,
  reason: 'expired' | 'shopper' | 'shop',
  now: number,
  extra: D1PreparedStatement[] = [],
): D1PreparedStatement[] {
  const cancelled = `SELECT id FROM orders WHERE state = 'cancelled' AND released_at IS NULL`;
  const message = orderMessage(
    reason === 'expired' ? 'expired' : reason === 'shop' ? 'cancelled_by_shop' : 'cancelled',
  );
  return [
    db
      // Never an order a payment was settled for, even one whose move to paid is a moment behind (settle.ts).
      .prepare(
        `UPDATE orders SET state = 'cancelled', cancel_reason = ?3, updated_at = ?1
         WHERE ${which} AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = orders.id AND p.status = 'paid') RETURNING id`,
      )
      .bind(now, param, reason),
    ...releaseStatements(db, now, [
      db
        .prepare(
          `INSERT INTO order_events (order_id, state, note, created_at) SELECT id, 'cancelled', cancel_reason, ?1 FROM orders WHERE id IN (${cancelled})`,
        )
        .bind(now),
      ...extra,
      // A code that may still be paid (a bank app that did not refuse it, a slow rail) stays watched for a while.
      db
        .prepare(
          `UPDATE payments SET status = 'failed', next_check_at = CASE WHEN md5 IS NULL THEN NULL ELSE ?1 + 60 END
           WHERE status = 'pending' AND order_id IN (${cancelled})`,
        )
        .bind(now),
      addOrderMessagesStatement(db, message, cancelled, [], now),
    ]),
  ];
}

/**
 * Cancels these orders for non-payment, once it is confirmed that nothing paid them: Bakong said their
 * code was not paid, or no rail can be asked (decision 045). Only orders still waiting past their deadline,
 * or being checked, are cancelled; returns the ids of those this call cancelled.
 */
export function cancelUnpaid(db: D1Database, orderIds: number[], now: number): Promise<number[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return cancelAndRelease(
    db,
    `id IN (SELECT value FROM json_each(?2)) AND (state = 'payment_checking' OR (state = 'pending_payment' AND expires_at <= ?1))`,
    JSON.stringify(orderIds),
    'expired',
    now,
  );
}

/**
 * The shopper (or the shop: `reason` 'shop') cancels an order: only while nothing has been paid
 * (waiting for KHQR, or a cash order still being prepared; CANCELLABLE_STATES; the shop also an order
 * being checked, SHOP_CANCELLABLE_STATES). True when this call
 * cancelled it. `extra`: the caller's statements for the same batch, as moveOrder's.
 */
export async function cancelOrder(
  db: D1Database,
  orderId: number,
  now: number,
  reason: 'shopper' | 'shop' = 'shopper',
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  const states = reason === 'shop' ? SHOP_CANCELLABLE_STATES : CANCELLABLE_STATES;
  const ids = await cancelAndRelease(
    db,
    `id = ?2 AND paid_cents = 0 AND state IN (${states.map((state) => `'${state}'`).join(', ')})`,
    orderId,
    reason,
    now,
    extra,
  );
  return ids.length > 0;
}
