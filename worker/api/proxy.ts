import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CODE_TOKEN_INVALID } from '../../commerce/contract/codes';
import type { AppEnv } from '../app-env';
import { PHOTO_MAX_BYTES, PHOTOS_PER_REVIEW } from '../../commerce/embedded';
import {
  clearSessionCookies,
  clearTicketCookie,
  readCookie,
  setTicketCookie,
  setTimeCookie,
  setTokenCookie,
  TICKET_COOKIE,
  TIME_COOKIE,
} from '../request/cookies';
import { edgeEnvelope, isEdgeMessage } from './edge-messages';
import { requestLang } from '../request/request-lang';
import { log } from '../../lib/log';
import { callUpstream } from './upstream';

const MAX_BODY_BYTES = 64 * 1024;
/** A review's photos (multipart) are the one large body the shop takes: three of the largest photo, and the fields. */
const REVIEW_UPLOAD = /^\/api\/orders\/\d{1,12}\/reviews$/;
const REVIEW_BODY_BYTES = PHOTOS_PER_REVIEW * PHOTO_MAX_BYTES + MAX_BODY_BYTES;
const tooLarge = (c: Context<AppEnv>) => edgeEnvelope(413, 'tooLarge', requestLang(c));
const smallBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
const reviewBody = bodyLimit({ maxSize: REVIEW_BODY_BYTES, onError: tooLarge });

type Envelope = { code?: unknown; msg?: unknown; data?: unknown };

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/**
 * Adds the login hand-off fields the browser never holds: /api/login gets
 * the login `time` (the edge's clock, returned to become the `time` cookie),
 * /api/gettoken the ticket and time from their cookies.
 */
async function withLoginFields(c: Context<AppEnv>, path: string): Promise<{ request: Request; loginTime?: string }> {
  const request = c.req.raw;
  const isLogin = path === '/api/login';
  const isGetToken = path === '/api/gettoken';
  if (request.method !== 'POST' || (!isLogin && !isGetToken)) return { request };
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await request.clone().json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    return { request };
  }
  const loginTime = isLogin ? nowSeconds() : undefined;
  if (loginTime) body.time = loginTime;
  if (isGetToken) {
    body.ticket = readCookie(c, TICKET_COOKIE) ?? '';
    body.time = readCookie(c, TIME_COOKIE) ?? '';
  }
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  return { request: new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) }), loginTime };
}

/**
 * Session side effects of an answer, then the answer without secrets:
 * login keeps the ticket in a cookie, a token becomes the HttpOnly session
 * cookie, logout and 1012 clear the cookies.
 */
function settleSession(c: Context<AppEnv>, path: string, body: Envelope, loginTime: string | undefined): Envelope {
  // Only an object answer can carry session fields; a list (locations, addresses) passes through as a list.
  const isRecord = Boolean(body.data) && typeof body.data === 'object' && !Array.isArray(body.data);
  const data = isRecord ? { ...(body.data as Record<string, unknown>) } : body.data;
  if (path === '/api/auth/logout') {
    clearSessionCookies(c);
    c.header('Clear-Site-Data', '"cookies", "storage"');
  }
  if (body.code === CODE_TOKEN_INVALID) clearSessionCookies(c);
  if (body.code !== 0 || !isRecord) return { ...body, data };
  const fields = data as Record<string, unknown>;
  if (path === '/api/login' && typeof fields.ticket === 'string') {
    setTicketCookie(c, fields.ticket);
    if (loginTime) setTimeCookie(c, loginTime);
    delete fields.ticket;
  }
  if ((path === '/api/gettoken' || path === '/api/auth/login') && typeof fields.token === 'string') {
    setTokenCookie(c, fields.token);
    if (!readCookie(c, TIME_COOKIE)) setTimeCookie(c, nowSeconds());
    clearTicketCookie(c);
    delete fields.token;
  }
  return { ...body, data: fields };
}

/**
 * /api/*: the browser's door to the commerce API. The token stays in the
 * cookie; the upstream gets it (see `callUpstream`), the browser never does.
 */
export const proxy = new Hono<AppEnv>()
  .use((c, next) => (REVIEW_UPLOAD.test(c.req.path) ? reviewBody : smallBody)(c, next))
  .all('/*', async (c) => {
    const lang = requestLang(c);
    const path = new URL(c.req.url).pathname;
    const { request, loginTime } = await withLoginFields(c, path);
    // HEAD is answered as GET is, without the body (Hono drops it): the upstream is asked a GET, whose
    // envelope is read as always (a HEAD's empty answer is no JSON).
    const asked = request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request;
    const response = await callUpstream(c, asked, lang);
    // Only the contract's JSON envelopes reach the browser: never an upstream's error page on the shop's
    // origin, nor the text of an upstream's internal error.
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) {
      log('error', 'upstream answered without JSON', { path, status: response.status, type });
      await response.body?.cancel();
      return edgeEnvelope(502, 'badGateway', lang);
    }
    let body: Envelope;
    try {
      body = (await response.json()) as Envelope;
    } catch {
      return edgeEnvelope(502, 'badGateway', lang);
    }
    if (response.status >= 500 && !isEdgeMessage(lang, body.msg)) {
      log('error', 'upstream failed', { path, status: response.status, code: body.code });
      return edgeEnvelope(500, 'serverError', lang);
    }
    // How long a refusal asks the browser to wait (a busy sign-in) is the one upstream header it gets.
    const retryAfter = response.headers.get('retry-after');
    if (retryAfter) c.header('Retry-After', retryAfter);
    return c.json(settleSession(c, path, body, loginTime), response.status as 200);
  });
