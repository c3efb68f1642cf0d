import type { OrderState } from '../contract/orders';
import { orderMessage } from '../order-messages';
import { addOrderMessagesStatement } from './messages';
import { earnPointsStatement } from './purchase-points';

/**
 * Where an order may go from each state (cancelling is cancelOrder/cancelUnpaid: it gives things back;
 * refunded is where a refund of all that was paid takes it: db/refunds.ts).
 */
export const NEXT_STATES: Partial<Record<OrderState, OrderState[]>> = {
  pending_payment: ['paid', 'deposit_paid'],
  // Bakong answers at last: paid (or, once it says unpaid, cancelUnpaid; decision 045).
  payment_checking: ['paid', 'deposit_paid'],
  paid: ['processing'],
  deposit_paid: ['processing'],
  processing: ['shipped', 'ready_for_pickup'],
  shipped: ['completed'],
  ready_for_pickup: ['completed'],
};

/** The states the shopper hears of in the inbox (processing follows a payment, which has its own message). */
const TOLD = ['paid', 'deposit_paid', 'shipped', 'ready_for_pickup', 'completed'] as const;
const isTold = (state: OrderState): state is (typeof TOLD)[number] => (TOLD as readonly OrderState[]).includes(state);

/**
 * Moves an order from one of the states that lead to `to`, with a timeline event, the shopper's
 * message and the purchase points the move earns (db/purchase-points.ts), in one batch. `paidCents` is
 * added to what was paid. True when this
 * call moved it (false: it was elsewhere). `extra`: the caller's statements for the same batch (an operator's
 * audit entry), run right after the timeline event, whose insert leaves `changes()` at 1 only when the
 * order moved (auditStatement's `afterChange`).
 */
export async function moveOrder(
  db: D1Database,
  orderId: number,
  to: OrderState,
  note: string,
  now: number,
  paidCents = 0,
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  const from = Object.entries(NEXT_STATES)
    .filter(([, next]) => next.includes(to))
    .map(([state]) => state);
  const [moved] = await db.batch([
    db
      .prepare(
        `UPDATE orders SET state = ?2, paid_cents = paid_cents + ?5, expires_at = NULL, updated_at = ?4 WHERE id = ?1 AND state IN (SELECT value FROM json_each(?3)) RETURNING id`,
      )
      .bind(orderId, to, JSON.stringify(from), now, paidCents),
    db
      .prepare('INSERT INTO order_events (order_id, state, note, created_at) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1')
      .bind(orderId, to, note, now),
    ...extra,
    // The message's ref keeps it to one however often the state is set.
    ...(isTold(to)
      ? [
          addOrderMessagesStatement(
            db,
            orderMessage(to),
            'SELECT id FROM orders WHERE id = ?1 AND state = ?2',
            [orderId, to],
            now,
          ),
        ]
      : []),
    ...(to === 'completed' || to === 'deposit_paid' ? [earnPointsStatement(db, orderId, now)] : []),
  ]);
  return (moved?.results.length ?? 0) > 0;
}

/**
 * The statements that hold an overdue order in payment_checking (its deadline passed and Bakong could
 * not answer): it keeps its stock and deadline, with a timeline event and the shopper's message, for a
 * batch. Only an order still waiting moves.
 */
export function checkingStatements(db: D1Database, orderId: number, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE orders SET state = 'payment_checking', updated_at = ?2 WHERE id = ?1 AND state = 'pending_payment' AND expires_at <= ?2`,
      )
      .bind(orderId, now),
    db
      .prepare(
        `INSERT INTO order_events (order_id, state, note, created_at) SELECT ?1, 'payment_checking', '', ?2 WHERE changes() = 1`,
      )
      .bind(orderId, now),
    addOrderMessagesStatement(
      db,
      orderMessage('payment_checking'),
      `SELECT id FROM orders WHERE id = ?1 AND state = 'payment_checking'`,
      [orderId],
      now,
    ),
  ];
}
