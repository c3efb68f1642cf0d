import type { ReactNode } from 'react';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { useOpsRequest } from './ops-request';

/**
 * The console's page: its own document, stylesheet (/ops.css) and, where a page asks, script; nothing of
 * the shop's app or its scripts. Signed in, a bar with the sections, the operator and Sign out; the other language's link
 * keeps the page.
 */
export function OpsDocument({
  title,
  path,
  withScript = false,
  children,
}: {
  title: string;
  /** This page's console path, without the language (for the language link). */
  path: string;
  /** Whether the page uses the console's script (src/ops/entry-ops.ts). */
  withScript?: boolean;
  children: ReactNode;
}) {
  const { lang, operator, script } = useOpsRequest();
  const m = OPS_MESSAGES[lang];
  const other: Lang = lang === 'km' ? 'en' : 'km';
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${m.title}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="/ops.css" />
      </head>
      <body>
        <header className="ops-bar">
          <a className="ops-brand" href={opsPath(lang)}>
            {m.title}
          </a>
          {operator && (
            <nav aria-label={m.title}>
              <a href={opsPath(lang)}>{m.nav.today}</a>
              <a href={opsPath(lang, '/members')}>{m.nav.members}</a>
              <a href={opsPath(lang, '/orders')}>{m.nav.orders}</a>
              <a href={opsPath(lang, '/payments')}>{m.nav.payments}</a>
              <a href={opsPath(lang, '/products')}>{m.nav.products}</a>
              <a href={opsPath(lang, '/categories')}>{m.nav.catalogue}</a>
              <a href={opsPath(lang, '/reviews')}>{m.nav.reviews}</a>
              <a href={opsPath(lang, '/deals')}>{m.nav.dealsGroup}</a>
              {operator.role === 'owner' && <a href={opsPath(lang, '/help')}>{m.nav.content}</a>}
              {operator.role === 'owner' && <a href={opsPath(lang, '/points')}>{m.nav.points}</a>}
              {operator.role === 'owner' && <a href={opsPath(lang, '/operators')}>{m.nav.operators}</a>}
              {operator.role === 'owner' && <a href={opsPath(lang, '/audit')}>{m.nav.audit}</a>}
              <a href={lang === 'km' ? '/kh' : '/'}>{m.nav.shop}</a>
            </nav>
          )}
          <div className="ops-who">
            <a href={opsPath(other, path)} hrefLang={other} lang={other}>
              {m.nav.otherLanguage}
            </a>
            {operator && (
              <>
                <a href={opsPath(lang, '/account')} aria-label={`${m.account.heading}: ${operator.name}`}>
                  {m.signedInAs(operator.name, m.roles[operator.role])}
                </a>
                <form method="post" action={opsPath(lang, '/sign-out')}>
                  <button type="submit">{m.signOut}</button>
                </form>
              </>
            )}
          </div>
        </header>
        <main className="ops-main">
          <h1>{title}</h1>
          {children}
        </main>
        {withScript && <script type="module" src={script.src} nonce={script.nonce} />}
      </body>
    </html>
  );
}
