import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/** The session token: HttpOnly, so the browser's scripts never see it. */
export const JWT_COOKIE = 'jwt';
/** The login `time` the programme's calls carry. */
export const TIME_COOKIE = 'time';
/** The single-use ticket between /api/login and /api/gettoken. */
export const TICKET_COOKIE = 'login_ticket';
/** A social sign-in in progress (state, PKCE verifier, nonce, target): only the return page gets it. */
export const SOCIAL_FLOW_COOKIE = 'social_flow';
const SOCIAL_FLOW_PATH = '/user/other-login';
const SOCIAL_FLOW_SECONDS = 600;

/** The D1 session bookmark of the shopper's last request (worker/data/d1-session.ts): not a secret, but no script needs it. */
export const D1_BOOKMARK_COOKIE = 'd1_bookmark';
/** Replicas catch up within seconds: after a day a bookmark constrains nothing. */
const BOOKMARK_SECONDS = 24 * 3600;

const SESSION_DAYS = 30;
const TICKET_SECONDS = 120;

/** Secure everywhere except plain http on localhost, where browsers would drop it. */
function baseOptions(c: Context): CookieOptions {
  const url = new URL(c.req.url);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return { httpOnly: true, secure: !local, sameSite: 'Lax', path: '/' };
}

export function readCookie(c: Context, name: string): string | undefined {
  return getCookie(c, name) || undefined;
}

const sessionOptions = (c: Context): CookieOptions => ({ ...baseOptions(c), maxAge: SESSION_DAYS * 24 * 3600 });

export function setTokenCookie(c: Context, token: string): void {
  setCookie(c, JWT_COOKIE, token, sessionOptions(c));
}

export function setTimeCookie(c: Context, time: string): void {
  setCookie(c, TIME_COOKIE, time, sessionOptions(c));
}

export function setTicketCookie(c: Context, value: string): void {
  setCookie(c, TICKET_COOKIE, value, { ...baseOptions(c), maxAge: TICKET_SECONDS });
}

export function clearTicketCookie(c: Context): void {
  deleteCookie(c, TICKET_COOKIE, baseOptions(c));
}

export function setSocialFlowCookie(c: Context, value: string): void {
  setCookie(c, SOCIAL_FLOW_COOKIE, value, { ...baseOptions(c), path: SOCIAL_FLOW_PATH, maxAge: SOCIAL_FLOW_SECONDS });
}

export function clearSocialFlowCookie(c: Context): void {
  deleteCookie(c, SOCIAL_FLOW_COOKIE, { ...baseOptions(c), path: SOCIAL_FLOW_PATH });
}

export function setBookmarkCookie(c: Context, bookmark: string): void {
  setCookie(c, D1_BOOKMARK_COOKIE, bookmark, { ...baseOptions(c), maxAge: BOOKMARK_SECONDS });
}

export function clearSessionCookies(c: Context): void {
  for (const name of [JWT_COOKIE, TIME_COOKIE, TICKET_COOKIE]) deleteCookie(c, name, baseOptions(c));
}
