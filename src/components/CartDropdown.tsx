import { useApi } from '../api/client';
import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { formatRiel, formatUsd, lineDueCents, toCents } from '../lib/money';
import { refreshCart } from '../store/cart-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Dropdown } from './Dropdown';
import { Icon } from './Icon';
import { Link } from './Link';
import { productImage } from '../lib/product-image';

/** The cart icon's target: the cart for a signed-in shopper with items, otherwise the empty-cart page. */
export function cartTarget(loggedIn: boolean, count: number): string {
  return loggedIn && count > 0 ? '/carts' : '/carts/cart-empty';
}

/**
 * The cart icon with its count, and for signed-in shoppers a summary: each
 * line's image, name, unit price and quantity, the total in dollars with
 * the riel beside it, and Checkout only when the total is not 0.
 */
export function CartDropdown() {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const store = useStore();
  const api = useApi();
  const { session, cart } = useStoreSnapshot();
  const lines = cart.groups.flatMap((group) => group.child);
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
          // Another tab or the cart page may have changed it: show the cart as it is now.
          onOpen={() => void refreshCart(store, api).catch(() => undefined)}
        >
          <div className="dropdown-panel cart-panel">
            <p className="cart-panel-title">{t('shell.cart.title', { count: cart.count })}</p>
            {lines.length === 0 ? (
              <p className="cart-panel-empty">{t('shell.cart.empty')}</p>
            ) : (
              <ul className="mini-cart-lines">
                {lines.map((line) => (
                  <li key={line.id}>
                    <img {...productImage(line.image)} width={48} height={48} alt="" loading="lazy" />
                    <span className="mini-cart-name">{line.name}</span>
                    <span className="mini-cart-price">
                      {line.is_earnest === 1 && <span className="mini-cart-note">{t('shell.cart.downPayment')} </span>}
                      {formatUsd(line.is_earnest === 1 ? toCents(line.earnest_money) : toCents(line.money))}
                      <span className="mini-cart-num"> × {line.num}</span>
                      <span className="visually-hidden"> = {formatUsd(lineDueCents(line))}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <p className="cart-total">
              <span>{t('shell.cart.total')}</span>
              <strong data-testid="cart-total">{formatUsd(cart.totalCents)}</strong>
              <span className="riel">{formatRiel(cart.totalCents, khrPerUsd)}</span>
            </p>
            <div className="cart-actions">
              <Link to="/carts" className="button button-secondary">
                {t('shell.cart.view')}
              </Link>
              {cart.totalCents !== 0 && (
                <Link to="/checkouts/confirm_order/checkout" className="button button-brand">
                  {t('shell.cart.checkout')}
                </Link>
              )}
            </div>
          </div>
        </Dropdown>
      )}
    </div>
  );
}
