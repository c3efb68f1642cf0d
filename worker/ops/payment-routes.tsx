import { Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsPaymentsPage } from '../../src/ops/OpsPaymentsPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  askBakong,
  bakongConfig,
  CHECKING_WINDOW_SECONDS,
  readPaymentIssue,
  readPaymentsReview,
  recordBakongToken,
  resolvePaymentIssue,
  watchedPaymentOf,
} from '../../commerce/console';
import type { OpsEnv } from './ops-env';
import { requireOperator } from './require-operator';
import { doneNotice, idParam } from './route-kit';

/** Each list shows this many rows at most (its heading counts them all). */
const LIST_MAX = 100;

/**
 * Payments that need a person (decision 045), for owners and staff: the lists, and "mark dealt with" on an
 * open issue (a payment taken twice is owed back, so it is an owner's); recording the day the Bakong token
 * was set is the owners' (to staff the route does not exist, as every owner-only route of the console).
 */
export function paymentRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].payments;
  const done = { resolved: m.resolved, recorded: m.token.recorded, asked: m.checking.asked };
  return (
    new Hono<OpsEnv>()
      .get('/payments', async (c) => {
        const now = nowSeconds();
        const review = await readPaymentsReview(c.env.DB, now, CHECKING_WINDOW_SECONDS, LIST_MAX);
        const account = bakongConfig(c.env)?.accountId ?? null;
        return c.render(<OpsPaymentsPage review={review} account={account} now={now} notice={doneNotice(c, done)} />);
      })
      // A code being checked, asked about now (the sweep no longer does after its 24 hours): Bakong's answer settles
      // it as the sweep's would, paid or cancelled, and the order's timeline says so; no answer changes nothing.
      .post('/payments/orders/:id/ask', async (c) => {
        const id = idParam(c);
        const bakong = bakongConfig(c.env);
        const watched = id === null ? null : await watchedPaymentOf(c.env.DB, id);
        if (!bakong || watched?.order_state !== 'payment_checking')
          return c.render(<OpsNotFoundPage />, { status: 404 });
        await askBakong(c.env.DB, bakong, [watched], nowSeconds());
        return c.redirect(opsPath(lang, '/payments?done=asked'), 303);
      })
      .post('/payments/issues/:id/resolve', async (c) => {
        const db = c.env.DB;
        const id = idParam(c);
        const issue = id === null ? null : await readPaymentIssue(db, id);
        // A payment taken twice is money owed back: dealing with it is an owner's, as refunds are (to staff: not found).
        const ownersOnly = issue?.outcome === 'duplicate' && c.get('operator')!.role !== 'owner';
        if (!issue || ownersOnly) return c.render(<OpsNotFoundPage />, { status: 404 });
        // Already dealt with (a second press, another operator): nothing written, the list is as they want it.
        await resolvePaymentIssue(db, issue, c.get('operator')!.id, nowSeconds());
        return c.redirect(opsPath(lang, '/payments?done=resolved'), 303);
      })
      .post('/payments/token', requireOperator(lang, 'owner'), async (c) => {
        await recordBakongToken(c.env.DB, c.get('operator')!.id, nowSeconds());
        return c.redirect(opsPath(lang, '/payments?done=recorded#bakong-token'), 303);
      })
  );
}
