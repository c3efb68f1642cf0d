import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { Link } from './Link';
import { NavLinks } from './NavLinks';

/**
 * The mobile menu's contents (MobileMenu): the main items, the merchant categories and help. Its code
 * loads the first time a shopper reaches for the menu button.
 */
export function MobileMenuDrawer({ path, close }: { path: string; close: () => void }) {
  const { t } = useI18n();
  const { businessCategories } = useMenus();
  return (
    <>
      <div className="drawer-head">
        <span className="drawer-title">{t('shell.nav.menu')}</span>
        <button type="button" className="icon-button" onClick={close}>
          <Icon name="close" />
          <span className="visually-hidden">{t('shell.nav.closeMenu')}</span>
        </button>
      </div>
      <nav aria-label={t('nav.label')}>
        <NavLinks path={path} className="drawer-links" />
      </nav>
      {businessCategories.items.length > 0 && (
        <>
          <p className="drawer-heading">{t('menu.categories')}</p>
          <ul className="drawer-links">
            {businessCategories.items.map((category) => (
              <li key={category.category_id}>
                <Link to={`/merchant-lists?category=${category.category_id}`}>{category.name}</Link>
              </li>
            ))}
            <li>
              <Link to="/category">{t('menu.showMore')}</Link>
            </li>
          </ul>
        </>
      )}
      <ul className="drawer-links drawer-secondary">
        <li>
          <Link to="/helpcenter">{t('shell.topBar.help')}</Link>
        </li>
        <li>
          <Link to="/customerservices">{t('shell.topBar.customerService')}</Link>
        </li>
        <li>
          <Link to="/app">{t('shell.topBar.app')}</Link>
        </li>
      </ul>
    </>
  );
}
