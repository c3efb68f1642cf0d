import { reactRenderer } from '@hono/react-renderer';
import type { Context, MiddlewareHandler } from 'hono';
import type { ComponentType } from 'react';
import assets from 'virtual:client-assets';
import { promiseSource } from '../../src/app/deferred-sources';
import { loadLayout } from '../../src/app/page-layout';
import type { PageProps } from '../../src/app/page-props';
import type { BootPayload, Menus, PagePayload, Settled } from '../../src/app/payload';
import { Root } from '../../src/app/Root';
import { createI18n, type I18n } from '../../src/i18n/create-i18n';
import { AREAS, type MessageTable } from '../../src/i18n/message-areas';
import { localizePath } from '../../lib/paths';
import { serializeJson } from '../../lib/serialize-json';
import { ERROR_PAGE, type PageModule } from '../../src/routes';
import { initialState, type StoreState } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import type { DocumentParts } from './page-parts';
import { withFlatLookup } from './flat-messages';
import { htmlHeaders } from './html-headers';
import { siteOrigin } from '../request/site-origin';
import { describeError, log } from '../../lib/log';
import type { SessionFacts, ShopperState } from '../page/session-facts';

/** What a page's stream is cancelled with when its reader, the shopper's connection, cancels it. */
const CLIENT_GONE = Symbol('client gone');

/**
 * `body` as it is read; cancelled (the shopper left or lost the connection mid-page), it cancels `body`
 * with CLIENT_GONE, the reason React then hands to `onError` for each section it had still to send. The
 * runtime cancels without a reason, which React reports as "The render was aborted by the server".
 */
function cancelledAsClientGone(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: () => reader.cancel(CLIENT_GONE),
    },
    // As React's own stream: nothing is pulled before the response is read.
    { highWaterMark: 0 },
  );
}

/**
 * Streams React SSR through @hono/react-renderer with this response's CSP
 * nonce: the shell (head, layout) is sent as soon as it renders, Suspense
 * boundaries follow. A render error marks the request `degraded`: the page
 * is not kept for other guests (guest-page-cache.ts). A shopper who leaves
 * mid-page is no render error (CLIENT_GONE).
 */
export function documentRenderer(): MiddlewareHandler<AppEnv> {
  return function documentRenderer(c, next) {
    return reactRenderer(undefined, {
      stream: htmlHeaders(c),
      readableStreamOptions: {
        nonce: c.get('secureHeadersNonce'),
        // React moves a finished section out of place (a hidden copy at the end, a script to swap it in, shown
        // up to 300 ms later) once 12.8 KB of HTML went before it; ready sections stay in place up to 64 KB.
        progressiveChunkSize: 65_536,
        onError: (error: unknown) => {
          // The shopper left or lost the connection: React aborts each section it had still to send (not logged).
          if (error === CLIENT_GONE) return;
          c.set('degraded', true);
          log('error', 'render error', { error: describeError(error) });
        },
      },
    })(c, next);
  };
}

export type RenderInput = {
  payload: PagePayload;
  Page: ComponentType<PageProps>;
  deferred: Record<string, Promise<Settled>>;
  /** The base messages and those of the page's areas: they render the page; the browser fetches the same from their files. */
  messages: MessageTable;
  session: SessionFacts;
  /** The signed-in shopper's cart and check-in for the first paint (none for guests and error pages). */
  shopper?: Partial<ShopperState>;
  menus: Menus;
};

/**
 * Renders a page in its layout. When the shell fails, the error page is
 * rendered with status 500 in the default layout; when that fails too, a
 * plain page with a link home. No stack trace reaches the shopper.
 */
export async function renderPage(
  c: Context<AppEnv>,
  input: RenderInput,
  errorPage: () => Promise<PageModule> = ERROR_PAGE,
): Promise<Response> {
  try {
    return await renderDocument(c, input);
  } catch (error) {
    log('error', 'page render failed', { route: input.payload.route, error: describeError(error) });
  }
  try {
    const payload: PagePayload = { ...input.payload, route: 'error', status: 500, data: {}, deferred: {} };
    const { default: Page } = await errorPage();
    return await renderDocument(c, { ...input, payload, Page, deferred: {} });
  } catch (error) {
    log('error', 'error page render failed', { error: describeError(error) });
    return plainErrorPage(c, createI18n(input.payload.lang, input.messages));
  }
}

/** An i18n that logs each key the page's messages lack once: the route's `areas` miss one. */
function pageI18n(payload: PagePayload, messages: MessageTable): I18n {
  const missing = new Set<string>();
  const i18n = createI18n(payload.lang, messages, (key) => {
    if (missing.has(key)) return;
    missing.add(key);
    log('error', 'missing message', { route: payload.route, key });
  });
  return withFlatLookup(i18n, messages);
}

/**
 * The page's whole document for `store` (Root and its boot payload), with `nonce` on its scripts;
 * `storeSlot` stands for the store in the boot payload of a page prerendered for every shopper.
 */
export function documentElement(
  c: Context<AppEnv>,
  parts: DocumentParts,
  store: StoreState,
  nonce: string,
  storeSlot?: string,
) {
  const { payload, Page, Layout, deferred, messages, menus } = parts;
  const { messages: messageFiles, ...files } = assets;
  const boot: BootPayload = {
    page: payload,
    // The browser fetches the messages from their hashed files (cached for good) instead of every page's HTML carrying them.
    messages: { files: messageFiles[payload.lang], areas: AREAS.filter((area) => area in messages) },
    store,
    menus,
    origin: siteOrigin(c).origin,
    assets: files,
    config: { khrPerUsd: c.get('config').khrPerUsd, public: c.get('config').public },
  };
  return (
    <Root
      boot={boot}
      bootJson={storeSlot === undefined ? undefined : serializeJson({ ...boot, store: storeSlot })}
      nonce={nonce}
      i18n={pageI18n(payload, messages)}
      store={store}
      initial={{ page: payload, Page, Layout, deferred }}
    />
  );
}

async function renderDocument(
  c: Context<AppEnv>,
  { payload, Page, deferred, messages, session, shopper, menus }: RenderInput,
): Promise<Response> {
  // Plain state, not a valtio proxy: nothing changes it during a server render (src/store/use-store.ts).
  const store: StoreState = { ...initialState(payload.lang), session, ...shopper };
  const Layout = await loadLayout(payload.route);
  const parts = { payload, Page, Layout, deferred: promiseSource(deferred), messages, menus };
  c.status(payload.status as 200);
  const response = await c.render(documentElement(c, parts, store, c.get('secureHeadersNonce') ?? ''));
  return response.body ? new Response(cancelledAsClientGone(response.body), response) : response;
}

/** The last resort, without React: "An error occurred while showing the error page" and a link home. */
export function plainErrorPage(c: Context<AppEnv>, i18n: I18n): Response {
  const home = localizePath('/', i18n.lang);
  const html = `<!DOCTYPE html><html lang="${i18n.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${i18n.t('error.fallbackTitle')}</title></head><body><h1>${i18n.t('error.fallbackTitle')}</h1><p><a href="${home}">${i18n.t('error.home')}</a></p></body></html>`;
  return c.html(html, 500);
}
