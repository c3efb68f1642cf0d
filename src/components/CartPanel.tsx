import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { formatRiel, formatUsd, lineDueCents, toCents } from '../../lib/money';
import { productImage } from '../../lib/product-image';
import { useStoreSnapshot } from '../store/use-store';
import { Link } from './Link';

/**
 * The cart summary's contents (CartDropdown): each line's image, name, unit price and quantity, the
 * total in dollars with the riel beside it, and Checkout only when the total is not 0. Its code loads
 * the first time a shopper points at or opens the summary.
 */
export function CartPanel() {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const { cart } = useStoreSnapshot();
  const lines = cart.groups.flatMap((group) => group.child);
  return (
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
  );
}
