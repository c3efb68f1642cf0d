import type { MiddlewareHandler } from 'hono';
import { OpsBackendPage } from '../../src/ops/OpsBackendPage';
import type { OpsEnv } from './ops-env';

/**
 * The console's own paths, kept whichever API answers /api: the operator's account, the operators and
 * their audit log, and the banners and links shoppers see (the edge's own settings).
 */
const CONSOLE_OWN = /^\/(?:account|operators|audit|site)(?:\/|$)/;

/**
 * With API_ORIGIN set the shop reads everything else from the programme's own system, so the console's
 * other sections would edit a copy nobody reads: they say so instead, and a form sent to one is refused
 * (409) before any route reads it. Today at a glance goes too: it counts the copy's orders.
 */
export function programmeSections(): MiddlewareHandler<OpsEnv> {
  return async function programmeSections(c, next) {
    const origin = c.get('config').apiOrigin;
    const path = c.req.path.replace(/^(?:\/kh)?\/ops/, '');
    if (!origin || CONSOLE_OWN.test(path)) return next();
    const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
    return c.render(<OpsBackendPage origin={origin} path={path} refused={!reading} />, {
      status: reading ? 200 : 409,
    });
  };
}
