import { type Context, Hono } from 'hono';
import { OpsAccountPage } from '../../src/ops/OpsAccountPage';
import { noticeStatus } from './route-kit';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  addressKey,
  claimCode,
  codeRefusal,
  readTwoStep,
  startTwoStep,
  totpUri,
  turnTwoStep,
} from '../../commerce/console';
import type { TwoStepView } from '../../src/ops/OpsAccountPage';
import type { OpsEnv } from './ops-env';

/** The operator's own account: two-step sign-in set up, confirmed or turned off, each code through codeRefusal. */
export function accountRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  /** The operator's own account page, showing their two-step sign-in as it is now. */
  const accountPage = async (c: Context<OpsEnv>, notice: { kind: 'done' | 'error'; text: string } | null) => {
    const operator = c.get('operator')!;
    const twoStep = await readTwoStep(c.env.DB, operator.id);
    const view: TwoStepView = twoStep.on
      ? { state: 'on' }
      : twoStep.pending
        ? { state: 'pending', uri: totpUri(m.title, operator.email, twoStep.pending), key: twoStep.pending }
        : { state: 'off' };
    return c.render(<OpsAccountPage twoStep={view} notice={notice} />, { status: noticeStatus(notice) });
  };
  /** Confirms a pending two-step set-up (`turningOn`) or turns two-step off, each with a code from the app. */
  const changeTwoStep = async (c: Context<OpsEnv>, turningOn: boolean) => {
    const operator = c.get('operator')!;
    const db = c.env.DB;
    const twoStep = await readTwoStep(db, operator.id);
    const secret = turningOn ? twoStep.pending : twoStep.secret;
    if (!secret) return c.redirect(opsPath(lang, '/account'), 303);
    const form = await c.req.parseBody();
    const code = typeof form.code === 'string' ? form.code.replace(/\s/g, '') : '';
    const now = nowSeconds();
    // Signed in: the operator-wide pause is for guesses from addresses the operator never signed in from.
    const refusal = await codeRefusal(db, operator.email, addressKey(c.req.header('cf-connecting-ip')), true, now, () =>
      claimCode(db, operator, secret, code, now, turningOn ? null : twoStep.last_step),
    );
    if (refusal) return accountPage(c, { kind: 'error', text: m[refusal] });
    await turnTwoStep(db, turningOn ? secret : null, twoStep.on, operator.id, now);
    return c.redirect(opsPath(lang, `/account?done=${turningOn ? 'on' : 'off'}`), 303);
  };
  return new Hono<OpsEnv>()
    .get('/account', async (c) => {
      const done = c.req.query('done');
      const notice =
        done === 'on' || done === 'off'
          ? { kind: 'done' as const, text: done === 'on' ? m.account.turnedOn : m.account.turnedOff }
          : null;
      return accountPage(c, notice);
    })
    .post('/account/two-step/start', async (c) => {
      await startTwoStep(c.env.DB, c.get('operator')!.id);
      return c.redirect(opsPath(lang, '/account'), 303);
    })
    .post('/account/two-step/confirm', (c) => changeTwoStep(c, true))
    .post('/account/two-step/off', (c) => changeTwoStep(c, false));
}
