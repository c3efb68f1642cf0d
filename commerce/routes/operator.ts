import { Hono } from 'hono';
import { CODE_BALANCE_NOT_COLLECTED, CODE_REFUND_REASON_MISSING } from '../contract/codes';
import { MOVE_NOTE_MAX, operatorStateRequest, operatorStateResponse, REFUND_REASON_MIN } from '../contract/orders';
import { formatUsd } from '../../lib/money';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { readOrderState } from '../db/order-read';
import { badRequest, fail, ok } from '../envelope';
import { moveByShop } from '../order-moves';
import { pathId } from '../path-id';
import { requireOperator } from '../require-operator';
import { answers, takes } from '../route-spec';

/**
 * POST /api/operator/orders/:id/state: the shop moves an order on (processing → shipped or ready for
 * pick-up → completed), cancels an unpaid one (stock, vouchers and points go back) or refunds a paid
 * one, by the console's rules (moveByShop): each change is a timeline event and an audit entry naming the
 * operator API. A move the order's state does not allow answers 409; a refund needs its reason (`note`,
 * 400), and completing an order with a balance due needs `collected: true` (409). Nothing is written then.
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
    const to = input.state;
    const move = { to, note: input.note, collected: input.collected, operatorId: null };
    const outcome = await moveByShop(c.env.DB, id, order, move, nowSeconds());
    if (outcome === 'reasonMissing')
      return fail(c, CODE_REFUND_REASON_MISSING, 'refundReasonMissing', 400, {
        min: REFUND_REASON_MIN,
        max: MOVE_NOTE_MAX,
      });
    if (outcome === 'notCollected')
      return fail(c, CODE_BALANCE_NOT_COLLECTED, 'balanceNotCollected', 409, {
        amount: formatUsd(order.total_cents - order.paid_cents),
      });
    if (outcome === 'refused') return fail(c, 409, 'orderStateInvalid', 409);
    return ok(c, { id, state: to });
  },
);
