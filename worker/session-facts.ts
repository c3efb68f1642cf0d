import type { Context } from 'hono';
import { z } from 'zod';
import { CODE_TOKEN_INVALID } from '../src/api/contract/envelope';
import { GUEST_SESSION, type StoreState } from '../src/store/create-store';
import type { AppEnv } from './app-env';
import { clearSessionCookies } from './cookies';
import { describeError, log } from './log';
import { callUpstream } from './upstream';

export type SessionFacts = StoreState['session'];

const GUEST = GUEST_SESSION;

const userAnswer = z.object({
  code: z.number(),
  data: z.object({ name: z.string().nullish(), mobile: z.string().nullish() }).nullish(),
});

/**
 * Who is signed in, for SSR and the store: the user's name and mobile from
 * GET /api/auth/user. An expired token (1012) clears the cookies and the
 * request continues as a guest; an upstream failure keeps the session but
 * shows no name.
 */
export async function loadSessionFacts(c: Context<AppEnv>): Promise<SessionFacts> {
  if (!c.var.session) return GUEST;
  try {
    const response = await callUpstream(c, new Request(new URL('/api/auth/user', c.req.url)), c.var.lang);
    const answer = userAnswer.parse(await response.json());
    if (answer.code === CODE_TOKEN_INVALID) {
      clearSessionCookies(c);
      c.set('session', null);
      return GUEST;
    }
    if (answer.code !== 0 || !answer.data) return { ...GUEST, loggedIn: true };
    return { loggedIn: true, userName: answer.data.name ?? '', mobile: answer.data.mobile ?? '' };
  } catch (error) {
    log('error', 'session facts unavailable', { error: describeError(error) });
    return { ...GUEST, loggedIn: true };
  }
}
