import type { Order } from '../../commerce/contract/orders';
import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { formatRiel, formatUsd, toCents } from '../../lib/money';

type Totals = Pick<Order, 'goods' | 'shipping' | 'discount' | 'points_money' | 'total'>;

/**
 * The amounts of an order or quote, dollars with riel beside: goods, delivery, discounts, points and the total.
 * What is paid now and later is OrderDue's (checkout) or OrderPaid's (a placed order).
 */
export function OrderTotals({ totals }: { totals: Totals }) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const rows: [string, string, boolean][] = [
    ['checkout.confirm.goods', totals.goods, true],
    ['checkout.confirm.shipping', totals.shipping, true],
    ['checkout.confirm.discount', `-${totals.discount}`, totals.discount !== '0.00'],
    ['checkout.confirm.pointsUsed', `-${totals.points_money}`, totals.points_money !== '0.00'],
    ['checkout.confirm.total', totals.total, true],
  ];
  return (
    <dl className="order-totals">
      {rows
        .filter(([, , shown]) => shown)
        .map(([key, money]) => {
          const total = key.endsWith('.total');
          return (
            <div key={key} className={total ? 'order-total' : undefined}>
              <dt>{t(key)}</dt>
              <dd>
                {key === 'checkout.confirm.shipping' && money === '0.00'
                  ? t('checkout.confirm.free')
                  : money.startsWith('-')
                    ? `-${formatUsd(toCents(money.slice(1)))}`
                    : formatUsd(toCents(money))}
                {total && <span className="price-riel"> {formatRiel(toCents(money), khrPerUsd)}</span>}
              </dd>
            </div>
          );
        })}
    </dl>
  );
}
