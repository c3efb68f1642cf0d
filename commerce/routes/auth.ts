import { memberRead, withReads } from '../read';
import { Hono } from 'hono';
import { authLoginRequest } from '../contract/accounts';
import { checkCredentials } from '../check-credentials';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { revokeToken } from '../db/tokens';
import { ok } from '../envelope';
import { requireUser } from '../require-user';
import { member, type Service } from '../service';
import { issueToken, tokenAnswer } from './login';
import { answers, takes } from '../route-spec';
import { authUserResponse, logoutResponse, tokenResponse } from '../contract/accounts';

export const authUser = (async (ctx) => {
  const { id, name, mobile, email } = await member(ctx);
  return { id, name, mobile, email, scope: ['user' as const] };
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const authReads = {
  user: memberRead('/auth/user', authUserResponse, authUser),
};

/** The auth plugin's calls: POST /api/auth/login, POST /api/auth/logout, GET /api/auth/user. */
export const auth = withReads(new Hono<CommerceEnv>(), authReads, '/auth')
  .post('/login', answers(tokenResponse), takes(authLoginRequest), async (c) => {
    const input = c.get('valid');
    const now = nowSeconds();
    const checked = await checkCredentials(c, input.mobile, input.pass, now);
    if ('answer' in checked) return checked.answer;
    return tokenAnswer(c, await issueToken(c.env.DB, checked.user.id, now));
  })
  .post('/logout', answers(logoutResponse), requireUser(), async (c) => {
    await revokeToken(c.env.DB, c.get('tokenHash'), nowSeconds());
    return ok(c, null, 'signedOut');
  });
