import { Hono } from 'hono';
import { OpsSignInPage } from '../../src/ops/OpsSignInPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  addressKey,
  checkPassword,
  claimCode,
  codeRefusal,
  findOperatorByEmail,
  operatorKey,
  type PasswordRefusal,
  signOperatorIn,
  signOperatorOut,
} from '../../commerce/console';
import { clearOpsCookie, OPS_SESSION_SECONDS, readOpsCookie, setOpsCookie } from '../request/cookies';
import type { OpsEnv } from './ops-env';

const REFUSALS: Record<PasswordRefusal, 'wrong' | 'slowDown' | 'blocked' | 'busy'> = {
  loginFailed: 'wrong',
  signInSlowDown: 'slowDown',
  signInBlocked: 'blocked',
  signInBusy: 'busy',
  signInPaused: 'blocked',
};

/**
 * The console's sign-in and sign-out (decision 020): the shoppers' password budgets (checkPassword), then an
 * authenticator's code when two-step sign-in is on; a new session ends the browser's old one.
 */
export function signInRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  return new Hono<OpsEnv>()
    .get('/sign-in', (c) =>
      c.get('operator')
        ? c.redirect(opsPath(lang), 303)
        : c.render(<OpsSignInPage error={null} email={''} askCode={false} />),
    )
    .post('/sign-in', async (c) => {
      const form = await c.req.parseBody();
      const email = typeof form.email === 'string' ? form.email.trim().toLowerCase().slice(0, 254) : '';
      const password = typeof form.password === 'string' ? form.password : '';
      if (!email || !password || password.length > 200)
        return c.render(<OpsSignInPage error={m.missing} email={email} askCode={false} />, { status: 400 });
      const db = c.env.DB;
      const now = nowSeconds();
      const address = addressKey(c.req.header('cf-connecting-ip'));
      const checked = await checkPassword(db, address, operatorKey(email), password, now, () =>
        findOperatorByEmail(db, email),
      );
      if ('refused' in checked)
        return c.render(<OpsSignInPage error={m[REFUSALS[checked.refused]]} email={email} askCode={false} />, {
          status: checked.refused === 'loginFailed' ? 400 : 429,
        });
      const operator = checked.account;
      if (operator.totp_secret) {
        const code = typeof form.code === 'string' ? form.code.replace(/\s/g, '') : '';
        if (!code) return c.render(<OpsSignInPage error={m.codeNeeded} email={email} askCode={true} />);
        const refusal = await codeRefusal(db, email, address, checked.knownAddress, now, () =>
          claimCode(db, operator, operator.totp_secret!, code, now, operator.totp_last_step),
        );
        if (refusal)
          return c.render(<OpsSignInPage error={m[refusal]} email={email} askCode={true} />, {
            status: refusal === 'codeWrong' ? 400 : 429,
          });
      }
      await checked.signedIn();
      const token = await signOperatorIn(
        db,
        { previous: readOpsCookie(c), expiresAt: now + OPS_SESSION_SECONDS },
        operator.id,
        now,
      );
      setOpsCookie(c, token);
      return c.redirect(opsPath(lang), 303);
    })
    .post('/sign-out', async (c) => {
      const operator = c.get('operator');
      const token = readOpsCookie(c);
      if (operator && token) await signOperatorOut(c.env.DB, token, operator.id, nowSeconds());
      clearOpsCookie(c);
      return c.redirect(opsPath(lang, '/sign-in'), 303);
    });
}
