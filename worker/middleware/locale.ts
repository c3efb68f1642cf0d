import type { MiddlewareHandler } from 'hono';
import { locatePath } from '../../lib/paths';
import type { AppEnv } from '../app-env';

/** `/kh/...` is Khmer, no prefix is English, `/en/...` answers 301 to the unprefixed path. */
export function locale(): MiddlewareHandler<AppEnv> {
  return async function locale(c, next) {
    const url = new URL(c.req.url);
    const located = locatePath(url.pathname, url.search);
    if (located.kind === 'redirect') return c.redirect(located.location, 301);
    c.set('lang', located.lang);
    c.set('path', located.path);
    await next();
  };
}
