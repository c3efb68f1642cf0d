import { z } from 'zod';
import { envelope } from './envelope';
import { moneySchema } from './fields';
import { ORDER_STATES } from './orders';
import { REFUND_METHODS, REFUND_REFERENCE_MAX } from './refunds';

/** What the shop's operator asks of an order (POST /api/operator/orders/:id/…, and the console by the same rules). */

/**
 * Where the shop's operator may move an order: on to shipping, pick-up and completion, or cancel it; and
 * the ways out of an order that cannot complete (decision 054): a pick-up `not_collected`, a delivery
 * `returned`, each ending cancelled, or owed a refund when money the shop does not keep was paid. A
 * refund is not a move but money (POST /api/operator/orders/:id/refunds, decision 053).
 */
export const OPERATOR_TARGETS = [
  'processing',
  'shipped',
  'ready_for_pickup',
  'completed',
  'cancelled',
  'not_collected',
  'returned',
] as const;
/** The ways out: the state each leaves from. */
export const WAYS_OUT = { not_collected: 'ready_for_pickup', returned: 'shipped' } as const;
export type WayOut = keyof typeof WAYS_OUT;

/**
 * A move's note goes in the order's timeline, which the shopper reads: at most MOVE_NOTE_MAX characters.
 * A refund's note is its reason, at least REFUND_REASON_MIN once trimmed (refundOrder refuses it otherwise,
 * for the console's form as for the operator API).
 */
export const MOVE_NOTE_MAX = 200;
export const REFUND_REASON_MIN = 3;
/**
 * `collected: true` (JSON) says the shop has the balance due in cash: completing an order with a balance
 * due needs it, and records that balance as a cash payment (the console's ticked box says the same).
 */
export const operatorStateRequest = z.object({
  state: z.enum(OPERATOR_TARGETS),
  note: z.string().trim().max(MOVE_NOTE_MAX).default(''),
  collected: z.boolean().default(false),
});
export const operatorStateResponse = envelope(z.object({ id: z.number().int(), state: z.enum(ORDER_STATES) }));

/**
 * POST /api/operator/orders/:id/refunds: `amount` in dollars as a decimal string ("12.50"), at most what
 * the order paid and has not had back; `reference` for a KHQR or bank transfer; `note` the reason the
 * shopper reads; `restock` the order lines (their `line_id`) whose goods go back in stock, whole.
 */
export const operatorRefundRequest = z.object({
  amount: z.string().max(20),
  method: z.enum(REFUND_METHODS),
  reference: z.string().trim().max(REFUND_REFERENCE_MAX).default(''),
  note: z.string().trim().max(MOVE_NOTE_MAX).default(''),
  restock: z.array(z.number().int().positive()).max(200).default([]),
  /**
   * What the order had had back when the caller decided (`refunded_total` as it read it, "0.00" for none):
   * when given, a refund sent again after a timeout, or decided before another landed, is refused with
   * 409 instead of paid twice. Leave it out only for a refund that must land whatever came before.
   */
  refunded_before: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/)
    .optional(),
});
export const operatorRefundResponse = envelope(
  z.object({ id: z.number().int(), state: z.enum(ORDER_STATES), refunded_total: moneySchema }),
);
