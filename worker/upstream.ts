import type { Context, ExecutionContext } from 'hono';
import { API_LANG, type Lang } from '../src/lib/lang';
import type { AppEnv } from './app-env';
import { commerce } from './commerce/app';
import { CLIENT_ADDRESS_HEADER } from './commerce/client-address';
import type { Config } from './config';
import { edgeEnvelope } from './edge-messages';
import { describeError, log } from '../src/lib/log';
import type { Session } from './session';

/**
 * Headers that never travel upstream as the browser sent them: connection-level ones, the browser's
 * credentials, and the client address, which only the edge sets (`callUpstream`).
 */
const DROPPED_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'authorization',
  'content-length',
  CLIENT_ADDRESS_HEADER,
];

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

/** Puts `token` and `time` where the contract expects them, replacing whatever the client sent. */
async function withCredentials(
  request: Request,
  session: Session | null,
): Promise<{ url: URL; body: BodyInit | null }> {
  const url = new URL(request.url);
  url.searchParams.delete('token');
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (session) {
      url.searchParams.set('token', session.token);
      if (!url.searchParams.has('time')) url.searchParams.set('time', session.time);
    }
    return { url, body: null };
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      return { url, body: text };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { url, body: text };
    const body: Record<string, unknown> = { ...parsed };
    delete body.token;
    if (session) Object.assign(body, { token: session.token, time: body.time ?? session.time });
    return { url, body: JSON.stringify(body) };
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await request.text());
    form.delete('token');
    if (session) {
      form.set('token', session.token);
      if (!form.has('time')) form.set('time', session.time);
    }
    return { url, body: form.toString() };
  }
  return { url, body: await request.arrayBuffer() };
}

/**
 * The one way the worker talks to the commerce API, for the browser's /api
 * calls and for the loaders alike: the `lang` header, the session's token
 * (query or body, and `Authorization: Bearer`), no cookies or hop-by-hop
 * headers, the client's address as Cloudflare saw it, and a time limit. Failures become localized envelopes.
 */
export async function callUpstream(c: Context<AppEnv>, request: Request, lang: Lang): Promise<Response> {
  const session = c.var.session ?? null;
  const headers = new Headers(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  headers.set('lang', API_LANG[lang]);
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  // The commerce API's budgets are kept by client address: Cloudflare's CF-Connecting-IP on the
  // browser's own request (Cloudflare replaces one the browser sends), never X-Forwarded-For or the like.
  const address = c.req.header('cf-connecting-ip');
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  const { url, body } = await withCredentials(request, session);
  const prepared = new Request(url, { method: request.method, headers, body });

  const path = url.pathname;
  const ms = c.var.config.upstreamTimeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      log('error', 'upstream timeout', { path, ms });
      resolve(edgeEnvelope(504, 'timeout', lang));
    }, ms);
  });
  c.var.metrics.apiCalls += 1;
  // The embedded API reads and writes through this request's D1 session (worker/data/d1-session.ts).
  const env = c.var.db ? { ...c.env, DB: c.var.db } : c.env;
  const answer = fetchUpstream(prepared, env, c.var.config, c.executionCtx).catch((error: unknown) => {
    log('error', 'upstream unreachable', { path, error: describeError(error) });
    return edgeEnvelope(502, 'unreachable', lang);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
