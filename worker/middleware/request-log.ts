import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { newMetrics } from '../data/request-metrics';
import { log } from '../../lib/log';

/**
 * A structured line per request: method, path (no query), matched route, status, duration, and what
 * it cost the data layer (`c.get('metrics')`). A streamed page is logged when its last byte is sent,
 * so the deferred sections' calls count too. Every 5xx is logged; of the rest, the share REQUEST_LOG_SAMPLE
 * (the platform's own logs have every request's path, status and time; a line per request at sale-day
 * rates costs CPU and log volume: about 1 ms of CPU a line in wrangler dev).
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async function requestLog(c, next) {
    const started = Date.now();
    const metrics = newMetrics();
    c.set('metrics', metrics);
    await next();
    if (c.res.status < 500 && Math.random() >= (c.get('config')?.requestLogSample ?? 1)) return;
    const write = () =>
      log('info', 'request', {
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        route: c.get('routeId') ?? null,
        status: c.res.status,
        durationMs: Date.now() - started,
        ...metrics,
      });
    const body = c.res.body;
    if (!body || !c.res.headers.get('content-type')?.startsWith('text/html')) return write();
    const logged = body.pipeThrough(new TransformStream({ flush: write }));
    c.res = new Response(logged, c.res);
  };
}
