import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The headers of an HTML document (locally marked identity: `wrangler dev` would gzip and buffer the stream).
 * A module of its own, so the page caches that answer kept HTML do not load the renderer.
 */
export function htmlHeaders(c: Context<AppEnv>): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8' };
  if (LOCAL_HOSTS.has(new URL(c.req.url).hostname)) headers['Content-Encoding'] = 'identity';
  return headers;
}
