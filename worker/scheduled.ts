import { log } from '../src/lib/log';
import { readConfig } from './config';
import { commerceJobs } from './data/commerce';

/**
 * The cron (wrangler.toml [triggers]): one round of the commerce API's timed work, through the same
 * Commerce module the pages read through (worker/data/commerce.ts), so with API_ORIGIN set the edge
 * leaves the embedded database alone.
 */
export async function scheduled(_controller: ScheduledController, env: CloudflareBindings): Promise<void> {
  const done = await commerceJobs(
    env,
    readConfig(env as unknown as Record<string, unknown>),
    Math.floor(Date.now() / 1000),
  );
  if (!done) return;
  if (done.paid.length) log('info', 'orders paid by Bakong', { orders: done.paid });
  if (done.cancelled.length) log('info', 'unpaid orders cancelled', { orders: done.cancelled });
  if (done.checking.length) log('info', 'orders held: Bakong did not answer', { orders: done.checking });
  if (done.late.length) log('info', 'payments found after cancellation', { orders: done.late });
}
