import { Hono } from 'hono';
import { operatorStateRequest } from '../../../src/api/contract/orders';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { readOrderState } from '../db/order-read';
import { badRequest, fail, ok } from '../envelope';
import { moveByShop } from '../order-moves';
import { pathId } from '../path-id';
import { requireOperator } from '../require-operator';
import { answers, takes } from '../route-spec';
import { operatorStateResponse } from '../../../src/api/contract/orders';

/**
 * POST /api/operator/orders/:id/state: the shop moves an order on (processing → shipped or ready for
 * pick-up → completed), cancels an unpaid one (stock, vouchers and points go back) or refunds a paid
 * one (moveByShop, as the console's orders page). Each change is a timeline event; a move the order's
 * state does not allow answers 409.
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
    const moved = await moveByShop(c.env.DB, id, order, to, input.note, nowSeconds());
    if (!moved) return fail(c, 409, 'orderStateInvalid', 409);
    return ok(c, { id, state: to });
  },
);
