import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { log } from './log';

/** A structured line per request: method, path (no query), matched route, status, duration. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async function requestLog(c, next) {
    const started = Date.now();
    await next();
    log('info', 'request', {
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      route: c.get('routeId') ?? null,
      status: c.res.status,
      durationMs: Date.now() - started,
    });
  };
}
