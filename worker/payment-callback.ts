import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { fetchUpstream } from './upstream';

/**
 * POST /api/payments/callback from the payment provider's servers (and /api/operator/* from the shop's
 * own tools): no browser, so no Origin and no session; they are authenticated by a signature (or the
 * operator's secret) instead. It skips the same-origin check and reaches
 * the commerce API with its body byte for byte (the proxy would re-serialize JSON and break the HMAC).
 */
export function paymentCallback(c: Context<AppEnv>) {
  return fetchUpstream(c.req.raw, c.env, c.var.config, c.executionCtx);
}
