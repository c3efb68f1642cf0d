import type { OperatorTarget } from './contract/console/orders';
import type { OrderState } from './contract/orders';
import { OPERATOR_TARGETS, WAYS_OUT } from './contract/operator-orders';
import { closeByWayOut } from './db/order-way-out';
import { auditStatement } from './db/operators';
import type { OrderStateRow } from './db/order-read';
import { cancelOrder, SHOP_CANCELLABLE_STATES } from './db/order-release';
import { cashCollectedStatement } from './db/payments';
import { moveOrder, NEXT_STATES } from './db/order-state';

/**
 * Beyond the state machine: a delivery is shipped and a pick-up made ready (not the other way), and only
 * an order with nothing paid is cancelled (one whose payment Bakong could not confirm too: its code stays
 * watched, and a payment found later is still taken; decision 045). Refunds are refundOrder's.
 */
export function moveAllowed(order: OrderStateRow, to: OperatorTarget): boolean {
  if (to === 'not_collected' || to === 'returned')
    return order.state === WAYS_OUT[to] && order.delivery === (to === 'returned' ? 'delivery' : 'pickup');
  if (to === 'cancelled')
    return order.paid_cents === 0 && (SHOP_CANCELLABLE_STATES as readonly string[]).includes(order.state);
  return (
    (NEXT_STATES[order.state as OrderState]?.includes(to) ?? false) &&
    (to !== 'shipped' || order.delivery === 'delivery') &&
    (to !== 'ready_for_pickup' || order.delivery === 'pickup')
  );
}

/** The moves the shop may make from the order's state now, in OPERATOR_TARGETS' order. */
export const operatorMoves = (order: OrderStateRow): OperatorTarget[] =>
  OPERATOR_TARGETS.filter((to) => moveAllowed(order, to));

/**
 * A move the shop asks for, from the console or the operator API. `note` goes in the order's timeline,
 * which the shopper reads. `collected`: the shop says it has the balance due
 * in cash (the console's ticked box, the API's `collected: true`). `operatorId`: who the audit names
 * (null: the operator API's key).
 */
export type ShopMove = { to: OperatorTarget; note: string; collected: boolean; operatorId: number | null };

/**
 * What came of a move; only `moved` wrote anything. `refused`: the order's state does not allow it (or
 * no longer did when its batch ran); `notCollected`: completing an order with a balance due, not said collected.
 */
export type MoveOutcome = 'moved' | 'refused' | 'notCollected';

/**
 * The shop moves an order, by the same rules from the console and the operator API: cancelling gives back
 * what the order held (cancelOrder), a way out closes it and gives back the same (closeByWayOut, decision
 * 054), any other move is moveOrder with a timeline event and the shopper's
 * message; completing records the balance as paid, with a cash payment (at pick-up or on delivery). The
 * audit entry is in the same batch, written only if the order moved.
 */
export async function moveByShop(
  db: D1Database,
  id: number,
  order: OrderStateRow,
  move: ShopMove,
  now: number,
): Promise<MoveOutcome> {
  const { to } = move;
  const note = move.note.trim();
  const due = to === 'completed' ? order.total_cents - order.paid_cents : 0;
  if (!moveAllowed(order, to)) return 'refused';
  if (due > 0 && !move.collected) return 'notCollected';
  const audit = auditStatement(
    db,
    {
      operatorId: move.operatorId,
      action: 'order_state',
      entity: 'order',
      entityId: String(id),
      before: { state: order.state },
      after: { state: to },
    },
    now,
    true,
  );
  // The cash payment follows the timeline event, which is written only when the order moved.
  const cash = due > 0 ? [cashCollectedStatement(db, id, due, now)] : [];
  const moved =
    to === 'cancelled'
      ? await cancelOrder(db, id, now, 'shop', [audit])
      : to === 'not_collected' || to === 'returned'
        ? await closeByWayOut(db, id, to, now, [audit])
        : await moveOrder(db, id, to as OrderState, note, now, due, [...cash, audit]);
  return moved ? 'moved' : 'refused';
}
