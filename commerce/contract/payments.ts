import { z } from 'zod';
import { envelope } from './envelope';
import { idSchema, moneySchema, timeSchema } from './fields';
import { ORDER_STATES } from './orders';

/**
 * Payments of the embedded commerce API.
 *
 *   GET  /api/orders/:id/payment   → orderPaymentResponse: what the shopper pays now and how (a KHQR code
 *                                    for a KHQR order waiting for payment: payload, QR picture, amount)
 *   POST /api/payments/callback    the provider's signed notice (no token): headers X-Signature (hex
 *                                    HMAC-SHA256 of `${X-Timestamp}.${X-Nonce}.${raw body}` with
 *                                    PAYMENT_CALLBACK_SECRET), X-Timestamp (Unix seconds, within 300 s),
 *                                    X-Nonce (16–64 of A-Z a-z 0-9 _ -, once only); body paymentCallbackBody.
 *                                    401 forged or stale, 409 replayed / not payable / wrong amount.
 *   POST /api/payments/sandbox     {order_id, outcome}: the local sandbox signs and sends that callback for
 *                                    the shopper's own order. Only when PAYMENT_SANDBOX is "1" (404 otherwise).
 */
export const paymentCallbackBody = z.object({
  transaction_id: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  order_id: z.number().int().positive(),
  /** US cents for USD, whole riel for KHR: exactly the amount of the order's KHQR code. */
  amount_minor: z.number().int().positive(),
  currency: z.enum(['USD', 'KHR']),
  status: z.enum(['paid', 'failed']),
});

export const callbackResponse = envelope(z.object({ order_id: z.number().int(), state: z.enum(ORDER_STATES) }));

export const orderPaymentSchema = z.object({
  order_id: z.number().int(),
  state: z.enum(ORDER_STATES),
  method: z.enum(['khqr', 'cash']),
  /** The amount due now in dollars, and in the code's currency and minor unit. */
  due_now: moneySchema,
  currency: z.enum(['USD', 'KHR']),
  amount_minor: z.number().int(),
  /** The KHQR payload and its QR picture (an SVG data URL); null when nothing is to be paid online now. */
  khqr: z.string().nullable(),
  qr: z.string().nullable(),
  expires_at: z.number().int().nullable(),
  /** The server's clock (Unix seconds) when it answered, so a countdown to `expires_at` does not trust the phone's. */
  now: z.number().int(),
  /** Who the code pays, as the code names them (the merchant name, in the reader's language). */
  payee: z.string(),
  /**
   * A link that opens the shopper's bank app on this code (Bakong's generate_deeplink_by_qr `shortLink`),
   * or null when Bakong is not configured or did not give one.
   */
  deeplink: z.string().nullable(),
  /** Whether the local payment sandbox is on (a tester may send the provider's callback). */
  sandbox: z.boolean(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;
export const orderPaymentResponse = envelope(orderPaymentSchema);

export const sandboxRequest = z.object({
  order_id: idSchema,
  outcome: z.enum(['paid', 'failed']).default('paid'),
  time: timeSchema,
});
