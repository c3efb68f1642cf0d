import { earnPointsStatement } from './purchase-points';
import { orderMessage } from '../order-messages';
import { isConstraintFailure } from './constraint-failure';
import { addOrderMessagesStatement } from './messages';
import type { PaymentRow } from './payments';

/**
 * What a payment found after its order was cancelled came to: the order is back on (`reinstated`), the
 * shop owes the money back (`refund_due`), or the order had moved on already (`duplicate`: paid by another
 * payment, the operator refunds this one); `seen`: this payment or transaction was taken before.
 */
export type LateOutcome = 'reinstated' | 'refund_due' | 'duplicate' | 'seen';

/**
 * The order can be put back as it was only when nothing it gave back can have been spent since: no
 * points, voucher, coupon, flash-deal unit or freebie (those went back to the shopper or the deal when
 * it was cancelled), and every product still on sale; the stock itself is the batch's guard (CHECK stock >= 0).
 */
const REINSTATABLE = `(o.released_at IS NOT NULL AND o.points_used = 0
  AND NOT EXISTS (SELECT 1 FROM order_coupons WHERE order_id = o.id)
  AND NOT EXISTS (SELECT 1 FROM freebie_grants WHERE order_id = o.id)
  AND NOT EXISTS (SELECT 1 FROM order_items oi JOIN products p ON p.id = oi.product_id
                  WHERE oi.order_id = o.id AND (oi.slot_id IS NOT NULL OR p.hidden = 1)))`;

// The batch's marker: the late issue of this transaction (?3), and the outcome it records.
const OUTCOME = `(SELECT json_extract(detail, '$.outcome') FROM payment_issues WHERE kind = 'late' AND reference = ?3)`;

/**
 * Takes a payment that arrived for a cancelled order, once per transaction (the late issue's UNIQUE
 * reference) and once per payment (it must still be the failed code): the payment is recorded paid, and
 * the order is reinstated as paid (its stock taken again) when it can be, else it becomes refund_due for
 * what was paid. The shopper is told either way and the operator's list has the row. An order that is not
 * cancelled any more (paid by another payment) keeps its state: this payment is a `duplicate` to refund.
 */
export async function takeLatePayment(
  db: D1Database,
  payment: PaymentRow,
  reference: string,
  now: number,
): Promise<LateOutcome> {
  for (const mayReinstate of [true, false]) {
    try {
      await db.batch(outcomeStatements(db, payment, reference, now, mayReinstate));
      break;
    } catch (error) {
      // The reference taken before (UNIQUE), or the goods gone since (CHECK stock >= 0): then the money goes back.
      if (!isConstraintFailure(error)) throw error;
      if (!mayReinstate) return 'seen';
    }
  }
  const issue = await db
    .prepare(
      `SELECT json_extract(detail, '$.outcome') AS outcome FROM payment_issues WHERE kind = 'late' AND reference = ?1 AND payment_id = ?2`,
    )
    .bind(reference, payment.id)
    .first<{ outcome: LateOutcome }>();
  return issue?.outcome ?? 'seen';
}

/**
 * One batch, all or nothing: the late issue (written only while the payment is still the failed code;
 * a second try with the same reference fails on UNIQUE), the payment paid, the order moved (reinstated
 * when `mayReinstate` and REINSTATABLE, else refund_due) while it is still cancelled, the issue saying
 * which, and what follows the move only where the issue says it happened.
 */
function outcomeStatements(
  db: D1Database,
  payment: PaymentRow,
  reference: string,
  now: number,
  mayReinstate: boolean,
): D1PreparedStatement[] {
  const { order_id: orderId, id: paymentId } = payment;
  const reinstate = mayReinstate ? REINSTATABLE : 'FALSE';
  const message = (outcome: 'reinstated' | 'refund_due') =>
    addOrderMessagesStatement(
      db,
      orderMessage(outcome),
      `SELECT ?1 WHERE ${OUTCOME.replace('?3', '?2')} = '${outcome}'`,
      [orderId, reference],
      now,
    );
  return [
    db
      .prepare(
        `INSERT INTO payment_issues (kind, order_id, payment_id, reference, detail, created_at)
         SELECT 'late', ?1, ?2, ?3, json_object('outcome', 'pending'), ?4 WHERE EXISTS (SELECT 1 FROM payments WHERE id = ?2 AND status = 'failed')`,
      )
      .bind(orderId, paymentId, reference, now),
    db
      .prepare(
        `UPDATE payments SET status = 'paid', provider_ref = ?2, paid_at = ?3, next_check_at = NULL, checked_at = ?3
         WHERE id = ?1 AND status = 'failed'`,
      )
      .bind(paymentId, reference, now),
    db
      .prepare(
        `UPDATE orders AS o SET
           state = CASE WHEN ${reinstate} THEN CASE WHEN balance_cents > 0 THEN 'deposit_paid' ELSE 'paid' END ELSE 'refund_due' END,
           released_at = CASE WHEN ${reinstate} THEN NULL ELSE released_at END,
           cancel_reason = CASE WHEN ${reinstate} THEN NULL ELSE cancel_reason END,
           paid_cents = paid_cents + ?4, updated_at = ?2
         WHERE o.id = ?1 AND o.state = 'cancelled' AND ${OUTCOME} = 'pending'`,
      )
      .bind(orderId, now, reference, payment.amount_cents),
    db
      .prepare(
        `UPDATE payment_issues SET detail = json_object('outcome',
           CASE (SELECT state FROM orders WHERE id = ?1) WHEN 'refund_due' THEN 'refund_due' ELSE 'reinstated' END)
         WHERE kind = 'late' AND reference = ?2 AND changes() = 1`,
      )
      .bind(orderId, reference),
    db
      .prepare(
        `UPDATE payment_issues SET detail = json_object('outcome', 'duplicate')
         WHERE kind = 'late' AND reference = ?1 AND json_extract(detail, '$.outcome') = 'pending'`,
      )
      .bind(reference),
    // The order holds its goods again: CHECK (stock >= 0) refuses the whole batch when they are gone.
    db
      .prepare(
        `INSERT INTO stock_moves (product_id, delta, reason, order_id, at)
         SELECT product_id, -SUM(num), 'sale', order_id, ?3 FROM order_items
         WHERE order_id = ?1 AND ${OUTCOME.replace('?3', '?2')} = 'reinstated' GROUP BY product_id`,
      )
      .bind(orderId, reference, now),
    db
      .prepare(
        `UPDATE products SET sold = sold + (SELECT SUM(num) FROM order_items WHERE order_id = ?1 AND product_id = products.id)
         WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?1) AND ${OUTCOME.replace('?3', '?2')} = 'reinstated'`,
      )
      .bind(orderId, reference),
    db
      .prepare(
        `INSERT INTO order_events (order_id, state, note, created_at)
         SELECT id, state, 'late_payment', ?3 FROM orders WHERE id = ?1 AND ${OUTCOME.replace('?3', '?2')} IN ('reinstated', 'refund_due')`,
      )
      .bind(orderId, reference, now),
    message('reinstated'),
    message('refund_due'),
    // A reinstated down payment earns as one paid in time would (nothing for any other outcome).
    earnPointsStatement(db, orderId, now),
  ];
}
