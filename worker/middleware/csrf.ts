import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { edgeEnvelope } from '../api/edge-messages';
import { requestLang } from '../request/request-lang';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must come from this site: `Origin` equal to
 * the site's origin or, without `Origin`, `Sec-Fetch-Site: same-origin`.
 * Whatever the content type (JSON too). Otherwise 403 and nothing runs.
 */
export function sameOrigin(): MiddlewareHandler<AppEnv> {
  return async function sameOrigin(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const allowed = origin ? origin === new URL(c.req.url).origin : c.req.header('sec-fetch-site') === 'same-origin';
    if (!allowed) return edgeEnvelope(403, 'crossSite', requestLang(c));
    await next();
  };
}
