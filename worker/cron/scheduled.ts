import { log } from '../../lib/log';
import type { Maintenance } from '../../commerce/embedded';
import { readConfig } from '../middleware/config';
import { commerceJobs } from '../data/commerce';

/**
 * One round of the commerce API's timed work (the sweep of decision 045), through the same Commerce
 * module the pages read through (worker/data/commerce.ts), so with API_ORIGIN set the edge leaves the
 * embedded database alone (null). Logs what it did.
 */
export async function runCron(env: CloudflareBindings, now: number): Promise<Maintenance | null> {
  const done = await commerceJobs(env, readConfig(env as unknown as Record<string, unknown>), now);
  if (!done) return null;
  if (done.paid.length) log('info', 'orders paid by Bakong', { orders: done.paid });
  if (done.cancelled.length) log('info', 'unpaid orders cancelled', { orders: done.cancelled });
  if (done.checking.length) log('info', 'orders held: Bakong did not answer', { orders: done.checking });
  if (done.late.length) log('info', 'payments found after cancellation', { orders: done.late });
  if (done.notCollected.length) log('info', 'pick-ups not collected', { orders: done.notCollected });
  return done;
}

/** The cron (wrangler.toml [triggers]): every minute. */
export async function scheduled(_controller: ScheduledController, env: CloudflareBindings): Promise<void> {
  await runCron(env, Math.floor(Date.now() / 1000));
}
