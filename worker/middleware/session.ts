import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { JWT_COOKIE, readCookie, TIME_COOKIE } from '../request/cookies';

const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,2048}$/;

/** Reads the session cookies (`__Host-jwt` and `__Host-time` on HTTPS, `jwt` and `time` on localhost) into `c.get('session')` (null for guests or a malformed cookie). */
export function session(): MiddlewareHandler<AppEnv> {
  return async function session(c, next) {
    const token = readCookie(c, JWT_COOKIE);
    const time = readCookie(c, TIME_COOKIE) ?? '';
    c.set('session', token && TOKEN_SHAPE.test(token) ? { token, time: /^\d{1,16}$/.test(time) ? time : '' } : null);
    await next();
  };
}
