import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readCookie, setBookmarkCookie, D1_BOOKMARK_COOKIE } from '../request/cookies';
import { countedD1 } from './counted-d1';

/** A D1 bookmark as the Sessions API writes it; anything else in the cookie is ignored. */
const BOOKMARK_SHAPE = /^[A-Za-z0-9-]{1,128}$/;

/**
 * Opens this request's D1 session (the Sessions API) and puts it, counted, in `c.get('db')`. Reads may go
 * to the nearest replica; the bookmark of the shopper's last request comes back in a cookie, so a read
 * after their own write (cart, order, check-in) never goes to a replica that has not seen it yet.
 * Without replication turned on, the session reads the primary and the bookmark changes nothing.
 */
export function d1Session(): MiddlewareHandler<AppEnv> {
  return async function d1Session(c, next) {
    const cookie = readCookie(c, D1_BOOKMARK_COOKIE);
    const bookmark = cookie && BOOKMARK_SHAPE.test(cookie) ? cookie : 'first-unconstrained';
    const session = c.env.DB.withSession(bookmark);
    c.set('db', countedD1(c.env.DB, session, c.get('metrics')));
    await next();
    const latest = session.getBookmark();
    if (latest && latest !== cookie && !c.res.headers.has('Clear-Site-Data')) setBookmarkCookie(c, latest);
  };
}
