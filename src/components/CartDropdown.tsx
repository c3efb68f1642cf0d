import { useApi } from '../api/client';
import { useAction } from '../app/use-action';
import { useI18n } from '../i18n/use-i18n';
import { refreshCart } from '../store/cart-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Dropdown } from './Dropdown';
import { Icon } from './Icon';
import { Link } from './Link';
import { useLazyPart } from './use-lazy-part';

/** The cart icon's target: the cart for a signed-in shopper with items, otherwise the empty-cart page. */
export function cartTarget(loggedIn: boolean, count: number): string {
  return loggedIn && count > 0 ? '/carts' : '/carts/cart-empty';
}

/** The cart icon with its count, and for signed-in shoppers a summary of the cart (CartPanel). */
export function CartDropdown() {
  const { t } = useI18n();
  const store = useStore();
  const api = useApi();
  const { session, cart } = useStoreSnapshot();
  const {
    Part: CartPanel,
    failed,
    load: loadPanel,
    preload,
  } = useLazyPart(() => import('./CartPanel').then((module) => module.CartPanel));
  const { run } = useAction({ report: 'toast' });
  return (
    <div className="cart-widget">
      <Link
        to={cartTarget(session.loggedIn, cart.count)}
        className="header-icon"
        aria-label={t('shell.cart.items', { count: cart.count })}
      >
        <Icon name="cart" size={24} />
        {cart.count > 0 && (
          <span className="cart-count" aria-hidden="true">
            {cart.count > 99 ? '99+' : cart.count}
          </span>
        )}
      </Link>
      {session.loggedIn && (
        <Dropdown
          className="cart-dropdown"
          summaryLabel={t('shell.cart.open')}
          summary={<Icon name="down" size={16} />}
          onIntent={preload}
          onOpen={() => {
            void run(loadPanel);
            // Another tab or the cart page may have changed it: show the cart as it is now.
            void refreshCart(store, api).catch(() => undefined);
          }}
        >
          {CartPanel ? (
            <CartPanel />
          ) : failed ? (
            // The summary's code could not be fetched (the toast says so): the cart page still shows it all.
            <p className="dropdown-panel cart-panel">
              {t('shell.cart.unavailable')} <Link to="/carts">{t('shell.cart.view')}</Link>
            </p>
          ) : (
            <p className="dropdown-panel cart-panel">{t('shell.cart.loading')}</p>
          )}
        </Dropdown>
      )}
    </div>
  );
}
