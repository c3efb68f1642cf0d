import type { ReactNode } from 'react';
import type { Order } from '../../commerce/contract/orders';
import { useI18n } from '../i18n/use-i18n';
import { formatUsd, toCents } from '../../lib/money';
import { Price } from './Price';
import { productImage } from '../../lib/product-image';

type OrderLinesProps = {
  merchants: Order['merchants'];
  deposit: boolean;
  after?: (merchantId: number, name: string) => ReactNode;
};

/** An order's (or a quote's) lines by merchant; `after` adds something under a merchant's lines (its coupon). */
export function OrderLines({ merchants, deposit, after }: OrderLinesProps) {
  const { t } = useI18n();
  return (
    <>
      {merchants.map((merchant) => (
        <div key={merchant.merchant_id} className="order-merchant">
          <h3>{merchant.name}</h3>
          <ul className="order-lines">
            {merchant.items.map((item) => (
              <li key={item.product_id} className="order-line">
                <img {...productImage(item.image)} alt="" width="56" height="56" loading="lazy" />
                <span className="order-line-name">{item.name}</span>
                <span className="order-line-num">× {item.num}</span>
                <Price money={item.money} />
                {deposit && item.is_earnest === 1 && (
                  <small className="order-line-note">
                    {t('checkout.cart.deposit', { amount: formatUsd(toCents(item.earnest_money)) })}
                  </small>
                )}
              </li>
            ))}
          </ul>
          {after?.(merchant.merchant_id, merchant.name)}
        </div>
      ))}
    </>
  );
}
