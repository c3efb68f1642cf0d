import { Hono } from 'hono';
import { getTokenRequest, loginRequest } from '../../../src/api/contract/accounts';
import { checkCredentials } from '../check-credentials';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { consumeTicket, createTicket, createToken } from '../db/tokens';
import { badRequest, fail, ok, parseInput } from '../envelope';
import { readInput } from '../read-input';
import { randomSecret, sha256Hex } from '../secrets';
import { CODE_TOKEN_INVALID } from '../../../src/api/contract/codes';

/** Issues a new token for a user and returns it (only its hash is stored). */
export async function issueToken(db: D1Database, userId: number, now: number): Promise<string> {
  const token = randomSecret();
  await createToken(db, await sha256Hex(token), userId, now);
  return token;
}

/** POST /api/login → {uid, ticket}; POST /api/gettoken {uid, time, ticket} → {token}. */
export const login = new Hono<CommerceEnv>()
  .post('/login', async (c) => {
    const input = parseInput(loginRequest, await readInput(c));
    if (!input) return badRequest(c);
    const now = nowSeconds();
    const checked = await checkCredentials(c, input.mobile, input.pass, now);
    if ('answer' in checked) return checked.answer;
    const ticket = randomSecret();
    await createTicket(c.env.DB, await sha256Hex(ticket), checked.user.id, now);
    return ok(c, { uid: checked.user.id, ticket });
  })
  .post('/gettoken', async (c) => {
    const input = parseInput(getTokenRequest, await readInput(c));
    if (!input) return fail(c, CODE_TOKEN_INVALID, 'ticketInvalid', 401);
    const now = nowSeconds();
    if (!(await consumeTicket(c.env.DB, await sha256Hex(input.ticket), input.uid, now)))
      return fail(c, CODE_TOKEN_INVALID, 'ticketInvalid', 401);
    return ok(c, { token: await issueToken(c.env.DB, input.uid, now) });
  });
