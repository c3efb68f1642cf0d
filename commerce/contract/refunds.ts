import { z } from 'zod';
import { moneySchema } from './fields';

/** Refunds as an order shows them and the console and operator API record them (decision 053). */

/**
 * How a refund's money went back (decision 053): by KHQR or bank transfer (with its reference), in cash
 * at the counter, or as points (1 point a cent). `unrecorded`: a refund marked before refunds were recorded.
 */
export const REFUND_METHODS = ['khqr', 'bank', 'cash', 'points'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_REFERENCE_MAX = 64;
/** The states an order may be refunded in, while it has money paid and not given back (migration 0134's trigger). */
export const REFUNDABLE_STATES = [
  'paid',
  'deposit_paid',
  'processing',
  'shipped',
  'ready_for_pickup',
  'completed',
  'refund_due',
] as const;

export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  method: z.enum([...REFUND_METHODS, 'unrecorded']),
  reference: z.string(),
  note: z.string(),
  created_at: z.number().int(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
