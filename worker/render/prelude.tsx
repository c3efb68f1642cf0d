import type { Context } from 'hono';
import { resume } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { settledSource } from '../../src/app/deferred-sources';
import { loadLayout } from '../../src/app/page-layout';
import { ShopperPendingContext } from '../../src/app/ShopperPart';
import type { Lang } from '../../lib/lang';
import { describeError, log } from '../../lib/log';
import { serializeJson } from '../../lib/serialize-json';
import { initialState, type StoreState } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import { joinPrelude, resumedParts, splitPrelude } from './prelude-html';
import type { Prelude, Resumable } from './page-parts';
import { htmlHeaders } from './html-headers';
import { documentElement } from './render';
import type { Shopper, ShopperState } from '../page/session-facts';

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
 * ShopperParts, which stay open, with placeholders for the nonce and the boot data's store. The data
 * is settled already, so React renders the rest in its first turn; it is stopped after that. Null when
 * React reported an error or the output is not a whole document of the expected shape.
 */
export async function prerenderPrelude(
  c: Context<AppEnv>,
  page: Omit<Resumable['parts'], 'Layout'>,
  banners: ShopperState['banners'],
): Promise<Prelude | null> {
  const parts = { ...page, Layout: await loadLayout(page.payload.route) };
  const [nonce, storeSlot] = [crypto.randomUUID(), crypto.randomUUID()];
  const controller = new AbortController();
  let failed = false;
  const store = storeWithoutShopper(parts.payload.lang, banners);
  const element = documentElement(c, { ...parts, deferred: settledSource(parts.settled) }, store, nonce, storeSlot);
  // A promise of this prerender's own, never settled: what React hangs on it goes with the prerender.
  const unknownShopper = new Promise<never>(() => undefined);
  const rendering = prerender(<ShopperPendingContext value={unknownShopper}>{element}</ShopperPendingContext>, {
    signal: controller.signal,
    // Every part in place: React would move a large one out (with a script the prelude cannot keep) once
    // the page before it is over this size, and nothing here streams.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      if (error === controller.signal.reason) return;
      failed = true;
      log('error', 'prerender error', { route: parts.payload.route, error: describeError(error) });
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  controller.abort();
  const { prelude, postponed } = await rendering;
  const text = await new Response(prelude).text();
  const html = splitPrelude(text, { nonce, store: storeSlot });
  if (failed || !postponed) return null;
  if (!html) {
    log('error', 'prelude refused', { route: parts.payload.route });
    return null;
  }
  const resume = { postponed: JSON.stringify(postponed), parts, banners };
  return { html, resume, chars: text.length + resume.postponed.length };
}

/**
 * The prerendered page for this shopper: React renders their ShopperParts (`resume`), which are put in
 * place with their store and this response's nonce (prelude-html.ts), so the HTML is what a whole
 * render for them gives. Null when that fails (logged: then every such page renders whole).
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
  const deferred = settledSource(parts.settled);
  // Not on the way to any part, the boot data is not rendered again: its store goes in its slot.
  const element = documentElement(c, { ...parts, deferred }, store, nonce);
  try {
    // The same tree as the prerender's, so that React finds its open parts.
    const tree = <ShopperPendingContext value={null}>{element}</ShopperPendingContext>;
    const stream = await resume(tree, JSON.parse(postponed), {
      nonce,
      onError(error) {
        failed = true;
        log('error', 'resume error', { route: parts.payload.route, error: describeError(error) });
      },
    });
    const resumed = resumedParts(await new Response(stream).text());
    const html = resumed && joinPrelude(prelude.html, { nonce, store: serializeJson(store), parts: resumed });
    if (html && !failed) return c.body(html, 200, htmlHeaders(c));
    log('error', 'prelude not resumed', { route: parts.payload.route });
  } catch (error) {
    log('error', 'resume failed', { route: parts.payload.route, error: describeError(error) });
  }
  return null;
}
