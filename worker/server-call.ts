import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { fetchUpstream } from './upstream';

/**
 * A call from another server, not a browser: the payment provider's callback (POST /api/payments/callback,
 * signed) and the shop's operator tools (POST /api/operator/*, the operator's secret). No Origin and no
 * session, so it skips the same-origin check; the commerce API checks the signature or the secret, and
 * gets the body byte for byte (the proxy would re-serialize JSON and break the HMAC).
 */
export function serverCall(c: Context<AppEnv>) {
  return fetchUpstream(c.req.raw, c.env, c.var.config, c.executionCtx);
}
