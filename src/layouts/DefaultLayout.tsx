import { FloatingWidgets } from '../components/FloatingWidgets';
import { PopupBanner } from '../components/PopupBanner';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useI18n } from '../i18n/use-i18n';
import type { LayoutProps } from './layout-props';

/** Navbar, page, popup banner (not over a focused page), footer (with the app-download block). Pages that fail fall back to this layout. */
export function DefaultLayout({ page, hideCategoryBar, focused, children }: LayoutProps) {
  const { t } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <SiteHeader path={page.path} hideCategoryBar={hideCategoryBar} />
      <main id="main" className="container page" tabIndex={-1}>
        {children}
      </main>
      {!focused && <PopupBanner />}
      <SiteFooter />
      <FloatingWidgets quiet={focused} />
    </>
  );
}
