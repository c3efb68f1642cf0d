import { Hono } from 'hono';
import { CODE_BALANCE_NOT_COLLECTED, CODE_REFUND_REASON_MISSING } from '../contract/codes';
import {
  MOVE_NOTE_MAX,
  operatorRefundRequest,
  operatorRefundResponse,
  operatorStateRequest,
  operatorStateResponse,
  REFUND_REASON_MIN,
} from '../contract/operator-orders';
import { formatUsd, fromCents, toCents } from '../../lib/money';
import type { ApiMessageKey } from '../messages';
import { refundOrder, type RefundRefusal } from '../refund-order';
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
 * pick-up → completed) or cancels an unpaid one (stock, vouchers and points go back), by the console's
 * rules (moveByShop): each change is a timeline event and an audit entry naming the operator API. A move
 * the order's state does not allow answers 409, and completing an order with a balance due needs
 * `collected: true` (409). Nothing is written then.
 */
/** Each refusal of a refund: its HTTP status, message and the message's values. */
function refundAnswer(refusal: RefundRefusal): [400 | 409, ApiMessageKey, Record<string, string | number>] {
  switch (refusal.reason) {
    case 'notRefundable':
      return [409, 'refundNotAllowed', {}];
    case 'amountInvalid':
      return [400, 'refundAmountInvalid', {}];
    case 'overPaid':
      return [400, 'refundOverPaid', { left: formatUsd(refusal.leftCents) }];
    case 'reasonMissing':
      return [400, 'refundReasonMissing', { min: REFUND_REASON_MIN, max: MOVE_NOTE_MAX }];
    case 'referenceMissing':
      return [400, 'refundReferenceMissing', {}];
    case 'lineUnknown':
      return [400, 'refundLineUnknown', { line: refusal.line }];
    case 'lineRestocked':
      return [409, 'refundLineRestocked', { line: refusal.line }];
    case 'goodsBack':
      return [400, 'refundGoodsBack', {}];
    case 'changed':
      return [409, 'refundChanged', {}];
  }
}

export const operator = new Hono<CommerceEnv>()
  /**
   * POST /api/operator/orders/:id/refunds (decision 053): gives back `amount` of what the order paid, by
   * `method` (with its `reference` for a transfer), for the reason `note`, the `restock` lines' goods back
   * in stock. A refusal says why (400 for the input, 409 for the order's state or a refund that landed
   * first) and changes nothing.
   */
  .post(
    '/orders/:id/refunds',
    answers(operatorRefundResponse),
    requireOperator(),
    takes(operatorRefundRequest),
    async (c) => {
      const id = pathId(c);
      if (!id) return badRequest(c);
      const { refunded_before: before, ...ask } = c.get('valid');
      const seenRefundedCents = before === undefined ? null : toCents(before);
      const outcome = await refundOrder(c.env.DB, id, { ...ask, operatorId: null, seenRefundedCents }, nowSeconds());
      if ('missing' in outcome) return fail(c, 404, 'itemMissing', 404);
      if ('refused' in outcome) {
        const [status, key, params] = refundAnswer(outcome.refused);
        return fail(c, key === 'refundReasonMissing' ? CODE_REFUND_REASON_MISSING : status, key, status, params);
      }
      const { state, refundedCents } = outcome.refunded;
      return ok(c, { id, state, refunded_total: fromCents(refundedCents) });
    },
  )
  .post(
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
      if (outcome === 'notCollected')
        return fail(c, CODE_BALANCE_NOT_COLLECTED, 'balanceNotCollected', 409, {
          amount: formatUsd(order.total_cents - order.paid_cents),
        });
      if (outcome === 'refused') return fail(c, 409, 'orderStateInvalid', 409);
      // A way out ends cancelled or refund due (decision 054): the answer says which.
      const state = to === 'not_collected' || to === 'returned' ? (await readOrderState(c.env.DB, id))!.state : to;
      return ok(c, { id, state });
    },
  );
