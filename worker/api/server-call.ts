import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { CLIENT_ADDRESS_HEADER } from '../../commerce/embedded';
import { fetchUpstream } from './upstream';

/**
 * A call from another server, not a browser: the payment provider's callback (POST /api/payments/callback,
 * signed) and the shop's operator tools (POST /api/operator/*, the operator's secret). No Origin and no
 * session, so it skips the same-origin check; the commerce API checks the signature or the secret, and
 * gets the body byte for byte (the proxy would re-serialize JSON and break the HMAC). Only a client
 * address the caller claims is taken out: these calls spend no budgets.
 */
export function serverCall(c: Context<AppEnv>) {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  return fetchUpstream(new Request(c.req.raw, { headers }), c.env, c.get('config'), c.executionCtx);
}
