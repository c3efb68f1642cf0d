import type { OrderAddress } from '../contract/orders';
import { orderMessage } from '../order-messages';
import type { Pricing } from '../order-pricing';
import { grantFreebiesStatements } from './freebie-grants';
import { addOrderMessagesStatement } from './messages';
import { takeDealStock } from './live-deal';
import type { OrderLineRow } from './order-lines';

/** The order a shopper placed with an Idempotency-Key, and the hash of the request it came with. */
export async function findOrderByKey(
  db: D1Database,
  userId: number,
  key: string,
): Promise<{ id: number; request_hash: string } | null> {
  return db
    .prepare('SELECT id, request_hash FROM orders WHERE user_id = ?1 AND idempotency_key = ?2')
    .bind(userId, key)
    .first();
}

export type NewOrder = {
  userId: number;
  key: string;
  requestHash: string;
  fromCart: boolean;
  state: 'pending_payment' | 'paid' | 'deposit_paid' | 'processing';
  delivery: 'delivery' | 'pickup';
  outletId: number | null;
  address: OrderAddress | null;
  plan: 'full' | 'deposit';
  method: 'khqr' | 'cash';
  currency: 'USD' | 'KHR';
  note: string;
  expiresAt: number | null;
  lines: OrderLineRow[];
  pricing: Pricing;
  now: number;
};

// Every statement binds ?1 user and ?2 key first, so they find the order this batch inserts.
const ORDER_ID = '(SELECT id FROM orders WHERE user_id = ?1 AND idempotency_key = ?2)';

/**
 * Places an order in one D1 batch (one transaction: any failing statement undoes them all).
 * The database's CHECK constraints are the guards, so simultaneous orders cannot oversell:
 * stock and the deal stock of the slot's current window may not go below zero, points_used becomes -1 when the balance is short,
 * an item's num 0 when the shopper's limit would be passed, a coupon's discount -1 when the claim is
 * no longer unused. A second batch with the same Idempotency-Key fails on UNIQUE (user_id, key).
 * Throws when a guard or the key refuses the order.
 */
export async function insertOrder(db: D1Database, order: NewOrder): Promise<number> {
  const { userId, key, pricing, now } = order;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (user_id, idempotency_key, request_hash, state, delivery, outlet_id, address, province_code, payment_plan,
           payment_method, currency, goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents,
           paid_cents, note, expires_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
           CASE WHEN (SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE user_id = ?1) >= ?15 THEN ?15 ELSE -1 END,
           ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?22)`,
      )
      .bind(
        userId,
        key,
        order.requestHash,
        order.state,
        order.delivery,
        order.outletId,
        order.address ? JSON.stringify(order.address) : null,
        order.address?.province_code ?? null,
        order.plan,
        order.method,
        order.currency,
        pricing.goodsCents,
        pricing.shippingCents,
        pricing.discountCents,
        pricing.pointsUsed,
        pricing.totalCents,
        pricing.dueNowCents,
        pricing.balanceCents,
        0,
        order.note,
        order.expiresAt,
        now,
      ),
    ...order.lines.map((line, i) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, product_id, merchant_id, slot_id, name_en, name_km, image, unit_cents, is_earnest, earnest_cents, num, due_now_cents)
           SELECT ${ORDER_ID}, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
             CASE WHEN (SELECT COALESCE(SUM(oi.num), 0) FROM order_items oi JOIN orders o ON o.id = oi.order_id
                        WHERE o.user_id = ?1 AND oi.product_id = ?3 AND o.state NOT IN ('cancelled', 'refunded')
                          AND (?5 IS NULL OR (oi.slot_id = ?5 AND o.created_at >= ?15))) + ?12 <= ?13 THEN ?12 ELSE 0 END, ?14`,
        )
        .bind(
          userId,
          key,
          line.product_id,
          line.merchant_id,
          line.slot_id,
          line.name_en,
          line.name_km,
          line.image,
          line.unit_cents,
          line.is_earnest,
          line.earnest_cents,
          line.num,
          line.limit_per_shopper,
          pricing.lineDueNow[i],
          line.window_start,
        ),
    ),
    // The sale's stock moves (migration 0133): their trigger takes the stock, which may not go below zero.
    db
      .prepare(
        `INSERT INTO stock_moves (product_id, delta, reason, order_id, at)
         SELECT product_id, -SUM(num), 'sale', order_id, ?3 FROM order_items WHERE order_id = ${ORDER_ID} GROUP BY product_id`,
      )
      .bind(userId, key, now),
    db
      .prepare(
        `UPDATE products SET sold = sold + (SELECT SUM(num) FROM order_items WHERE order_id = ${ORDER_ID} AND product_id = products.id)
         WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ${ORDER_ID})`,
      )
      .bind(userId, key),
    db
      .prepare(
        `UPDATE flash_deal_items AS i SET ${takeDealStock('?3', `(SELECT SUM(num) FROM order_items WHERE order_id = ${ORDER_ID} AND product_id = i.product_id AND slot_id = i.slot_id)`)}
         FROM flash_deal_slots s
         WHERE s.id = i.slot_id
           AND (i.slot_id, i.product_id) IN (SELECT slot_id, product_id FROM order_items WHERE order_id = ${ORDER_ID} AND slot_id IS NOT NULL)`,
      )
      .bind(userId, key, now),
    ...pricing.discounts.map((discount) =>
      db
        .prepare(
          `INSERT INTO order_coupons (order_id, coupon_id, merchant_id, discount_cents)
           VALUES (${ORDER_ID}, ?3, ?4, CASE WHEN EXISTS (SELECT 1 FROM coupon_claims WHERE user_id = ?1 AND coupon_id = ?3 AND used_at IS NULL) THEN ?5 ELSE -1 END)`,
        )
        .bind(userId, key, discount.coupon_id, discount.merchant_id, discount.discount_cents),
    ),
    db
      .prepare(
        `UPDATE coupon_claims SET used_at = ?3 WHERE user_id = ?1 AND coupon_id IN (SELECT coupon_id FROM order_coupons WHERE order_id = ${ORDER_ID})`,
      )
      .bind(userId, key, now),
    db
      .prepare(
        `INSERT INTO points_ledger (user_id, kind, ref, points, created_at)
         SELECT ?1, 'redemption', 'order-' || id, -points_used, ?3 FROM orders WHERE id = ${ORDER_ID} AND points_used > 0`,
      )
      .bind(userId, key, now),
    db
      .prepare(
        `INSERT INTO order_events (order_id, state, note, created_at) SELECT id, state, 'created', ?3 FROM orders WHERE id = ${ORDER_ID}`,
      )
      .bind(userId, key, now),
    addOrderMessagesStatement(
      db,
      orderMessage(order.state === 'pending_payment' ? 'awaiting_payment' : 'placed_cash'),
      ORDER_ID,
      [userId, key],
      now,
    ),
    ...grantFreebiesStatements(db, ORDER_ID, [userId, key], now),
  ];
  if (order.fromCart) {
    statements.push(
      db
        .prepare(
          `DELETE FROM cart_items WHERE user_id = ?1 AND selected = 1 AND product_id IN (SELECT product_id FROM order_items WHERE order_id = ${ORDER_ID})`,
        )
        .bind(userId, key),
    );
  }
  await db.batch(statements);
  const placed = await findOrderByKey(db, userId, key);
  if (!placed) throw new Error('order batch committed without its order');
  return placed.id;
}
