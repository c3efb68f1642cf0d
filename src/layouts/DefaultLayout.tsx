import { FloatingWidgets } from '../components/FloatingWidgets';
import { FocusedFooter } from '../components/FocusedFooter';
import { PopupBanner } from '../components/PopupBanner';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useI18n } from '../i18n/use-i18n';
import type { LayoutProps } from './layout-props';

/**
 * Navbar, page, popup banner and full footer (with the app-download block); a focused page has neither popup
 * nor full footer, only a line of help links. Pages that fail fall back to this layout.
 */
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
      {focused ? <FocusedFooter /> : <SiteFooter />}
      <FloatingWidgets quiet={focused} />
    </>
  );
}
