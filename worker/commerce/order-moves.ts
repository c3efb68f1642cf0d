import { OPERATOR_TARGETS, type OrderState } from '../../src/api/contract/orders';
import type { OrderStateRow } from './db/order-read';
import { CANCELLABLE_STATES, cancelOrder } from './db/order-release';
import { cashCollectedStatement } from './db/payments';
import { moveOrder, NEXT_STATES } from './db/order-state';

/** Where the shop may move an order: the targets of POST /api/operator/orders/:id/state and the console's buttons. */
export type OperatorTarget = (typeof OPERATOR_TARGETS)[number];

/**
 * Beyond the state machine: a delivery is shipped and a pick-up made ready (not the other way), only
 * money paid is refunded, and only an order with nothing paid is cancelled.
 */
export function moveAllowed(order: OrderStateRow, to: OperatorTarget): boolean {
  if (to === 'cancelled')
    return order.paid_cents === 0 && (CANCELLABLE_STATES as readonly string[]).includes(order.state);
  return (
    (NEXT_STATES[order.state as OrderState]?.includes(to) ?? false) &&
    (to !== 'shipped' || order.delivery === 'delivery') &&
    (to !== 'ready_for_pickup' || order.delivery === 'pickup') &&
    (to !== 'refunded' || order.paid_cents > 0)
  );
}

/** The moves the shop may make from the order's state now, in OPERATOR_TARGETS' order. */
export const operatorMoves = (order: OrderStateRow): OperatorTarget[] =>
  OPERATOR_TARGETS.filter((to) => moveAllowed(order, to));

/**
 * The shop moves an order (the operator's endpoint and the console): cancelling gives back what the
 * order held (cancelOrder), any other move is moveOrder with a timeline event and the shopper's
 * message; completing records the balance as paid, with a cash payment (at pick-up or on delivery).
 * `extra` joins the change's batch (the console's audit entry). True when this call moved it.
 */
export async function moveByShop(
  db: D1Database,
  id: number,
  order: OrderStateRow,
  to: OperatorTarget,
  note: string,
  now: number,
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  if (to === 'cancelled') return cancelOrder(db, id, now, 'shop', extra);
  const collected = to === 'completed' ? order.total_cents - order.paid_cents : 0;
  // The cash payment follows the timeline event, which is written only when the order moved.
  const cash = collected > 0 ? [cashCollectedStatement(db, id, collected, now)] : [];
  return moveAllowed(order, to) && moveOrder(db, id, to, note, now, collected, [...cash, ...extra]);
}
