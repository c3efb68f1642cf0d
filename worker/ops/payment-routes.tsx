import { Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsPaymentsPage } from '../../src/ops/OpsPaymentsPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  readBakongRail,
  readPaymentIssue,
  readPaymentsReview,
  resolveIssueStatement,
  tokenSetStatement,
} from '../../commerce/db/ops-payments';
import { auditStatement } from '../../commerce/db/operators';
import { watchedPaymentOf } from '../../commerce/db/payments';
import { bakongConfig } from '../../commerce/payments/bakong';
import { askBakong, CHECKING_WINDOW_SECONDS } from '../../commerce/payments/ask-bakong';
import type { OpsEnv } from './ops-app';
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
        // Already dealt with (a second press, another operator): nothing to write, the list is as they want it.
        if (issue.resolved_at === null) {
          const now = nowSeconds();
          const operatorId = c.get('operator')!.id;
          await db.batch([
            resolveIssueStatement(db, issue.id, operatorId, now),
            // Only when this press resolved it: a race with another leaves one entry. Filed under the order, so the
            // audit links to it; the issue itself is in the before.
            auditStatement(
              db,
              {
                operatorId,
                action: 'payment_issue_resolve',
                entity: 'order',
                entityId: String(issue.order_id),
                before: { issue: issue.id, kind: issue.kind, reference: issue.reference, resolved_at: null },
                after: { resolved_at: now },
              },
              now,
              true,
            ),
          ]);
        }
        return c.redirect(opsPath(lang, '/payments?done=resolved'), 303);
      })
      .post('/payments/token', requireOperator(lang, 'owner'), async (c) => {
        const db = c.env.DB;
        const now = nowSeconds();
        const before = await readBakongRail(db);
        await db.batch([
          tokenSetStatement(db, now),
          auditStatement(
            db,
            {
              operatorId: c.get('operator')!.id,
              action: 'bakong_token_set',
              entity: 'payment_rail',
              entityId: 'bakong',
              before: { token_set_at: before.token_set_at },
              after: { token_set_at: now },
            },
            now,
          ),
        ]);
        return c.redirect(opsPath(lang, '/payments?done=recorded#bakong-token'), 303);
      })
  );
}
