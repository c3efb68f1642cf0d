import { useEffect, useMemo, useState } from 'react';
import { ApiContext, createApiClient } from '../api/client';
import { I18nContext } from '../i18n/use-i18n';
import type { I18n } from '../i18n/create-i18n';
import { StoreContext } from '../store/use-store';
import { GUEST_SESSION, type Store } from '../store/store-state';
import { DeferredContext } from './Await';
import { createClientRouter, type View } from './client-router';
import { type Navigate, NavigateContext } from './navigate-context';
import { localizePath, signInPath } from '../../lib/paths';
import { showToast } from '../store/actions';
import { DocumentHead } from './DocumentHead';
import { serializeJson } from '../../lib/serialize-json';
import { routeById } from './match-route';
import { ConfigContext } from './config-context';
import { MenusContext } from './menus-context';
import { DocumentContext } from './document-context';
import type { BootPayload } from './payload';
import { Toasts } from '../components/Toasts';
import { ProgressBar } from '../components/ProgressBar';

type RootProps = {
  boot: BootPayload;
  /**
   * The boot payload as the HTML carries it: in the browser, read from the page; in a prerender, with a
   * placeholder for the store (worker/render/prelude.tsx). Otherwise the server serializes `boot`.
   */
  bootJson?: string;
  nonce: string;
  i18n: I18n;
  store: Store;
  initial: View;
};

/** The whole document, rendered by the worker and hydrated in the browser. */
export function Root({ boot, bootJson, nonce, i18n, store, initial }: RootProps) {
  const [view, setView] = useState(initial);
  const client = useMemo(() => {
    if (typeof window === 'undefined') return null;
    const router = createClientRouter({ lang: i18n.lang, store, i18n, setView });
    const navigate: Navigate = (to, options) =>
      router.visit(options?.localized ? to : localizePath(to, i18n.lang), options);
    const api = createApiClient({
      lang: i18n.lang,
      offline: () => showToast(store, { kind: 'error', text: i18n.t('status.offline'), position: 'center' }, 3000),
      signedOut: (message) => {
        store.session = { ...GUEST_SESSION };
        showToast(store, { kind: 'error', text: message, position: 'center' }, 3000);
        void navigate(signInPath(location.pathname + location.search));
      },
    });
    return { router, navigate, api };
  }, [i18n, store]);
  const facts = useMemo(
    () => ({ nonce, origin: boot.origin, icons: boot.assets.icons }),
    [nonce, boot.origin, boot.assets.icons],
  );
  useEffect(() => client?.router.start(), [client]);

  const { page, Page, Layout } = view;
  const route = routeById(page.route);

  const content = (
    <html lang={i18n.lang} dir="ltr">
      <DocumentHead boot={boot} nonce={nonce} page={page} />
      <body>
        <Layout page={page} hideCategoryBar={route?.hideCategoryBar === true} focused={route?.focused === true}>
          <DeferredContext.Provider value={view.deferred}>
            {/* The data is what the route's loader gave; src/routes.ts checks that its page takes it. */}
            <Page route={page.route} data={page.data as never} params={page.params} />
          </DeferredContext.Provider>
        </Layout>
        <ProgressBar />
        <BootScript boot={boot} json={bootJson} />
        <Toasts />
      </body>
    </html>
  );

  return (
    <I18nContext.Provider value={i18n}>
      <StoreContext.Provider value={store}>
        <MenusContext.Provider value={boot.menus}>
          <ConfigContext.Provider value={boot.config}>
            <DocumentContext.Provider value={facts}>
              {client ? (
                <NavigateContext.Provider value={client.navigate}>
                  <ApiContext.Provider value={client.api}>{content}</ApiContext.Provider>
                </NavigateContext.Provider>
              ) : (
                content
              )}
            </DocumentContext.Provider>
          </ConfigContext.Provider>
        </MenusContext.Provider>
      </StoreContext.Provider>
    </I18nContext.Provider>
  );
}

/**
 * The data the browser hydrates from, outside any Suspense boundary so that it always comes before
 * `#toasts`, the document's last element, which entry-client.tsx waits for.
 */
function BootScript({ boot, json }: { boot: BootPayload; json: string | undefined }) {
  const __html = json ?? serializeJson(boot);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized by serializeJson, which escapes < so the JSON cannot close the script
  return <script id="__boot" type="application/json" dangerouslySetInnerHTML={{ __html }} />;
}
