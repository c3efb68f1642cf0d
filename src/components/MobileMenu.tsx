import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { Link } from './Link';
import { NavLinks } from './NavLinks';

/**
 * Below 992 px the navigation collapses behind this button: a modal drawer
 * over a dimmed backdrop, with the main items, the merchant categories and
 * help. A chosen link closes it; so do the backdrop, Escape and the close button.
 */
export function MobileMenu({ path }: { path: string }) {
  const { t } = useI18n();
  const { businessCategories } = useMenus();
  const dialog = useRef<HTMLDialogElement>(null);
  // The drawer's contents are rendered the first time it opens, not into every page's HTML.
  const [opened, setOpened] = useState(false);
  const open = () => {
    flushSync(() => setOpened(true));
    dialog.current?.showModal();
  };
  return (
    <>
      <button type="button" className="header-icon mobile-menu-button" aria-haspopup="dialog" onClick={open}>
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t('shell.nav.openMenu')}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a modal dialog closes on Escape by itself; the click is the backdrop's */}
      <dialog
        ref={dialog}
        className="drawer"
        aria-label={t('shell.nav.menu')}
        onClick={(event) => {
          // A link inside closes the drawer, and so does the dimmed backdrop: a click on the dialog
          // element itself outside its box (inside the box it is the drawer's own padding).
          const drawer = dialog.current;
          if (!drawer) return;
          const box = drawer.getBoundingClientRect();
          const outside =
            event.clientX > box.right ||
            event.clientX < box.left ||
            event.clientY > box.bottom ||
            event.clientY < box.top;
          if ((event.target === drawer && outside) || (event.target as Element).closest('a')) drawer.close();
        }}
      >
        {opened && (
          <>
            <div className="drawer-head">
              <span className="drawer-title">{t('shell.nav.menu')}</span>
              <button type="button" className="icon-button" onClick={() => dialog.current?.close()}>
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
        )}
      </dialog>
    </>
  );
}
