import type { Context } from 'hono';
import { resume } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { settledSource } from '../src/app/deferred-sources';
import { loadLayout } from '../src/app/page-layout';
import type { Settled } from '../src/app/payload';
import { ShopperPendingContext } from '../src/app/ShopperPart';
import type { Lang } from '../src/lib/lang';
import { describeError, log } from '../src/lib/log';
import { initialState, type StoreState } from '../src/store/store-state';
import type { AppEnv } from './app-env';
import { type DocumentParts, documentElement, htmlHeaders } from './render';
import type { Shopper, ShopperState } from './session-facts';
import { joinPrelude, type PreludeHtml, resumedParts, splitPrelude } from './prelude-html';

/** What resumes a prerendered page for one shopper: React's postponed state (JSON) and the page's parts. */
export type Resumable = {
  postponed: string;
  parts: Omit<DocumentParts, 'deferred'> & { settled: Record<string, Settled> };
  banners: ShopperState['banners'];
};

/** A prerendered page: its HTML cut at its nonces and at every ShopperPart, which it leaves open, and its resume. */
export type Prelude = { html: PreludeHtml; resume: Resumable };

const SHOPPER_KEYS = ['session', 'cart', 'checkin', 'marks', 'unread'] as const;

/**
 * A store whose shopper is not known: reading who is signed in, their cart, check-in, marks or unread
 * count throws (a ShopperPart is missing around the component that did), so the prelude is not kept.
 */
function storeWithoutShopper(lang: Lang, banners: ShopperState['banners']): StoreState {
  const store = { ...initialState(lang), banners };
  const unknown = {
    get(): never {
      throw new Error('the shopper was read outside a ShopperPart');
    },
  };
  return Object.defineProperties(store, Object.fromEntries(SHOPPER_KEYS.map((key) => [key, unknown])));
}

/**
 * Renders a catalogue page once for every signed-in shopper (decision 033): everything but its
 * ShopperParts, which stay open. The data is settled already, so React renders the rest in its first
 * turn; it is stopped after that. Null when the render reported an error or the output is not a
 * whole document.
 */
export async function prerenderPrelude(
  c: Context<AppEnv>,
  page: Omit<Resumable['parts'], 'Layout'>,
  banners: ShopperState['banners'],
): Promise<Prelude | null> {
  const parts = { ...page, Layout: await loadLayout(page.payload.route) };
  const nonce = crypto.randomUUID();
  const controller = new AbortController();
  let failed = false;
  const element = documentElement(
    c,
    { ...parts, deferred: settledSource(parts.settled) },
    storeWithoutShopper(parts.payload.lang, banners),
    nonce,
  );
  const rendering = prerender(<ShopperPendingContext value={true}>{element}</ShopperPendingContext>, {
    signal: controller.signal,
    progressiveChunkSize: 65_536,
    onError(error) {
      if (error === controller.signal.reason) return;
      failed = true;
      log('error', 'prerender error', { route: parts.payload.route, error: describeError(error) });
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  controller.abort();
  const { prelude, postponed } = await rendering;
  const html = splitPrelude(await new Response(prelude).text(), nonce);
  if (failed || !postponed || !html) return null;
  return { html, resume: { postponed: JSON.stringify(postponed), parts, banners } };
}

/**
 * The prerendered page for this shopper: React renders their ShopperParts (`resume`), which are put in
 * place (prelude-html.ts), so the HTML is what a whole render for them gives. Null when that fails.
 */
export async function resumePrelude(c: Context<AppEnv>, prelude: Prelude, shopper: Shopper): Promise<Response | null> {
  const { postponed, parts, banners } = prelude.resume;
  const nonce = c.get('secureHeadersNonce');
  const store: StoreState = {
    ...initialState(parts.payload.lang),
    session: shopper.session,
    ...shopper.state,
    banners,
  };
  let failed = false;
  const element = documentElement(c, { ...parts, deferred: settledSource(parts.settled) }, store, nonce);
  try {
    // The same tree as the prerender's, so that React finds its open parts.
    const tree = <ShopperPendingContext value={false}>{element}</ShopperPendingContext>;
    const stream = await resume(tree, JSON.parse(postponed), {
      nonce,
      onError(error) {
        failed = true;
        log('error', 'resume error', { route: parts.payload.route, error: describeError(error) });
      },
    });
    const resumed = resumedParts(await new Response(stream).text());
    const html = resumed && joinPrelude(prelude.html, nonce, resumed);
    if (failed || !html) return null;
    return c.body(html, 200, htmlHeaders(c));
  } catch (error) {
    log('error', 'resume failed', { route: parts.payload.route, error: describeError(error) });
    return null;
  }
}
