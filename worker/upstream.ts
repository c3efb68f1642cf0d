import type { ExecutionContext } from 'hono';
import { commerce } from './commerce/app';
import type { Config } from './config';

/**
 * Sends a request to the commerce API: the embedded app on D1 (no network
 * hop) or, when API_ORIGIN is set, the programme's own backend. The request
 * URL's path and query are kept; only the origin changes.
 */
export async function fetchUpstream(
  request: Request,
  env: CloudflareBindings,
  config: Config,
  ctx?: ExecutionContext,
): Promise<Response> {
  if (!config.apiOrigin) return commerce.fetch(request, env, ctx);
  const url = new URL(request.url);
  return fetch(new Request(new URL(url.pathname + url.search, config.apiOrigin), request));
}
