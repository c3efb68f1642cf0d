import { useI18n } from '../i18n/use-i18n';
import { AccountMenu } from './AccountMenu';
import { CategoryMenu } from './CategoryMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Link } from './Link';

const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/products', key: 'nav.products' },
  { to: '/bestoffer', key: 'nav.brands' },
  { to: '/merchant-lists', key: 'nav.merchants' },
  { to: '/discount', key: 'nav.discount' },
  { to: '/category', key: 'nav.categories' },
] as const;

/** The header: brand, account and help links, language, and the main navigation. */
export function SiteHeader({ path, hideCategoryBar }: { path: string; hideCategoryBar: boolean }) {
  const { t } = useI18n();
  const current = path.split('?')[0];
  return (
    <header className="site-header">
      <div className="header-bar container">
        <Link to="/" className="brand">
          {t('site.name')}
        </Link>
        <nav className="header-links" aria-label={t('account.label')}>
          <Link to="/helpcenter" className="header-link header-link-wide">
            {t('nav.help')}
          </Link>
          <AccountMenu />
          <LanguageSwitch path={path} />
        </nav>
      </div>
      <nav className="main-nav" aria-label={t('nav.label')}>
        <div className="container main-nav-row">
          {!hideCategoryBar && <CategoryMenu />}
          <ul className="main-nav-links">
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={current === item.to ? 'page' : undefined}>
                {t(item.key)}
              </Link>
            </li>
          ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
