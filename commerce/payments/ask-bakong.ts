import { log } from '../../lib/log';
import { takeLatePayment, type LateOutcome } from '../db/late-payment';
import { cancelUnpaid } from '../db/order-release';
import { checkingStatements } from '../db/order-state';
import { askedStatement, mismatchStatement, paymentStatus, railStatement, type WatchedPayment } from '../db/payments';
import { BAKONG_BATCH, checkTransactions, mismatch, type BakongConfig, type CodeAnswer } from './bakong';
import { settle } from './settle';

/** How long after its deadline an order being checked is asked about by the sweep; then a person decides. */
export const CHECKING_WINDOW_SECONDS = 24 * 3600;
/** How long the code of a cancelled order is still asked about, for a payment that arrived late. */
export const LATE_WATCH_SECONDS = 24 * 3600;

/** What asking Bakong came to, by order: paid, cancelled (Bakong said unpaid), held for checking, or a late payment's outcome. */
export type Asked = {
  paid: number[];
  cancelled: number[];
  checking: number[];
  late: { orderId: number; outcome: LateOutcome }[];
};

/**
 * When a watched code is asked about next, or null once its window is over (a code being checked then
 * waits for a person; a cancelled order's code is no longer watched). Every minute at first, less often
 * as the code ages, and backing off while Bakong does not answer.
 */
export function nextAsk(item: WatchedPayment, answered: boolean, now: number): number | null {
  const window = item.status === 'failed' ? LATE_WATCH_SECONDS : CHECKING_WINDOW_SECONDS;
  const age = now - item.since;
  if (age >= window) return null;
  const byAge = age < 600 ? 60 : age < 3600 ? 300 : 1800;
  const failures = answered ? 0 : item.check_failures + 1;
  const byFailures = failures > 0 ? Math.min(60 * 2 ** (failures - 1), 1800) : 0;
  return now + Math.max(byAge, byFailures);
}

/**
 * Asks Bakong about codes, at most BAKONG_BATCH a call, and acts on each answer (decision 045): a matching
 * transaction pays its order (or, for a cancelled order, is taken as a late payment); "not paid" cancels an
 * order past its deadline or being checked; no answer holds an overdue order in payment_checking, stock
 * kept, and schedules the next ask. A transaction for another amount, currency or account pays nothing and
 * goes on the operator's list. Nothing here cancels what Bakong did not say was unpaid. `fromPoll`: the
 * shopper's page asks as often as it likes, so its unanswered asks leave the sweep's back-off as it was.
 */
export async function askBakong(
  db: D1Database,
  config: BakongConfig,
  items: WatchedPayment[],
  now: number,
  { fromPoll = false } = {},
): Promise<Asked> {
  const asked: Asked = { paid: [], cancelled: [], checking: [], late: [] };
  for (let start = 0; start < items.length; start += BAKONG_BATCH) {
    const chunk = items.slice(start, start + BAKONG_BATCH);
    const check = await checkTransactions(
      config,
      chunk.map((item) => item.md5!),
    );
    const failure = check.kind === 'failed' ? check.reason : null;
    if (check.kind === 'failed')
      log('error', check.refused ? 'bakong refused the token' : 'bakong check failed', {
        reason: check.reason,
        orders: chunk.map((item) => item.order_id),
      });
    const statements = [railStatement(db, { failure, refused: check.kind === 'failed' && check.refused }, now)];
    const unpaid: number[] = [];
    for (const item of chunk) {
      const answer: CodeAnswer = check.kind === 'answered' ? check.codes.get(item.md5!)! : { kind: 'unclear' };
      const overdue = item.order_state === 'pending_payment' && item.expires_at !== null && item.expires_at <= now;
      const watched = item.order_state !== 'pending_payment';
      // The code of an order that was cancelled (its payment failed with it): whatever the order's state now.
      const late = item.status === 'failed';
      if (answer.kind === 'paid') {
        const wrong = mismatch(answer.transaction, item, config.accountId);
        const reference = `bakong:${answer.transaction.hash}`;
        if (wrong) {
          log('error', 'bakong transaction does not match the payment', {
            orderId: item.order_id,
            hash: answer.transaction.hash,
            mismatch: wrong,
          });
          const { amount, currency, toAccountId } = answer.transaction;
          statements.push(
            mismatchStatement(db, item, reference, { why: wrong, amount, currency, to_account: toAccountId }, now),
          );
          // Money moved for this code: a person decides, so the order is held rather than cancelled.
          if (overdue) statements.push(...checkingStatements(db, item.order_id, now));
          if (overdue || watched) statements.push(askedStatement(db, item.id, true, null, now));
        } else if (late) {
          const outcome = await takeLatePayment(db, item, reference, now);
          log('info', 'bakong payment after cancellation', { orderId: item.order_id, outcome });
          asked.late.push({ orderId: item.order_id, outcome });
          // Taken before under this transaction: nothing more to ask about this code.
          if (outcome === 'seen') statements.push(askedStatement(db, item.id, true, null, now));
        } else if (await paidNow(db, item, reference, now)) asked.paid.push(item.order_id);
      } else if (answer.kind === 'notFound') {
        if (!late && (overdue || item.order_state === 'payment_checking')) unpaid.push(item.order_id);
        else if (watched) statements.push(askedStatement(db, item.id, true, nextAsk(item, true, now), now));
      } else if (overdue) {
        statements.push(
          ...checkingStatements(db, item.order_id, now),
          askedStatement(db, item.id, false, nextAsk(item, false, now), now),
        );
        asked.checking.push(item.order_id);
      } else if (watched && !fromPoll)
        statements.push(askedStatement(db, item.id, false, nextAsk(item, false, now), now));
    }
    await db.batch(statements);
    asked.cancelled.push(...(await cancelUnpaid(db, unpaid, now)));
  }
  return asked;
}

/** Settles a code Bakong says was paid; true when its order is paid now (by this call or a racing one). */
async function paidNow(db: D1Database, payment: WatchedPayment, reference: string, now: number): Promise<boolean> {
  const settled = await settle(db, payment, 'paid', reference, now);
  if (settled === 'referenceUsed') {
    log('error', 'bakong transaction already settled another payment', { orderId: payment.order_id, reference });
    return false;
  }
  return settled === 'settled' || (await paymentStatus(db, payment.id)) === 'paid';
}
