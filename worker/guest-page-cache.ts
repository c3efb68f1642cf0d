import type { Context, MiddlewareHandler } from 'hono';
import type { RouteDef } from '../src/routes';
import type { AppEnv } from './app-env';
import type { Commerce } from './data/commerce';
import { htmlHeaders } from './render';
import { bannerState } from './session-facts';

/** A guest's page as this isolate rendered it: its HTML, the nonce that HTML carries, and when. */
export type CachedPage = { html: string; nonce: string; storedAt: number };

/** How many pages an isolate keeps (about 60 KB each); the oldest is dropped first. */
const MAX_PAGES = 60;

/**
 * The rendered HTML of guests' catalogue pages, kept by this isolate for GUEST_PAGE_MS (decision 026):
 * on a sale day most visitors are guests on the same few pages, and rendering one costs a few ms of
 * CPU where answering a copy costs a tenth of that. Only for a route marked `guestCache`, a guest
 * (no session cookie), a GET of the document (a client navigation's JSON is rendered as before), and
 * while the isolate's memory is on. The key is the URL, the top banner's cookie and the price epoch,
 * so a deal's start or end is seen at once; stock and deal stock shown to a guest are at most
 * GUEST_PAGE_MS old (the cart and the checkout read them live).
 */
export function guestPageCache(c: Context<AppEnv>, route: RouteDef | undefined, api: Commerce) {
  const memory = c.get('memory');
  const ms = c.get('config').guestPageMs;
  if (!memory || ms <= 0 || !route?.guestCache || c.get('session') || c.req.method !== 'GET') return null;
  const pages = memory.pages;
  const key = api
    .epoch()
    .then((epoch) => (epoch === null ? null : `${c.req.url} ${bannerState(c).banners.topHidden} ${epoch}`));

  return {
    /** The kept copy of this page with this response's nonce, or null when there is none young enough. */
    async read(): Promise<Response | null> {
      const found = pages.get((await key) ?? '');
      if (!found || Date.now() - found.storedAt >= ms) return null;
      return c.body(found.html.replaceAll(found.nonce, c.get('secureHeadersNonce')), 200, htmlHeaders(c));
    },
    /**
     * Streams `response` to the shopper and keeps a copy once it is complete: only a 200 whose deferred
     * data all arrived and whose render reported no error (a degraded page is not served to others).
     */
    keep(response: Response, settled: Promise<boolean>): Response {
      if (response.status !== 200 || !response.body) return response;
      const [shopper, copy] = response.body.tee();
      const nonce = c.get('secureHeadersNonce');
      const store = Promise.all([key, new Response(copy).text(), settled]).then(([name, html, ok]) => {
        if (!name || !ok || c.get('renderFailed')) return;
        pages.delete(name);
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value as string);
        pages.set(name, { html, nonce, storedAt: Date.now() });
      });
      c.executionCtx.waitUntil(store.catch(() => {}));
      return new Response(shopper, response);
    },
  };
}

/**
 * Drops every guest page this isolate kept once an operator's write went through (the console, the operator
 * API), so the shop shows the change at once; another isolate's copies live GUEST_PAGE_MS at most.
 */
export function forgetGuestPages(): MiddlewareHandler<AppEnv> {
  return async function forgetGuestPages(c, next) {
    await next();
    if (c.req.method === 'POST') c.get('memory')?.pages.clear();
  };
}
