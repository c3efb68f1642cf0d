import { orderMessage } from '../order-messages';
import { addOrderMessagesStatement } from './messages';

/**
 * Cancels orders and gives back what they held, in one batch per call. The first statement moves the
 * chosen orders to cancelled; the others act only on cancelled orders not yet released (released_at
 * NULL), and the last one marks them released, so running it twice (a cron and a read racing) gives
 * back stock, deal stock, freebies, vouchers and points exactly once.
 *
 * `which`: the orders to cancel, as SQL over `orders` with ?1 = now and ?2 = the parameter.
 */
async function cancelAndRelease(db: D1Database, which: string, param: number | null, reason: string, now: number): Promise<number[]> {
  const released = `SELECT id FROM orders WHERE state = 'cancelled' AND released_at IS NULL`;
  const [cancelled] = await db.batch([
    db.prepare(`UPDATE orders SET state = 'cancelled', cancel_reason = ?3, updated_at = ?1 WHERE ${which} RETURNING id`).bind(now, param, reason),
    db.prepare(
      `UPDATE products SET stock = stock + (SELECT SUM(num) FROM order_items WHERE product_id = products.id AND order_id IN (${released})),
         sold = MAX(0, sold - (SELECT SUM(num) FROM order_items WHERE product_id = products.id AND order_id IN (${released})))
       WHERE id IN (SELECT product_id FROM order_items WHERE order_id IN (${released}))`,
    ),
    db.prepare(
      `UPDATE flash_deal_items SET stock_left = stock_left + (SELECT SUM(num) FROM order_items
         WHERE product_id = flash_deal_items.product_id AND slot_id = flash_deal_items.slot_id AND order_id IN (${released}))
       WHERE (slot_id, product_id) IN (SELECT slot_id, product_id FROM order_items WHERE slot_id IS NOT NULL AND order_id IN (${released}))`,
    ),
    db.prepare(
      `UPDATE coupon_claims SET used_at = NULL WHERE EXISTS (SELECT 1 FROM order_coupons k JOIN orders o ON o.id = k.order_id
         WHERE k.coupon_id = coupon_claims.coupon_id AND o.user_id = coupon_claims.user_id AND o.id IN (${released}))`,
    ),
    db.prepare(`UPDATE freebies SET stock_left = stock_left + (SELECT COUNT(*) FROM freebie_grants WHERE freebie_id = freebies.id AND order_id IN (${released}))
       WHERE id IN (SELECT freebie_id FROM freebie_grants WHERE order_id IN (${released}))`),
    db.prepare(`DELETE FROM points_ledger WHERE kind = 'redemption' AND ref IN (SELECT 'order-' || id FROM orders WHERE id IN (${released}))`),
    db.prepare(`INSERT INTO order_events (order_id, state, note, created_at) SELECT id, 'cancelled', cancel_reason, ?1 FROM orders WHERE id IN (${released})`).bind(now),
    db.prepare(`UPDATE payments SET status = 'failed' WHERE status = 'pending' AND order_id IN (${released})`),
    addOrderMessagesStatement(db, orderMessage(reason === 'expired' ? 'expired' : 'cancelled'), released, [], now),
    db.prepare(`UPDATE orders SET released_at = ?1 WHERE id IN (${released})`).bind(now),
  ]);
  return (cancelled?.results as { id: number }[]).map((row) => row.id);
}

/** Cancels unpaid KHQR orders whose time is up (all of them, or one shopper's); returns their ids. */
export function expireOrders(db: D1Database, now: number, userId: number | null = null): Promise<number[]> {
  return cancelAndRelease(db, `state = 'pending_payment' AND expires_at IS NOT NULL AND expires_at <= ?1 AND (?2 IS NULL OR user_id = ?2)`, userId, 'expired', now);
}

/**
 * The shopper (or the shop: `reason` 'shop') cancels an order: only while nothing has been paid
 * (waiting for KHQR, or a cash order still being prepared). True when this call cancelled it.
 */
export async function cancelOrder(db: D1Database, orderId: number, now: number, reason: 'shopper' | 'shop' = 'shopper'): Promise<boolean> {
  const ids = await cancelAndRelease(db, `id = ?2 AND paid_cents = 0 AND state IN ('pending_payment', 'processing')`, orderId, reason, now);
  return ids.length > 0;
}
