import type { Context } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server';
import built from 'virtual:client-assets';
import { DocumentContext } from '../../src/app/document-context';
import type { ClientAssets } from '../../src/app/payload';
import { Icon } from '../../src/components/Icon';
import { createI18n } from '../../src/i18n/create-i18n';
import { loadMessages } from '../../src/i18n/load-messages';
import { localizePath } from '../../lib/paths';
import type { AppEnv } from '../app-env';

/** The build's file names (the virtual module's declaration cannot carry the type). */
const assets: ClientAssets = built;

/**
 * `/offline` and `/kh/offline`: what the service worker (public/sw.js) shows
 * for a page it cannot reach. It precaches this document and the stylesheet
 * and font it names, so it is plain HTML in the shop's styles: no script, no
 * shopper data. "Try again" is a link to the empty URL, which is the address
 * the shopper asked for (the service worker answers that navigation with this page).
 */
export async function offlinePage(c: Context<AppEnv>): Promise<Response> {
  const lang = c.get('lang');
  const { t } = createI18n(lang, await loadMessages(lang, []));
  const home = localizePath('/', lang);
  const font = lang === 'km' ? assets.khmerFont : null;
  const html = renderToStaticMarkup(
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t('shell.offlinePage.title')} | ${t('site.name')}`}</title>
        <meta name="theme-color" content="#c8102e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {font && <link rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />}
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <header className="site-header">
          <div className="header-main container">
            <a href={home} className="brand">
              <span className="brand-mark" aria-hidden="true">
                M
              </span>
              {t('site.name')}
            </a>
          </div>
        </header>
        <main id="main" className="container page">
          <section className="offline-page">
            <span className="offline-badge">
              <DocumentContext.Provider value={{ nonce: '', origin: '', icons: assets.icons }}>
                <Icon name="offline" size={36} />
              </DocumentContext.Provider>
            </span>
            <h1>{t('shell.offlinePage.title')}</h1>
            <p>{t('shell.offlinePage.text')}</p>
            <h2>{t('shell.offlinePage.whatYouCanDo')}</h2>
            <ol>
              <li>{t('shell.offlinePage.stepData')}</li>
              <li>{t('shell.offlinePage.stepFlight')}</li>
              <li>{t('shell.offlinePage.stepRetry')}</li>
            </ol>
            <div className="offline-actions">
              {/* biome-ignore lint/a11y/useValidAnchor: an empty href reloads this very address, query included */}
              <a className="button button-brand" href="">
                {t('shell.offlinePage.retry')}
              </a>
              <a className="button button-secondary" href={home}>
                {t('shell.offlinePage.home')}
              </a>
            </div>
          </section>
        </main>
      </body>
    </html>,
  );
  c.header('Cache-Control', 'no-cache');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(`<!DOCTYPE html>${html}`);
}
