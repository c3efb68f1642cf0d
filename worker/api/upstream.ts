import type { Context, ExecutionContext } from 'hono';
import { API_LANG, type Lang } from '../../lib/lang';
import type { AppEnv, Session } from '../app-env';
import { commerce } from '../../commerce/app';
import { CLIENT_ADDRESS_HEADER } from '../../commerce/embedded';
import type { Config } from '../middleware/config';
import { edgeEnvelope } from './edge-messages';
import { describeError, log } from '../../lib/log';
import { FORM_TYPE, JSON_TYPE, mediaType, MULTIPART_TYPE } from '../../lib/media-type';

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

/** The body types the edge forwards: the ones it can take a browser's `token` out of. */
const FORWARDED_TYPES = new Set([JSON_TYPE, FORM_TYPE, MULTIPART_TYPE]);

/** What `withCredentials` hands on: the upstream URL and body, and the body's new type (a rebuilt multipart form). */
type Prepared = { url: URL; body: BodyInit | null; contentType?: string };

/**
 * The request's URL and body for the commerce API, with no `token` the browser put anywhere: the query
 * loses it always, and only JSON, form and multipart bodies (or none) are forwarded, so no other type can
 * smuggle one past the edge (null: refused). The embedded API reads the token only from `Authorization`,
 * which the edge sets: it gets the body as it came. A remote backend (API_ORIGIN) gets `token` and `time`
 * where the programme's contract expects them (query for GET, body for POST), the browser's replaced.
 */
async function withCredentials(request: Request, session: Session | null, remote: boolean): Promise<Prepared | null> {
  const url = new URL(request.url);
  url.searchParams.delete('token');
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (session && remote) {
      url.searchParams.set('token', session.token);
      if (!url.searchParams.has('time')) url.searchParams.set('time', session.time);
    }
    return { url, body: null };
  }
  const type = mediaType(request.headers.get('content-type'));
  if (!remote || !FORWARDED_TYPES.has(type)) {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength === 0) return { url, body: null };
    return FORWARDED_TYPES.has(type) ? { url, body: bytes } : null;
  }
  if (type === JSON_TYPE) {
    const text = await request.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { url, body: text };
    const body: Record<string, unknown> = { ...parsed };
    delete body.token;
    if (session) Object.assign(body, { token: session.token, time: body.time ?? session.time });
    return { url, body: JSON.stringify(body) };
  }
  if (type === FORM_TYPE) {
    const form = new URLSearchParams(await request.text());
    form.delete('token');
    if (session) {
      form.set('token', session.token);
      if (!form.has('time')) form.set('time', session.time);
    }
    return { url, body: form.toString() };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  form.delete('token');
  if (session) {
    form.set('token', session.token);
    if (!form.has('time')) form.set('time', session.time);
  }
  // The rebuilt multipart body has a new boundary: the upstream request takes the type it comes with.
  const rebuilt = new Request(url, { method: 'POST', body: form });
  return { url, body: await rebuilt.arrayBuffer(), contentType: rebuilt.headers.get('content-type') ?? undefined };
}

/**
 * The one way the worker talks to the commerce API, for the browser's /api
 * calls and for the loaders alike: the `lang` header, the session's token in
 * `Authorization: Bearer` (and, for a remote backend, in the query or body),
 * no browser-sent token, cookies or hop-by-hop headers, the client's address
 * as Cloudflare saw it, and a time limit. Failures become localized envelopes.
 */
export async function callUpstream(c: Context<AppEnv>, request: Request, lang: Lang): Promise<Response> {
  const session = c.get('session') ?? null;
  const headers = new Headers(request.headers);
  for (const name of DROPPED_HEADERS) headers.delete(name);
  headers.set('lang', API_LANG[lang]);
  if (session) headers.set('authorization', `Bearer ${session.token}`);
  // The commerce API's budgets are kept by client address: Cloudflare's CF-Connecting-IP on the
  // browser's own request (Cloudflare replaces one the browser sends), never X-Forwarded-For or the like.
  const address = c.req.header('cf-connecting-ip');
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  const credentials = await withCredentials(request, session, Boolean(c.get('config').apiOrigin));
  if (!credentials) return edgeEnvelope(400, 'badRequest', lang);
  const { url, body, contentType } = credentials;
  if (contentType) headers.set('content-type', contentType);
  const prepared = new Request(url, { method: request.method, headers, body });

  const path = url.pathname;
  const ms = c.get('config').upstreamTimeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      log('error', 'upstream timeout', { path, ms });
      resolve(edgeEnvelope(504, 'timeout', lang));
    }, ms);
  });
  c.get('metrics').apiCalls += 1;
  // The embedded API reads and writes through this request's D1 session (worker/data/d1-session.ts).
  const env = c.get('db') ? { ...c.env, DB: c.get('db') } : c.env;
  const answer = fetchUpstream(prepared, env, c.get('config'), c.executionCtx).catch((error: unknown) => {
    log('error', 'upstream unreachable', { path, error: describeError(error) });
    return edgeEnvelope(502, 'unreachable', lang);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
