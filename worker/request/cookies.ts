import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { cookieName, secureCookies } from '../../lib/cookie-name';

// The names below are the cookies' base names: on HTTPS each is sent and read as `__Host-<name>` (Secure,
// Path=/, no Domain), on http://localhost as `<name>` (`cookieName`). Every read, write and clear goes through
// this module, so the two names never mix; a plain-named cookie on HTTPS is not the shop's and is ignored.

/** The session token: HttpOnly, so the browser's scripts never see it. */
export const JWT_COOKIE = 'jwt';
/** The login `time` the programme's calls carry. */
export const TIME_COOKIE = 'time';
/** The single-use ticket between /api/login and /api/gettoken. */
export const TICKET_COOKIE = 'login_ticket';
/**
 * A social sign-in in progress (state, PKCE verifier, nonce, target), 10 minutes. Path=/ as `__Host-`
 * requires; it is cleared as soon as the return page reads it.
 */
export const SOCIAL_FLOW_COOKIE = 'social_flow';
const SOCIAL_FLOW_SECONDS = 600;

/** The D1 session bookmark of the shopper's last request (worker/data/d1-session.ts): not a secret, but no script needs it. */
export const D1_BOOKMARK_COOKIE = 'd1_bookmark';
/** Replicas catch up within seconds: after a day a bookmark constrains nothing. */
const BOOKMARK_SECONDS = 24 * 3600;

const SESSION_DAYS = 30;
const TICKET_SECONDS = 120;

/** This request's name for a cookie (`__Host-` on HTTPS). */
const nameFor = (c: Context, name: string) => cookieName(name, c.req.url);

/** HttpOnly, SameSite=Lax, Path=/, no Domain; Secure everywhere except plain http on localhost, where browsers would drop it. */
function baseOptions(c: Context): CookieOptions {
  return { httpOnly: true, secure: secureCookies(c.req.url), sameSite: 'Lax', path: '/' };
}

/**
 * The value of the shop's cookie `name` (its base name) on this request, or undefined. The header is
 * parsed once per request (`c.get('cookies')`): half a dozen middleware read a cookie of each request.
 */
export function readCookie(c: Context, name: string): string | undefined {
  let cookies: Record<string, string> | undefined = c.get('cookies');
  if (!cookies) {
    cookies = getCookie(c);
    c.set('cookies', cookies);
  }
  return cookies[nameFor(c, name)] || undefined;
}

function writeCookie(c: Context, name: string, value: string, maxAge: number): void {
  setCookie(c, nameFor(c, name), value, { ...baseOptions(c), maxAge });
}

function clearCookie(c: Context, name: string): void {
  deleteCookie(c, nameFor(c, name), baseOptions(c));
}

export function setTokenCookie(c: Context, token: string): void {
  writeCookie(c, JWT_COOKIE, token, SESSION_DAYS * 24 * 3600);
}

export function setTimeCookie(c: Context, time: string): void {
  writeCookie(c, TIME_COOKIE, time, SESSION_DAYS * 24 * 3600);
}

export function setTicketCookie(c: Context, value: string): void {
  writeCookie(c, TICKET_COOKIE, value, TICKET_SECONDS);
}

export function clearTicketCookie(c: Context): void {
  clearCookie(c, TICKET_COOKIE);
}

export function setSocialFlowCookie(c: Context, value: string): void {
  writeCookie(c, SOCIAL_FLOW_COOKIE, value, SOCIAL_FLOW_SECONDS);
}

export function clearSocialFlowCookie(c: Context): void {
  clearCookie(c, SOCIAL_FLOW_COOKIE);
}

export function setBookmarkCookie(c: Context, bookmark: string): void {
  writeCookie(c, D1_BOOKMARK_COOKIE, bookmark, BOOKMARK_SECONDS);
}

export function clearSessionCookies(c: Context): void {
  for (const name of [JWT_COOKIE, TIME_COOKIE, TICKET_COOKIE]) clearCookie(c, name);
}

/**
 * The operator's session (/ops, decision 020): a cookie of its own, sent only to the console's paths, so a
 * shopper's pages never carry it and a shopper's cookie never opens the console. Path-scoped, so not
 * `__Host-` (which requires Path=/): `__Secure-` on HTTPS, plain on http://localhost.
 */
const OPS_COOKIE = 'ops_session';
const OPS_PATHS = ['/ops', '/kh/ops'] as const;
export const OPS_SESSION_SECONDS = 12 * 3600;

const opsCookieName = (c: Context) => (secureCookies(c.req.url) ? `__Secure-${OPS_COOKIE}` : OPS_COOKIE);

/** A session token's shape: 64 hex digits (randomSecret). */
const OPS_TOKEN = /^[0-9a-f]{64}$/;

/** The console's session token, when the cookie holds one of a token's shape (anything else is not looked up). */
export function readOpsCookie(c: Context): string | undefined {
  const token = getCookie(c, opsCookieName(c));
  return token && OPS_TOKEN.test(token) ? token : undefined;
}

/** Sets the session on both languages' console paths. */
export function setOpsCookie(c: Context, token: string): void {
  for (const path of OPS_PATHS)
    setCookie(c, opsCookieName(c), token, {
      ...baseOptions(c),
      path,
      sameSite: 'Strict',
      maxAge: OPS_SESSION_SECONDS,
    });
}

export function clearOpsCookie(c: Context): void {
  for (const path of OPS_PATHS) deleteCookie(c, opsCookieName(c), { ...baseOptions(c), path, sameSite: 'Strict' });
}
