import { Link } from '../components/Link';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useI18n } from '../i18n/use-i18n';
import type { LayoutProps } from './layout-props';

const SIDEBAR = [
  { to: '/accounts', key: 'nav.account' },
  { to: '/accounts/orders', key: 'account.orders' },
  { to: '/accounts/points', key: 'account.points' },
  { to: '/accounts/address/address-list', key: 'account.addresses' },
  { to: '/accounts/message-lists', key: 'account.messages' },
  { to: '/accounts/profile', key: 'account.profile' },
] as const;

/** The account area: navbar, profile side bar, page, footer. */
export function ProfileLayout({ page, hideCategoryBar, children }: LayoutProps) {
  const { t } = useI18n();
  const current = page.path.split('?')[0];
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
                <Link to={item.to} aria-current={current === item.to ? 'page' : undefined}>
                  {t(item.key)}
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
    </>
  );
}
