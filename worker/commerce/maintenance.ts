import { DAY, LIMITS, SCOPES } from './budgets';
import { forgetOldSpends } from './db/budget-spends';
import { expireOrders } from './db/order-release';
import { forgetNonces } from './db/payments';
import { bakongConfig } from './payments/bakong';
import { confirmPendingPayments } from './payments/bakong-confirm';
import { CALLBACK_WINDOW_SECONDS } from './payments/signature';

/** What one round of the embedded API's timed work did: the orders it found paid and those it cancelled. */
export type Maintenance = { paid: number[]; expired: number[] };

/**
 * The embedded API's timed work: asks Bakong about pending KHQR payments (when its token is set), so an
 * order paid while its page was closed still becomes paid; then cancels unpaid KHQR orders whose time is
 * up, giving their stock back, and forgets callback nonces older than the signature window. Reads apply
 * expiry too, so a late round never lets a shopper see an expired order as payable. Budget spends older
 * than their longest window are forgotten.
 */
export async function maintain(env: CloudflareBindings, now: number): Promise<Maintenance> {
  const bakong = bakongConfig(env);
  const paid = bakong ? await confirmPendingPayments(env.DB, bakong, now) : [];
  const expired = await expireOrders(env.DB, now);
  await forgetNonces(env.DB, now - 2 * CALLBACK_WINDOW_SECONDS);
  await forgetOldSpends(env.DB, now - DAY, SCOPES.signedIn, now - LIMITS.knownAddressSeconds);
  return { paid, expired };
}
