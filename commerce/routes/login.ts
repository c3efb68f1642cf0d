import { type Context, Hono } from 'hono';
import { getTokenRequest, loginRequest } from '../contract/accounts';
import { accountSuspended, checkCredentials } from '../check-credentials';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { consumeTicket, createTicket, createToken } from '../db/tokens';
import { fail, ok } from '../envelope';
import { randomSecret, sha256Hex } from '../secrets';
import { CODE_TOKEN_INVALID } from '../contract/codes';
import { answers, takes } from '../route-spec';
import { loginResponse, tokenResponse } from '../contract/accounts';

/** Issues a new token for a user and returns it (only its hash is stored); null for a suspended user. */
export async function issueToken(db: D1Database, userId: number, now: number): Promise<string | null> {
  const token = randomSecret();
  return (await createToken(db, await sha256Hex(token), userId, now)) ? token : null;
}

/** A token's answer: the token, or the refusal of a member the console suspended (migration 0124). */
export const tokenAnswer = <E extends CommerceEnv>(c: Context<E>, token: string | null) =>
  token ? ok(c, { token }) : accountSuspended(c);

/** POST /api/login → {uid, ticket}; POST /api/gettoken {uid, time, ticket} → {token}. */
/** A login ticket that is missing, malformed, used or expired: the contract's 1012. */
const ticketInvalid = <E extends CommerceEnv>(c: Context<E>) => fail(c, CODE_TOKEN_INVALID, 'ticketInvalid', 401);

export const login = new Hono<CommerceEnv>()
  .post('/login', answers(loginResponse), takes(loginRequest), async (c) => {
    const input = c.get('valid');
    const now = nowSeconds();
    const checked = await checkCredentials(c, input.mobile, input.pass, now);
    if ('answer' in checked) return checked.answer;
    const ticket = randomSecret();
    await createTicket(c.env.DB, await sha256Hex(ticket), checked.user.id, now);
    return ok(c, { uid: checked.user.id, ticket });
  })
  .post('/gettoken', answers(tokenResponse), takes(getTokenRequest, ticketInvalid), async (c) => {
    const input = c.get('valid');
    const now = nowSeconds();
    if (!(await consumeTicket(c.env.DB, await sha256Hex(input.ticket), input.uid, now))) return ticketInvalid(c);
    return tokenAnswer(c, await issueToken(c.env.DB, input.uid, now));
  });
