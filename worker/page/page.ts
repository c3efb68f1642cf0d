import type { Context } from 'hono';
import { matchRoute, type RouteMatch } from '../../src/app/match-route';
import { pageAreas, pageModule } from '../../src/app/page-module';
import type { PagePayload, RedirectPayload, Settled } from '../../src/app/payload';
import { loadMessages } from '../../src/i18n/load-messages';
import { localizePath } from '../../lib/paths';
import type { AppEnv } from '../app-env';
import { type Commerce, createCommerce } from '../data/commerce';
import { GUARDS } from './guards';
import { type GuestPageCache, guestPageCache } from '../cache/guest-page-cache';
import { type MemberPageCache, memberPageCache } from '../cache/member-page-cache';
import { LOADERS, PAGE_READS } from '../loaders';
import type { Loader } from '../loaders/loader';
import { describeError, log } from '../../lib/log';
import { loadMenus } from './menus';
import { pageUrl } from '../request/page-url';
import { renderPage } from '../render/render';
import { bannerState } from './session-facts';

/** Deferred data never rejects into a page: a failure becomes `{ ok: false }`. */
function settle(name: string, promise: Promise<unknown>): Promise<Settled> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => {
      log('error', 'deferred data failed', { name, error: describeError(error) });
      return { ok: false };
    },
  );
}

function wantsJson(c: Context<AppEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * A page request after `locale()` and `session()`: a guest's kept copy of it (guest-page-cache.ts), a
 * signed-in shopper's prerendered one (member-page-cache.ts), or the page itself (`answer`).
 */
export async function page(c: Context<AppEnv>): Promise<Response> {
  const json = wantsJson(c);
  const match = matchRoute(c.get('path'));
  const api = createCommerce(c, match ? PAGE_READS[match.route.loader] : []);
  const url = pageUrl(c.req.url);
  const kept = guestPageCache(c, { route: match?.route, url, api, json });
  const prelude = memberPageCache(c, { route: match?.route, url, api, json });
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Accept, Cookie');
  if (match) c.set('routeId', match.route.id);
  const copy = (await kept?.read()) ?? (await prelude?.read());
  if (copy) return copy;
  try {
    return await answer(c, { api, match, url, json, kept, prelude });
  } finally {
    kept?.release();
  }
}

/**
 * Match the route, apply its guard, run its loader, then stream the HTML document or, for a client
 * navigation, answer the same data as JSON (deferred values settled).
 */
async function answer(
  c: Context<AppEnv>,
  request: {
    api: Commerce;
    match: RouteMatch | null;
    url: URL;
    json: boolean;
    kept: GuestPageCache | null;
    prelude: MemberPageCache | null;
  },
): Promise<Response> {
  const { api, match, url, json, kept, prelude } = request;
  const lang = c.get('lang');
  const path = c.get('path');
  // A document shows the shopper's header state; a client navigation's data needs at most its guard's answer.
  const shopper = json ? null : await api.shopper();
  const base = { params: {}, path: path + url.search, lang, data: {}, deferred: {} };
  let payload: PagePayload = { ...base, route: 'not-found', status: 404 };
  let deferred: Record<string, Promise<Settled>> = {};

  if (match) {
    if (match.route.movedTo) {
      // The address as asked, tags and all: the moved page's analytics still see where the visit came from.
      const target = localizePath(match.route.movedTo, lang) + new URL(c.req.url).search;
      return json ? c.json({ redirect: target } satisfies RedirectPayload) : c.redirect(target, 301);
    }
    const { guard } = match.route;
    const signedIn = shopper ? shopper.session.loggedIn : guard !== 'none' && (await api.signedIn());
    const redirect = GUARDS[guard]({ signedIn, lang, target: base.path });
    if (redirect) return json ? c.json({ redirect } satisfies RedirectPayload) : c.redirect(redirect, 302);
    const loader: Loader = LOADERS[match.route.loader];
    const result = await loader({ params: match.params, query: url.searchParams, lang, api });
    if ('redirect' in result) {
      // Where the page's data says the shopper belongs now (a paid order's KHQR page → its success page).
      const target = localizePath(result.redirect, lang);
      return json ? c.json({ redirect: target } satisfies RedirectPayload) : c.redirect(target, 302);
    }
    if ('data' in result) {
      payload = {
        ...base,
        route: match.route.id,
        params: match.params,
        status: 200,
        data: result.data,
        head: result.head,
      };
      deferred = Object.fromEntries(Object.entries(result.deferred ?? {}).map(([name, p]) => [name, settle(name, p)]));
    }
  }

  if (json || !shopper) {
    // A client navigation: its data as JSON, deferred values settled.
    const names = Object.keys(deferred);
    const values = await Promise.all(Object.values(deferred));
    const settled = Object.fromEntries(names.map((name, i) => [name, values[i] as Settled]));
    return c.json({ ...payload, deferred: settled }, payload.status as 200);
  }
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const [{ default: Page }, messages, { menus, complete }] = await Promise.all([
    pageModule(payload.route)(),
    loadMessages(lang, pageAreas(payload.route)),
    loadMenus({ api, db: c.get('db'), lang }, waitUntil),
  ]);
  const response = await renderPage(c, {
    payload,
    Page,
    deferred,
    messages,
    session: shopper.session,
    shopper: { ...shopper.state, ...bannerState(c) },
    menus,
  });
  prelude?.keep(response, { payload, Page, messages, menus, deferred, complete });
  if (!kept) return response;
  const settled = Promise.all(Object.values(deferred)).then((values) => values.every((value) => value.ok));
  return kept.keep(
    response,
    settled.then((ok) => ok && complete),
  );
}
