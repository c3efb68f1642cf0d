import type { Context, MiddlewareHandler } from 'hono';
import type { RouteDef } from '../../src/routes';
import type { AppEnv } from '../app-env';
import type { Commerce } from '../data/commerce';
import type { MemoryCache } from './memory-cache';
import { type CachedPage, keepCopy } from './guest-pages';
import { htmlHeaders } from '../render/html-headers';
import { bannerState } from '../page/session-facts';
import { within } from '../../lib/within';

/**
 * How long a guest waits for the same page's render in flight before rendering it too: a render's whole
 * page normally comes well within it, and a slow one (a slow upstream) does not hold others up longer.
 */
const WAIT_FOR_RENDER_MS = 1000;
/**
 * A render still unsettled after this long no longer makes guests wait: its shopper may have hung up, and
 * the runtime then stops the render where it was, so it never settles.
 */
const RENDER_CLAIM_MS = 2000;

/**
 * What makes a catalogue page the same for everyone who asks: its URL (`pageUrl`: without click-tracing
 * tags), the top banner's cookie and the catalogue's epoch; null when the epoch cannot be read.
 */
export function pageKey(c: Context<AppEnv>, url: URL, api: Commerce): Promise<string | null> {
  return api
    .epoch()
    .then((epoch) => (epoch === null ? null : `${url.href} ${bannerState(c).banners.topHidden} ${epoch}`));
}

/**
 * The rendered HTML of guests' catalogue pages, kept by this isolate for GUEST_PAGE_MS (decision 026):
 * on a sale day most visitors are guests on the same few pages, and answering a copy costs about what
 * the worker's middleware does, a fraction of a render. Only for a route marked `guestCache`, a guest
 * (no session cookie), a GET of the document (not a client navigation's JSON), and while the isolate's
 * memory is on. The key is the page's URL (`pageUrl`: without click-tracing tags), the top banner's
 * cookie and the catalogue's epoch, so a deal's start or end or a console edit is seen at once; what a
 * guest sees of stock is at most GUEST_PAGE_MS old (the cart and the checkout read it live). When the
 * page is not kept, the first guest renders it and the guests who ask for it meanwhile get that render's
 * copy (a sale's crowd at the moment a copy expires costs one render, not one per guest; decision 027).
 */
export function guestPageCache(
  c: Context<AppEnv>,
  { route, url, api, json }: { route: RouteDef | undefined; url: URL; api: Commerce; json: boolean },
) {
  const memory = c.get('memory');
  const ms = c.get('config').guestPageMs;
  if (!memory || ms <= 0 || !route?.guestCache || json || c.get('session') || c.req.method !== 'GET') return null;
  const { pages } = memory;
  const generation = pages.generation;
  const readAt = Date.now();
  const key = pageKey(c, url, api);
  /** Settles this request's render for the guests waiting on it, once (with its copy, or null). */
  let settle: ((copy: CachedPage | null) => void) | undefined;
  const answer = (copy: CachedPage) =>
    c.body(copy.html.replaceAll(copy.nonce, c.get('secureHeadersNonce')), 200, htmlHeaders(c));

  return {
    /**
     * The kept copy of this page with this response's nonce, or, when the page is being rendered for another
     * guest, that render's copy; null when this request is to render it (then `keep` or `release` follows).
     */
    async read(): Promise<Response | null> {
      const name = await key;
      if (name === null) return null;
      const found = pages.copies.get(name);
      if (found && !('resume' in found) && readAt - found.readAt < ms) return answer(found);
      const rendering = pages.rendering.get(name);
      if (rendering && readAt - rendering.since < RENDER_CLAIM_MS) {
        const copy = await within(rendering.copy, WAIT_FOR_RENDER_MS, null);
        return copy && answer(copy);
      }
      const claim = {
        since: readAt,
        copy: new Promise<CachedPage | null>((resolve) => {
          settle = (copy) => {
            settle = undefined;
            if (pages.rendering.get(name) === claim) pages.rendering.delete(name);
            resolve(copy);
          };
        }),
      };
      pages.rendering.set(name, claim);
      return null;
    },
    /** Lets the waiting guests render the page themselves: this request answered without `keep`. */
    release(): void {
      settle?.(null);
    },
    /**
     * Streams `response` to the shopper and keeps a copy once it is complete: only a 200 that lacks nothing
     * (`complete`: every deferred section and menu arrived; no data call failed and React reported no error,
     * `c.get('degraded')`), and only when no operator's write dropped the copies while it rendered.
     */
    keep(response: Response, complete: Promise<boolean>): Response {
      if (response.status !== 200 || !response.body) return response;
      const [shopper, copy] = response.body.tee();
      const nonce = c.get('secureHeadersNonce');
      const handed = settle;
      settle = undefined;
      const store = Promise.all([key, new Response(copy).text(), complete]).then(([name, html, whole]) => {
        if (name === null || !whole || c.get('degraded') || pages.generation !== generation) return null;
        const page = { html, nonce, readAt };
        keepCopy(pages, name, page);
        return page;
      });
      c.executionCtx.waitUntil(store.then(handed, () => handed?.(null)));
      return new Response(shopper, response);
    },
  };
}

export type GuestPageCache = NonNullable<ReturnType<typeof guestPageCache>>;

/** Drops every copy this isolate kept (an operator's write went through). */
function forgetGuestPages(memory: MemoryCache | null): void {
  if (!memory) return;
  memory.pages.copies.clear();
  // The renders under way will keep nothing: the guests who come next render the page themselves.
  memory.pages.rendering.clear();
  memory.pages.generation += 1;
}

/**
 * After a write that succeeded (status below 400), drops this isolate's copies of guests' pages, so the
 * shop shows the change at once where the operator looks; another isolate's copies live GUEST_PAGE_MS at
 * most. For the operator API (`POST /api/operator/*`, checked by its secret) and the console's requests
 * of a signed-in operator.
 */
export function afterWrite<E extends { Variables: { memory: MemoryCache | null } }>(): MiddlewareHandler<E> {
  return async function afterWrite(c, next) {
    await next();
    if (c.req.method === 'POST' && c.res.status < 400) forgetGuestPages(c.get('memory'));
  };
}
