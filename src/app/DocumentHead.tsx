import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../../lib/paths';
import type { BootPayload, PagePayload } from './payload';

type DocumentHeadProps = { boot: BootPayload; nonce: string; page: PagePayload };

/** `<head>`: the current page's title, canonical and hreflang links, styles, the client entry and its message files. */
export function DocumentHead({ boot, nonce, page }: DocumentHeadProps) {
  const { lang, t } = useI18n();
  const path = page.head?.canonical ?? page.path.split('?')[0] ?? '/';
  const url = (to: 'en' | 'km') => boot.origin + localizePath(path, to);
  const khmerFont = lang === 'km' ? boot.assets.khmerFont : null;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${page.head?.title ?? t(['route', page.route])} | ${t('site.name')}`}</title>
      <meta name="description" content={page.head?.description ?? t('site.description')} />
      {page.status !== 200 && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(lang)} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="km" href={url('km')} />
      <link rel="alternate" hrefLang="x-default" href={url('en')} />
      <meta name="theme-color" content="#c8102e" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="manifest" href="/manifest.webmanifest" />
      {khmerFont && <link rel="preload" href={khmerFont} as="font" type="font/woff2" crossOrigin="anonymous" />}
      {boot.assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <script type="module" async src={boot.assets.entry} nonce={nonce} suppressHydrationWarning />
      {/* The page's message files load alongside the entry, which awaits them before hydrating (crossOrigin: as fetch() asks). */}
      {(['base', ...boot.messages.areas] as const).map((part) => (
        <link key={part} rel="preload" as="fetch" href={boot.messages.files[part]} crossOrigin="anonymous" />
      ))}
    </head>
  );
}
