import { Hono } from 'hono';
import { operatorStateRequest, type OrderState } from '../../../src/api/contract/orders';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { readOrderState, type OrderStateRow } from '../db/order-read';
import { cancelOrder } from '../db/order-release';
import { moveOrder } from '../db/order-state';
import { badRequest, fail, ok } from '../envelope';
import { pathId } from '../path-id';
import { requireOperator } from '../require-operator';
import { answers, takes } from '../route-spec';
import { operatorStateResponse } from '../../../src/api/contract/orders';

/** Beyond the state machine: a delivery is shipped and a pick-up made ready (not the other way), and only money paid is refunded. */
const allowed = (order: OrderStateRow, to: OrderState) =>
  (to !== 'shipped' || order.delivery === 'delivery') &&
  (to !== 'ready_for_pickup' || order.delivery === 'pickup') &&
  (to !== 'refunded' || order.paid_cents > 0);

/**
 * POST /api/operator/orders/:id/state: the shop moves an order on (processing → shipped or ready for
 * pick-up → completed), cancels an unpaid one (stock, vouchers and points go back) or refunds a paid
 * one. Each change is a timeline event; a move the order's state does not allow answers 409.
 * Completing an order records the balance as paid (cash at pick-up or on delivery).
 */
export const operator = new Hono<CommerceEnv>().post(
  '/orders/:id/state',
  answers(operatorStateResponse),
  requireOperator(),
  takes(operatorStateRequest),
  async (c) => {
    const id = pathId(c);
    const input = c.get('valid');
    if (!id) return badRequest(c);
    const order = await readOrderState(c.env.DB, id);
    if (!order) return fail(c, 404, 'itemMissing', 404);
    const now = nowSeconds();
    const to = input.state;
    const moved =
      to === 'cancelled'
        ? await cancelOrder(c.env.DB, id, now, 'shop')
        : allowed(order, to) &&
          (await moveOrder(
            c.env.DB,
            id,
            to,
            input.note,
            now,
            to === 'completed' ? order.total_cents - order.paid_cents : 0,
          ));
    if (!moved) return fail(c, 409, 'orderStateInvalid', 409);
    return ok(c, { id, state: to });
  },
);
