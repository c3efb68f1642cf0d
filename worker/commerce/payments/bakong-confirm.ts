import { log } from '../../../src/lib/log';
import { paymentStatus, pendingKhqrPayments, type PaymentRow } from '../db/payments';
import { checkTransactionByMd5, mismatch, type BakongConfig } from './bakong';
import { settle } from './settle';

/** How asking Bakong about a pending payment went: paid (now or by an earlier caller), still waiting, or not settled. */
export type Confirmation = 'paid' | 'waiting' | 'mismatch' | 'failed';

/** Pending payments the cron asks Bakong about per run (each is one request to Bakong). */
const CRON_BATCH = 50;

/**
 * Asks Bakong whether the code of a pending KHQR payment was paid. A transaction to the shop's
 * account, in the code's currency and for its exact amount settles the payment exactly once (its
 * Bakong hash is the payment's UNIQUE reference, so concurrent polls and the cron cannot pay an
 * order twice). Any other transaction is logged and settles nothing.
 */
export async function confirmByBakong(
  db: D1Database,
  config: BakongConfig,
  payment: PaymentRow,
  now: number,
): Promise<Confirmation> {
  if (!payment.md5) return 'waiting';
  const check = await checkTransactionByMd5(config, payment.md5);
  if (check.kind === 'notFound') return 'waiting';
  if (check.kind === 'failed') {
    log('error', 'bakong check failed', { orderId: payment.order_id, reason: check.reason });
    return 'failed';
  }
  const wrong = mismatch(check.transaction, payment, config.accountId);
  if (wrong) {
    log('error', 'bakong transaction does not match the payment', {
      orderId: payment.order_id,
      hash: check.transaction.hash,
      mismatch: wrong,
    });
    return 'mismatch';
  }
  const settled = await settle(db, payment, 'paid', `bakong:${check.transaction.hash}`, now);
  if (settled === 'referenceUsed') {
    log('error', 'bakong transaction already settled another payment', {
      orderId: payment.order_id,
      hash: check.transaction.hash,
    });
    return 'mismatch';
  }
  // Not pending any more: paid by a concurrent poll, or failed when the order was cancelled meanwhile.
  if (settled === 'notPending' && (await paymentStatus(db, payment.id)) !== 'paid') return 'waiting';
  return 'paid';
}

/** The cron's part: every pending KHQR payment (up to a batch) asked about, so an order paid with the page closed still becomes paid. */
export async function confirmPendingPayments(db: D1Database, config: BakongConfig, now: number): Promise<number[]> {
  const paid: number[] = [];
  for (const payment of await pendingKhqrPayments(db, CRON_BATCH)) {
    if ((await confirmByBakong(db, config, payment, now)) === 'paid') paid.push(payment.order_id);
  }
  return paid;
}
