import { orderMessage } from '../order-messages';
import { isConstraintFailure } from './constraint-failure';
import { addOrderMessagesStatement } from './messages';
import type { PaymentRow } from './payments';

/**
 * What a payment found after its order was cancelled came to: the order is back on (`reinstated`), the
 * shop owes the money back (`refund_due`), or the order had been paid already (`duplicate`, the operator
 * refunds it); `seen`: this transaction was taken before (a poll and the sweep racing).
 */
export type LateOutcome = 'reinstated' | 'refund_due' | 'duplicate' | 'seen';

/**
 * The order can be put back as it was only when nothing it gave back can have been spent since: no
 * points, voucher, coupon, flash-deal unit or freebie (those went back to the shopper or the deal when
 * it was cancelled), and every product still on sale; the stock itself is the batch's guard (CHECK stock >= 0).
 */
const REINSTATABLE = `o.state = 'cancelled' AND o.released_at IS NOT NULL AND o.points_used = 0
  AND NOT EXISTS (SELECT 1 FROM order_coupons WHERE order_id = o.id)
  AND NOT EXISTS (SELECT 1 FROM freebie_grants WHERE order_id = o.id)
  AND NOT EXISTS (SELECT 1 FROM order_items oi JOIN products p ON p.id = oi.product_id
                  WHERE oi.order_id = o.id AND (oi.slot_id IS NOT NULL OR p.hidden = 1))`;

// Every statement binds ?1 order, ?2 payment, ?3 reference, ?4 now; the issue row is the batch's marker.
const ISSUE = `(SELECT json_extract(detail, '$.outcome') FROM payment_issues WHERE kind = 'late' AND reference = ?3)`;

/**
 * Takes a payment that arrived for a cancelled order, once per transaction (the late issue's UNIQUE
 * reference): the payment is recorded paid, and the order is reinstated as paid (its stock taken again)
 * when it can be, else it becomes refund_due for what was paid. Either way the shopper is told and the
 * operator's list has the row. An order that is not cancelled any more (a second late payment) keeps its
 * state: the payment is a `duplicate` to refund.
 */
export async function takeLatePayment(
  db: D1Database,
  payment: PaymentRow,
  reference: string,
  now: number,
): Promise<LateOutcome> {
  const reinstatable = await db
    .prepare(`SELECT 1 FROM orders o WHERE o.id = ?1 AND ${REINSTATABLE}`)
    .bind(payment.order_id)
    .first();
  const tries: ('reinstated' | 'refund_due')[] = reinstatable ? ['reinstated', 'refund_due'] : ['refund_due'];
  for (const to of tries) {
    try {
      await db.batch(outcomeStatements(db, payment, reference, now, to));
      break;
    } catch (error) {
      if (!isConstraintFailure(error)) throw error;
      // Taken before (the issue's reference, or the payment's), or the stock is gone: then the money goes back.
      if (to === 'refund_due' || (await seen(db, reference))) return 'seen';
    }
  }
  const outcome = await db
    .prepare(
      `SELECT json_extract(detail, '$.outcome') AS outcome FROM payment_issues WHERE kind = 'late' AND reference = ?1`,
    )
    .bind(reference)
    .first<{ outcome: LateOutcome }>();
  return outcome?.outcome ?? 'seen';
}

const seen = async (db: D1Database, reference: string) =>
  (await db.prepare(`SELECT 1 FROM payment_issues WHERE kind = 'late' AND reference = ?1`).bind(reference).first()) !==
  null;

/**
 * One batch: the late issue (its UNIQUE reference makes a replay fail as a whole), the payment paid, the
 * order moved to `to` if it still can be (the issue then says so), and what follows the move only where
 * the issue says it happened; an issue left 'pending' means the order had moved on: `duplicate`.
 */
function outcomeStatements(
  db: D1Database,
  payment: PaymentRow,
  reference: string,
  now: number,
  to: 'reinstated' | 'refund_due',
): D1PreparedStatement[] {
  const params = [payment.order_id, payment.id, reference, now];
  // D1 refuses more values than a statement names, so each gets the ones up to its highest ?N.
  const bind = (sql: string) =>
    db
      .prepare(sql)
      .bind(...params.slice(0, Math.max(...[...sql.matchAll(/\?(\d)/g)].map((match) => Number(match[1])))));
  const state =
    to === 'reinstated' ? `CASE WHEN balance_cents > 0 THEN 'deposit_paid' ELSE 'paid' END` : `'refund_due'`;
  const message = orderMessage(to === 'reinstated' ? 'reinstated' : 'refund_due');
  return [
    bind(`INSERT INTO payment_issues (kind, order_id, payment_id, reference, detail, created_at)
          VALUES ('late', ?1, ?2, ?3, json_object('outcome', 'pending'), ?4)`),
    bind(`UPDATE payments SET status = 'paid', provider_ref = ?3, paid_at = ?4, next_check_at = NULL, checked_at = ?4
          WHERE id = ?2 AND status = 'failed'`),
    db
      .prepare(
        `UPDATE orders AS o SET state = ${state}, paid_cents = paid_cents + ?5, updated_at = ?4,
           released_at = ${to === 'reinstated' ? 'NULL' : 'released_at'}
         WHERE o.id = ?1 AND ${to === 'reinstated' ? REINSTATABLE : `o.state = 'cancelled'`}`,
      )
      .bind(payment.order_id, payment.id, reference, now, payment.amount_cents),
    bind(
      `UPDATE payment_issues SET detail = json_object('outcome', '${to}') WHERE kind = 'late' AND reference = ?3 AND changes() = 1`,
    ),
    bind(`UPDATE payment_issues SET detail = json_object('outcome', 'duplicate')
          WHERE kind = 'late' AND reference = ?3 AND json_extract(detail, '$.outcome') = 'pending'`),
    // The order holds its goods again: CHECK (stock >= 0) refuses the whole batch when they are gone.
    ...(to === 'reinstated'
      ? [
          bind(`UPDATE products SET stock = stock - (SELECT SUM(num) FROM order_items WHERE order_id = ?1 AND product_id = products.id),
                  sold = sold + (SELECT SUM(num) FROM order_items WHERE order_id = ?1 AND product_id = products.id)
                WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?1) AND ${ISSUE} = 'reinstated'`),
        ]
      : []),
    bind(`INSERT INTO order_events (order_id, state, note, created_at)
          SELECT id, state, 'late_payment', ?4 FROM orders WHERE id = ?1 AND ${ISSUE} = '${to}'`),
    addOrderMessagesStatement(
      db,
      message,
      `SELECT ?1 WHERE ${ISSUE} = '${to}'`,
      [payment.order_id, payment.id, reference, now],
      now,
    ),
  ];
}
