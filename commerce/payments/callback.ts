import { paymentCallbackBody } from '../contract/payments';
import type { CommerceEnv } from '../commerce-env';
import { takeLatePayment } from '../db/late-payment';
import { readOrderState } from '../db/order-read';
import { latePaymentOf, pendingPayment, rememberNonce } from '../db/payments';
import type { ApiMessageKey } from '../messages';
import { callbackSecret } from './payment-config';
import { settle } from './settle';
import { checkCallback } from './signature';

export type CallbackHeaders = { signature: string; timestamp: string; nonce: string };
export type CallbackOutcome =
  | { ok: true; orderId: number; state: string }
  | { ok: false; status: 400 | 401 | 409; error: ApiMessageKey };

/**
 * The provider tells us a payment's outcome. Accepted only when signed with the shared secret,
 * within the timestamp window, with a nonce not seen before and a transaction id not used before,
 * for the exact amount and currency of the order's pending payment. A paid order becomes paid (or
 * deposit paid when a balance is left), past its deadline too: the provider's word is the answer the
 * deadline waits for. A payment for an order already cancelled is taken as a late payment (reinstated or
 * refund_due, decision 045), never refused with the money kept. A failed payment leaves the order waiting
 * for another try.
 */
export async function handleCallback(
  env: CommerceEnv['Bindings'],
  headers: CallbackHeaders,
  body: string,
  now: number,
): Promise<CallbackOutcome> {
  const check = await checkCallback(callbackSecret(env), headers, body, now);
  if (check !== 'ok') return { ok: false, status: 401, error: 'signatureInvalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, error: 'badRequest' };
  }
  const callback = paymentCallbackBody.safeParse(parsed);
  if (!callback.success) return { ok: false, status: 400, error: 'badRequest' };
  const {
    order_id: orderId,
    transaction_id: transactionId,
    amount_minor: amountMinor,
    currency,
    status,
  } = callback.data;
  if (!(await rememberNonce(env.DB, headers.nonce, now))) return { ok: false, status: 409, error: 'callbackReplayed' };
  const payment = await pendingPayment(env.DB, orderId);
  if (!payment) {
    const late = status === 'paid' ? await latePaymentOf(env.DB, orderId, amountMinor, currency) : null;
    if (!late) return { ok: false, status: 409, error: 'orderNotPayable' };
    if ((await takeLatePayment(env.DB, late, transactionId, now)) === 'seen')
      return { ok: false, status: 409, error: 'callbackReplayed' };
    return { ok: true, orderId, state: (await readOrderState(env.DB, orderId))?.state ?? 'cancelled' };
  }
  if (payment.amount_minor !== amountMinor || payment.currency !== currency)
    return { ok: false, status: 409, error: 'paymentMismatch' };
  const settled = await settle(env.DB, payment, status, transactionId, now);
  if (settled === 'notPending') return { ok: false, status: 409, error: 'orderNotPayable' };
  if (settled === 'referenceUsed') return { ok: false, status: 409, error: 'callbackReplayed' };
  return { ok: true, orderId, state: (await readOrderState(env.DB, orderId))?.state ?? 'pending_payment' };
}
