import type { MiddlewareHandler } from 'hono';
import type { CommerceEnv } from './commerce-env';

/** The `lang` header: 2 is Khmer; 1, missing or anything else is English. */
export function apiLang(): MiddlewareHandler<CommerceEnv> {
  return async function apiLang(c, next) {
    c.set('lang', c.req.header('lang') === '2' ? 'km' : 'en');
    await next();
  };
}
