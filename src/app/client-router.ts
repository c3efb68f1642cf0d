import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { locatePath } from '../../lib/paths';
import type { Lang } from '../../lib/lang';
import type { Store } from '../store/store-state';
import { showToast } from '../store/actions';
import { ensureAreas, type I18n } from '../i18n/create-i18n';
import type { LayoutProps } from '../layouts/layout-props';
import { loadLayout } from './page-layout';
import type { PageProps } from './page-props';
import type { PagePayload, RedirectPayload } from './payload';
import { pageAreas, pageModule } from './page-module';
import { reloadAfterChunkError } from './reload-guard';
import { settledSource } from './deferred-sources';
import type { DeferredSource } from './Await';

/** What the app renders: a page payload, its component and layout, and its deferred data. */
export type View = {
  page: PagePayload;
  Page: ComponentType<PageProps>;
  Layout: ComponentType<LayoutProps>;
  deferred: DeferredSource;
};

type RouterOptions = { lang: Lang; store: Store; i18n: I18n; setView: (view: View) => void };

const MAX_REDIRECTS = 5;

/**
 * In-app navigation: fetches the next page's loader data as JSON, imports its
 * chunk, renders it, and keeps history and scroll positions. Links to the
 * other language, to /api or to other origins load normally.
 */
export function createClientRouter({ lang, store, i18n, setView }: RouterOptions) {
  let current = 0;

  function saveScroll() {
    history.replaceState({ ...(history.state ?? {}), scroll: window.scrollY }, '');
  }

  async function go(href: string, mode: 'push' | 'replace' | 'pop', scrollY: number, redirects = 0): Promise<void> {
    const url = new URL(href, location.href);
    const located = locatePath(url.pathname);
    if (url.origin !== location.origin || located.kind !== 'page' || located.lang !== lang) {
      location.assign(url.href);
      return;
    }
    const id = ++current;
    store.navigating = true;
    try {
      let payload: PagePayload | RedirectPayload;
      try {
        // The whole URL, whose origin was checked above: a path like `//host` alone would name another site.
        const response = await fetch(url.href, { headers: { accept: 'application/json' } });
        payload = (await response.json()) as PagePayload | RedirectPayload;
      } catch {
        if (id === current)
          showToast(store, { kind: 'error', text: i18n.t('status.offline'), position: 'center' }, 3000);
        return;
      }
      if (id !== current) return;
      if ('redirect' in payload) {
        if (redirects < MAX_REDIRECTS) await go(payload.redirect, mode === 'pop' ? 'replace' : mode, 0, redirects + 1);
        return;
      }
      let Page: ComponentType<PageProps>;
      let Layout: ComponentType<LayoutProps>;
      try {
        // The page's message areas load before it renders: no empty strings in the meantime.
        const [module, layout] = await Promise.all([
          pageModule(payload.route)(),
          loadLayout(payload.route),
          ensureAreas(i18n, pageAreas(payload.route)),
        ]);
        Page = module.default;
        Layout = layout;
      } catch {
        if (!reloadAfterChunkError(url.href)) {
          showToast(store, { kind: 'error', text: i18n.t('status.navigationFailed'), position: 'center' }, 3000);
        }
        return;
      }
      if (id !== current) return;
      if (mode === 'push') history.pushState({ scroll: 0 }, '', url.href);
      if (mode === 'replace') history.replaceState({ scroll: 0 }, '', url.href);
      flushSync(() => setView({ page: payload, Page, Layout, deferred: settledSource(payload.deferred) }));
      const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, scrollY);
      document.getElementById('main')?.focus({ preventScroll: true });
    } finally {
      if (id === current) store.navigating = false;
    }
  }

  function onClick(event: MouseEvent) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || 'reload' in anchor.dataset)
      return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    saveScroll();
    void go(url.href, 'push', 0);
  }

  function onPopState(event: PopStateEvent) {
    const state = event.state as { scroll?: number } | null;
    void go(location.href, 'pop', state?.scroll ?? 0);
  }

  /** Goes to an address in the app (with its language prefix), as a link click would. */
  const visit = async (href: string, options?: { replace?: boolean }) => {
    saveScroll();
    await go(href, options?.replace ? 'replace' : 'push', 0);
  };

  // Remember where the shopper scrolled to, so Back and Forward can restore it.
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  function onScroll() {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(saveScroll, 100);
  }

  /** Starts listening; returns the function that stops it. */
  function start(): () => void {
    history.scrollRestoration = 'manual';
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(scrollTimer);
    };
  }

  return { visit, start };
}
