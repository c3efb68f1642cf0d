import { Hono } from 'hono';
import { OpsSignInPage } from '../../src/ops/OpsSignInPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { checkPassword, type PasswordRefusal } from '../../commerce/check-credentials';
import { addressKey } from '../../commerce/client-address';
import { nowSeconds } from '../../lib/clock';
import {
  auditStatement,
  endSessionStatement,
  expiredSessionsStatement,
  findOperatorByEmail,
  sessionStatement,
} from '../../commerce/db/operators';
import { randomSecret, sha256Hex } from '../../commerce/secrets';
import { clearOpsCookie, OPS_SESSION_SECONDS, readOpsCookie, setOpsCookie } from '../request/cookies';
import type { OpsEnv } from './ops-app';
import { claimCode, codeRefusal, operatorKey } from './two-step-code';

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
      const token = randomSecret();
      const previous = readOpsCookie(c);
      await db.batch([
        // A new session replaces the one this browser had, and sessions past their time go.
        ...(previous ? [endSessionStatement(db, await sha256Hex(previous))] : []),
        expiredSessionsStatement(db, now),
        sessionStatement(db, await sha256Hex(token), operator.id, now, now + OPS_SESSION_SECONDS),
        auditStatement(
          db,
          {
            operatorId: operator.id,
            action: 'sign_in',
            entity: 'operator',
            entityId: String(operator.id),
            before: null,
            after: null,
          },
          now,
        ),
      ]);
      setOpsCookie(c, token);
      return c.redirect(opsPath(lang), 303);
    })
    .post('/sign-out', async (c) => {
      const operator = c.get('operator');
      const token = readOpsCookie(c);
      if (operator && token) {
        const db = c.env.DB;
        const now = nowSeconds();
        await db.batch([
          endSessionStatement(db, await sha256Hex(token)),
          auditStatement(
            db,
            {
              operatorId: operator.id,
              action: 'sign_out',
              entity: 'operator',
              entityId: String(operator.id),
              before: null,
              after: null,
            },
            now,
          ),
        ]);
      }
      clearOpsCookie(c);
      return c.redirect(opsPath(lang, '/sign-in'), 303);
    });
}
