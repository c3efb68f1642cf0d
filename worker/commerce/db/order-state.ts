import type { OrderState } from '../../../src/api/contract/orders';
import { orderMessage } from '../order-messages';
import { addOrderMessagesStatement } from './messages';

/** Where an order may go from each state (cancelling is cancelOrder/expireOrders: it gives things back). */
export const NEXT_STATES: Partial<Record<OrderState, OrderState[]>> = {
  pending_payment: ['paid', 'deposit_paid'],
  paid: ['processing', 'refunded'],
  deposit_paid: ['processing', 'refunded'],
  processing: ['shipped', 'ready_for_pickup', 'refunded'],
  shipped: ['completed'],
  ready_for_pickup: ['completed'],
  completed: ['refunded'],
};

/**
 * Moves an order from one of the states that lead to `to`, with a timeline event, in one batch.
 * `paidCents` is added to what was paid. True when this call moved it (false: it was elsewhere).
 */
export async function moveOrder(db: D1Database, orderId: number, to: OrderState, note: string, now: number, paidCents = 0): Promise<boolean> {
  const from = Object.entries(NEXT_STATES).filter(([, next]) => next.includes(to)).map(([state]) => state);
  const [moved] = await db.batch([
    db
      .prepare(`UPDATE orders SET state = ?2, paid_cents = paid_cents + ?5, expires_at = NULL, updated_at = ?4 WHERE id = ?1 AND state IN (SELECT value FROM json_each(?3)) RETURNING id`)
      .bind(orderId, to, JSON.stringify(from), now, paidCents),
    db.prepare('INSERT INTO order_events (order_id, state, note, created_at) SELECT ?1, ?2, ?3, ?4 WHERE changes() = 1').bind(orderId, to, note, now),
    // The shopper hears of a payment; its ref keeps it to one message however often the state is set.
    ...(to === 'paid' || to === 'deposit_paid'
      ? [addOrderMessagesStatement(db, orderMessage(to), 'SELECT id FROM orders WHERE id = ?1 AND state = ?2', [orderId, to], now)]
      : []),
  ]);
  return (moved?.results.length ?? 0) > 0;
}
