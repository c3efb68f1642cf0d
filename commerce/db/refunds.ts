import { REFUNDABLE_STATES, type RefundMethod } from '../contract/refunds';
import { orderMessage } from '../order-messages';
import type { OrderMessage } from './messages';
import { addOrderMessagesStatement } from './messages';
import { releaseStatements } from './order-release';
import { takeBackPointsStatement } from './purchase-points';

/**
 * Refunds (migration 0134, docs/decisions/053): each is a row of `refunds`, whose trigger adds it to
 * orders.refunded_cents and refuses one over what the order paid and has not had back; the lines it
 * puts back in stock are rows of `refund_restocks`, one each at most.
 */

/** What a refund of an order is checked against: its money, its lines and which of them went back. */
export type RefundBase = {
  state: string;
  paid_cents: number;
  refunded_cents: number;
  /** Set when the order's goods went back with a cancellation (a payment that came after it). */
  released_at: number | null;
  lines: { id: number; restocked: number }[];
};

export async function readRefundBase(db: D1Database, orderId: number): Promise<RefundBase | null> {
  const [order, lines] = await db.batch([
    db.prepare('SELECT state, paid_cents, refunded_cents, released_at FROM orders WHERE id = ?1').bind(orderId),
    db
      .prepare(
        `SELECT i.id, EXISTS (SELECT 1 FROM refund_restocks k WHERE k.order_item_id = i.id) AS restocked
         FROM order_items i WHERE i.order_id = ?1 ORDER BY i.id`,
      )
      .bind(orderId),
  ]);
  const row = order?.results[0] as Omit<RefundBase, 'lines'> | undefined;
  return row ? { ...row, lines: (lines?.results ?? []) as RefundBase['lines'] } : null;
}

/** An order's refunds, oldest first, each with the operator's e-mail (null: the operator API), for a batch. */
export function listRefundsStatement(db: D1Database, orderId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT r.id, r.amount_cents, r.method, r.reference, r.note, o.email AS operator, r.created_at
       FROM refunds r LEFT JOIN operators o ON o.id = r.operator_id WHERE r.order_id = ?1 ORDER BY r.id`,
    )
    .bind(orderId);
}

export type RefundWrite = {
  orderId: number;
  amountCents: number;
  method: RefundMethod;
  reference: string;
  note: string;
  /** The order lines whose goods go back in stock, whole. */
  restock: number[];
  operatorId: number | null;
};

/** The new refund of the order (SQL over ?1, the order's id): the last one, in the batch that inserts it. */
const THIS_REFUND = '(SELECT MAX(id) FROM refunds WHERE order_id = ?1)';

/**
 * The batch that records a refund: the row (the trigger refuses it, and the batch, if it is over what
 * is left or the order's state has nothing to refund), the lines going back in stock as stock moves, a
 * refund in points as the shopper's points, the purchase points its amount had earned taken back, and the
 * shopper's message. When the order has then had back all it paid, it moves to refunded, which gives back
 * the vouchers and points it used (not its stock: only the lines named go back). `audit` runs right after
 * the refund's row.
 */
export function refundStatements(
  db: D1Database,
  refund: RefundWrite,
  message: OrderMessage,
  audit: D1PreparedStatement,
  now: number,
): { statements: D1PreparedStatement[]; refundedAt: number } {
  const { orderId } = refund;
  const lines = JSON.stringify(refund.restock);
  const restocked = `SELECT order_item_id FROM refund_restocks WHERE refund_id = ${THIS_REFUND}`;
  const states = REFUNDABLE_STATES.map((state) => `'${state}'`).join(', ');
  const written = [
    db
      .prepare(
        `INSERT INTO refunds (order_id, amount_cents, method, reference, note, operator_id, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(orderId, refund.amountCents, refund.method, refund.reference, refund.note, refund.operatorId, now),
    audit,
    // A line already back breaks the primary key, and the whole batch is refused.
    db
      .prepare(
        `INSERT INTO refund_restocks (order_item_id, refund_id)
         SELECT i.id, ${THIS_REFUND} FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.order_id = ?1 AND o.released_at IS NULL AND i.id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(orderId, lines),
    db
      .prepare(
        `INSERT INTO stock_moves (product_id, delta, reason, order_id, at)
         SELECT product_id, SUM(num), 'refund_restock', ?1, ?2 FROM order_items WHERE id IN (${restocked}) GROUP BY product_id`,
      )
      .bind(orderId, now),
    db
      .prepare(
        `UPDATE products SET sold = MAX(0, sold - (SELECT SUM(num) FROM order_items WHERE product_id = products.id AND id IN (${restocked})))
         WHERE id IN (SELECT product_id FROM order_items WHERE id IN (${restocked}))`,
      )
      .bind(orderId),
    ...(refund.method === 'points'
      ? [
          db
            .prepare(
              `INSERT INTO points_ledger (user_id, kind, ref, points, created_at)
               SELECT user_id, 'adjustment', 'refund-' || ${THIS_REFUND}, ?2, ?3 FROM orders WHERE id = ?1`,
            )
            .bind(orderId, refund.amountCents, now),
        ]
      : []),
    takeBackPointsStatement(db, orderId, now),
  ];
  return { statements: [...written, ...closing(db, refund, message, states, now)], refundedAt: written.length };
}

/**
 * The end of a refund's batch, from its UPDATE … RETURNING (whether the order became refunded): whole or
 * not is the database's figure, not the form's, so two part refunds landing at once that give back all
 * that was paid make the order refunded too.
 */
function closing(
  db: D1Database,
  refund: RefundWrite,
  message: OrderMessage,
  states: string,
  now: number,
): D1PreparedStatement[] {
  const { orderId } = refund;
  return [
    db
      .prepare(
        `UPDATE orders SET state = 'refunded', expires_at = NULL, updated_at = ?2
         WHERE id = ?1 AND refunded_cents >= paid_cents AND state IN (${states}) RETURNING id`,
      )
      .bind(orderId, now),
    db
      .prepare(
        `INSERT INTO order_events (order_id, state, note, created_at) SELECT ?1, 'refunded', ?2, ?3 WHERE changes() = 1`,
      )
      .bind(orderId, refund.note, now),
    addOrderMessagesStatement(
      db,
      orderMessage('refunded'),
      `SELECT id FROM orders WHERE id = ?1 AND state = 'refunded'`,
      [orderId],
      now,
    ),
    addOrderMessagesStatement(
      db,
      message,
      `SELECT id FROM orders WHERE id = ?1 AND state <> 'refunded'`,
      [orderId],
      now,
    ),
    ...releaseStatements(db, now),
  ];
}

/** Money refunded since `since` (Unix seconds), by how it went back, for the console's glance. */
export function refundedSinceStatement(db: D1Database, since: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT method, COUNT(*) AS refunds, SUM(amount_cents) AS cents FROM refunds WHERE created_at >= ?1
       GROUP BY method ORDER BY method`,
    )
    .bind(since);
}
