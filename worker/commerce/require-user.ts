import type { MiddlewareHandler } from 'hono';
import { tokenField } from '../../src/api/contract/accounts';
import { nowSeconds } from './clock';
import type { CommerceEnv } from './commerce-env';
import { findTokenUser } from './db/tokens';
import { fail } from './envelope';
import { readInput } from './read-input';
import { sha256Hex } from './secrets';

/**
 * Requires a live token: `Authorization: Bearer`, else the `token` query parameter or body field.
 * Sets `c.var.user` and `c.var.tokenHash`; otherwise answers code 1012 with HTTP 401.
 */
export function requireUser(): MiddlewareHandler<CommerceEnv> {
  return async function requireUser(c, next) {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const token = tokenField.safeParse(bearer ?? (await readInput(c)).token);
    if (!token.success) return fail(c, 1012, 'tokenInvalid', 401);
    const tokenHash = await sha256Hex(token.data);
    const user = await findTokenUser(c.env.DB, tokenHash, nowSeconds());
    if (!user) return fail(c, 1012, 'tokenInvalid', 401);
    c.set('user', user);
    c.set('tokenHash', tokenHash);
    await next();
  };
}
