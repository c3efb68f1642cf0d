import type { Context, MiddlewareHandler } from 'hono';
import { tokenField } from './contract/accounts';
import { nowSeconds } from '../lib/clock';
import type { CommerceEnv } from './commerce-env';
import { findTokenUser, type AuthUser } from './db/tokens';
import { fail } from './envelope';
import { declare } from './route-spec';
import { sha256Hex } from './secrets';
import { CODE_TOKEN_INVALID } from './contract/codes';

/**
 * The shopper of a live token in `Authorization: Bearer`, or null. Only the header counts: a `token` in the
 * query or a body of any type is ignored, since a browser can put one there and the edge sets the header
 * from the HttpOnly cookie alone (worker/api/upstream.ts).
 */
export async function requestUser<E extends CommerceEnv>(
  c: Context<E>,
): Promise<{ user: AuthUser; tokenHash: string } | null> {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = tokenField.safeParse(bearer);
  if (!token.success) return null;
  const tokenHash = await sha256Hex(token.data);
  const user = await findTokenUser(c.env.DB, tokenHash, nowSeconds());
  return user ? { user, tokenHash } : null;
}

/**
 * Requires a live token in `Authorization: Bearer` (never the query or the body).
 * Sets `c.get('user')` and `c.get('tokenHash')`; otherwise answers code 1012 with HTTP 401.
 */
export function requireUser(): MiddlewareHandler<CommerceEnv> {
  return declare<MiddlewareHandler<CommerceEnv>>(
    async function requireUser(c, next) {
      const found = await requestUser(c);
      if (!found) return fail(c, CODE_TOKEN_INVALID, 'tokenInvalid', 401);
      c.set('user', found.user);
      c.set('tokenHash', found.tokenHash);
      await next();
    },
    { auth: true },
  );
}
