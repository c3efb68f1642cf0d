import type { MiddlewareHandler } from 'hono';
import type { CommerceEnv } from './commerce-env';
import { fail } from './envelope';
import { sameHash, sha256Hex } from './secrets';

// A secret, so the generated binding types (from wrangler.toml) do not name it.
type OperatorVars = { OPERATOR_SECRET_HASH?: string };

/**
 * The shop's operator (its staff tools, not a shopper): `Authorization: Bearer <secret>`. The worker
 * keeps only the secret's SHA-256 (hex, `wrangler secret put OPERATOR_SECRET_HASH`) and compares
 * hashes in constant time. Without a stored hash every call is refused (401).
 */
export function requireOperator(): MiddlewareHandler<CommerceEnv> {
  return async function requireOperator(c, next) {
    const stored = ((c.env as OperatorVars).OPERATOR_SECRET_HASH ?? '').trim().toLowerCase();
    const given = c.req.header('authorization')?.match(/^Bearer\s+(\S{16,200})$/i)?.[1];
    if (!/^[0-9a-f]{64}$/.test(stored) || !given || !sameHash(await sha256Hex(given), stored))
      return fail(c, 401, 'operatorDenied', 401);
    await next();
  };
}
