import { DAY, LIMITS, SCOPES } from './budgets';
import { forgetOldSpends } from './db/budget-spends';
import { closeUncollectedPickups } from './db/order-way-out';
import { forgetNonces, watchedPayments } from './db/payments';
import { askBakong, type Asked } from './payments/ask-bakong';
import { bakongConfig } from './payments/bakong';
import { settleDeadlines } from './payments/settle-deadlines';
import { CALLBACK_WINDOW_SECONDS } from './payments/signature';

/**
 * Codes one sweep asks Bakong about: three calls of its batch of 50. Each code settled costs a few D1
 * queries, and with the deadlines after it (settle-deadlines.ts) a round stays well under the platform's
 * 1,000 queries an invocation; codes beyond it are asked next minute (and by their shoppers' pages).
 */
const SWEEP_CODES = 150;

/** What one round of the embedded API's timed work did to orders: askBakong's answer, and the pick-ups not collected. */
export type Maintenance = Asked & { notCollected: number[] };

/**
 * The embedded API's timed work, every minute: forgets callback nonces older than the signature window and
 * budget spends older than their longest window; asks Bakong about the codes it watches (when its token is
 * set), at most one call per 50 codes: every code still waiting, those being checked after their deadline
 * and those of cancelled orders still watched for a late payment, each when its back-off says (decision
 * 045); then settles the deadlines that are left (an order with no code opened cannot have been paid);
 * then closes the pick-ups not collected within PICKUP_HOLD_DAYS (decision 054).
 */
export async function maintain(env: CloudflareBindings, now: number): Promise<Maintenance> {
  await forgetNonces(env.DB, now - 2 * CALLBACK_WINDOW_SECONDS);
  await forgetOldSpends(env.DB, now - DAY, SCOPES.signedIn, now - LIMITS.knownAddressSeconds);
  const bakong = bakongConfig(env);
  const asked = bakong
    ? await askBakong(env.DB, bakong, await watchedPayments(env.DB, now, SWEEP_CODES), now)
    : { paid: [], cancelled: [], checking: [], late: [] };
  const left = await settleDeadlines(env.DB, bakong, now, null);
  const notCollected = await closeUncollectedPickups(env.DB, now);
  return {
    notCollected,
    paid: [...asked.paid, ...left.paid],
    cancelled: [...asked.cancelled, ...left.cancelled],
    checking: [...asked.checking, ...left.checking],
    late: [...asked.late, ...left.late],
  };
}
