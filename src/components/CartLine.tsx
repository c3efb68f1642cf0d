import type { CartItem } from '../../commerce/contract/cart';
import { useI18n } from '../i18n/use-i18n';
import { formatUsd, toCents } from '../../lib/money';
import { Link } from './Link';
import { Price } from './Price';
import { QuantityStepper } from './QuantityStepper';
import { productImage } from '../../lib/product-image';

type CartLineProps = {
  line: CartItem;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (num: number) => void;
  onRemove: () => void;
};

/** One cart line: select, picture, name, price (and down payment), quantity within the limit, remove. */
export function CartLine({ line, busy, onSelect, onQuantity, onRemove }: CartLineProps) {
  const { t } = useI18n();
  const max = Math.max(line.num, Math.min(line.limit, 99));
  return (
    <li className="cart-line">
      <label className="tick">
        <input
          type="checkbox"
          checked={line.selected === 1}
          disabled={busy}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('checkout.cart.selectItem', { name: line.name })}
        />
      </label>
      <img {...productImage(line.image)} alt="" width="72" height="72" loading="lazy" />
      <div className="cart-line-body">
        <Link to={`/products/${line.goods_id}`} className="cart-line-name">
          {line.name}
        </Link>
        <Price money={line.money} />
        {line.is_earnest === 1 && (
          <p className="cart-line-note">
            {t('checkout.cart.deposit', { amount: formatUsd(toCents(line.earnest_money)) })}
          </p>
        )}
        <div className="cart-line-actions">
          <QuantityStepper name={line.name} value={line.num} max={max} disabled={busy} onChange={onQuantity} />
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('checkout.cart.removeItem', { name: line.name })}
          >
            {t('checkout.cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
