import './styles/app.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { streamedSource } from './app/deferred-sources';
import { loadLayout } from './app/page-layout';
import { pageModule } from './app/page-module';
import type { BootPayload } from './app/payload';
import { reloadAfterChunkError } from './app/reload-guard';
import { Root } from './app/Root';
import { createI18n } from './i18n/create-i18n';
import { fetchAreas, fetchMessages } from './i18n/fetch-messages';
import { createStore } from './store/create-store';

/**
 * Resolves once the parser has reached the end of the shell (`#toasts` is its
 * last element). The async entry can run before that when it comes from the
 * cache, and hydrating a half-parsed document would not match.
 */
function shellParsed(): Promise<void> {
  const parsed = () => document.getElementById('toasts') !== null;
  if (parsed()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!parsed()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Runs `task` once the page is interactive: after `load`, when the main thread is next idle. */
function afterInteractive(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Hydrates the server-rendered document from the boot payload it carries and the page's message files. */
async function start() {
  await shellParsed();
  const bootJson = document.getElementById('__boot')?.textContent ?? '';
  const boot = JSON.parse(bootJson) as BootPayload;
  const { files, areas } = boot.messages;
  let module: Awaited<ReturnType<ReturnType<typeof pageModule>>>;
  let Layout: Awaited<ReturnType<typeof loadLayout>>;
  let messages: Awaited<ReturnType<typeof fetchMessages>>;
  try {
    [module, Layout, messages] = await Promise.all([
      pageModule(boot.page.route)(),
      loadLayout(boot.page.route),
      fetchMessages(files, areas),
    ]);
  } catch {
    reloadAfterChunkError(location.href);
    return;
  }
  const store = createStore(boot.store);
  const i18n = createI18n(boot.page.lang, messages, undefined, (more) => fetchAreas(files, more));
  const initial = { page: boot.page, Page: module.default, Layout, deferred: streamedSource(document) };

  store.online = navigator.onLine;
  window.addEventListener('online', () => (store.online = true));
  window.addEventListener('offline', () => (store.online = false));

  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a tap meanwhile hydrates its target at once, and React replays it).
  startTransition(() => {
    hydrateRoot(
      document,
      <Root boot={boot} bootJson={bootJson} nonce="" i18n={i18n} store={store} initial={initial} />,
    );
  });
  // The service worker and the operator's tags are their own chunk, fetched only then (a failed fetch just skips them).
  afterInteractive(
    () =>
      void import('./app/after-load').then(
        ({ afterLoad }) => afterLoad(boot),
        () => undefined,
      ),
  );
}

void start();
