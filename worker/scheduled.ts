import { expireOrders } from './commerce/db/order-release';
import { forgetNonces } from './commerce/db/payments';
import { bakongConfig } from './commerce/payments/bakong';
import { confirmPendingPayments } from './commerce/payments/bakong-confirm';
import { CALLBACK_WINDOW_SECONDS } from './commerce/payments/signature';
import { log } from '../src/lib/log';

/**
 * The cron (wrangler.toml [triggers]): asks Bakong about pending KHQR payments (when its token is set), so
 * an order paid while its page was closed still becomes paid; then cancels unpaid KHQR orders whose time
 * is up, giving their stock back, and forgets callback nonces older than the signature window. Reads apply expiry too, so a
 * late cron never lets a shopper see an expired order as payable.
 */
export async function scheduled(_controller: ScheduledController, env: CloudflareBindings): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const bakong = bakongConfig(env);
  const paid = bakong ? await confirmPendingPayments(env.DB, bakong, now) : [];
  if (paid.length) log('info', 'orders paid by Bakong', { orders: paid });
  const expired = await expireOrders(env.DB, now);
  await forgetNonces(env.DB, now - 2 * CALLBACK_WINDOW_SECONDS);
  if (expired.length) log('info', 'expired unpaid orders', { orders: expired });
}
