import { FloatingWidgets } from '../components/FloatingWidgets';
import { Link } from '../components/Link';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useI18n } from '../i18n/use-i18n';
import type { LayoutProps } from './layout-props';

// Labels are the pages' own titles (route.<id>), so the side bar and the headings always agree.
const SIDEBAR = [
  { to: '/accounts', id: 'accounts.index' },
  { to: '/accounts/orders', id: 'accounts.orders' },
  { to: '/accounts/message-lists', id: 'accounts.message-lists' },
  { to: '/accounts/points', id: 'accounts.points' },
  { to: '/accounts/coupon', id: 'accounts.coupon' },
  { to: '/accounts/save', id: 'accounts.save' },
  { to: '/accounts/follow', id: 'accounts.follow' },
  { to: '/accounts/freebie', id: 'accounts.freebie' },
  { to: '/accounts/address/address-list', id: 'accounts.address-list' },
  { to: '/accounts/profile', id: 'accounts.profile' },
  { to: '/accounts/help-center-category', id: 'accounts.help-center-category' },
] as const;

/** The account area: navbar, profile side bar, page, footer. */
export function ProfileLayout({ page, hideCategoryBar, children }: LayoutProps) {
  const { t } = useI18n();
  const current = page.path.split('?')[0] ?? '';
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skip')}
      </a>
      <SiteHeader path={page.path} hideCategoryBar={hideCategoryBar} />
      <div className="container profile-grid">
        <nav className="profile-sidebar" aria-label={t('account.label')}>
          <ul>
            {SIDEBAR.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={
                    current === item.to || (item.to !== '/accounts' && current.startsWith(`${item.to}/`))
                      ? 'page'
                      : undefined
                  }
                >
                  {t(['route', item.id])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="page" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter />
      <FloatingWidgets />
    </>
  );
}
