import type { Order } from '../api/contract/orders';
import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { formatRiel, formatUsd, groupDigits, rielFor, toCents } from '../lib/money';

type Totals = Pick<Order, 'goods' | 'shipping' | 'discount' | 'points_money' | 'total' | 'due_now' | 'balance'>;

/**
 * The amounts of an order or quote: dollars with riel beside; what is paid now and the balance due later
 * (`payable` false leaves those two out: a placed order shows what was paid instead, see OrderPaid).
 */
export function OrderTotals({ totals, payable = true }: { totals: Totals; payable?: boolean }) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const rows: [string, string, boolean][] = [
    ['checkout.confirm.goods', totals.goods, true],
    ['checkout.confirm.shipping', totals.shipping, true],
    ['checkout.confirm.discount', `-${totals.discount}`, totals.discount !== '0.00'],
    ['checkout.confirm.pointsUsed', `-${totals.points_money}`, totals.points_money !== '0.00'],
    ['checkout.confirm.total', totals.total, true],
  ];
  const due = toCents(totals.due_now);
  const balance = toCents(totals.balance);
  // Each riel figure is rounded to 100៛; the balance's is the total's less what is paid now, so the two add up.
  const totalCents = toCents(totals.total);
  const balanceRiel =
    totalCents - due === balance
      ? rielFor(totalCents, khrPerUsd) - rielFor(due, khrPerUsd)
      : rielFor(balance, khrPerUsd);
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
      {payable && (
        <div className="order-due">
          <dt>{t('checkout.confirm.dueNow')}</dt>
          <dd>
            <strong data-testid="due-now">{formatUsd(due)}</strong>{' '}
            <span className="price-riel">{formatRiel(due, khrPerUsd)}</span>
          </dd>
        </div>
      )}
      {payable && balance > 0 && (
        <div className="order-balance">
          <dt>{t('checkout.confirm.balance')}</dt>
          <dd>
            <strong data-testid="balance-due">{formatUsd(balance)}</strong>{' '}
            <span className="price-riel">{`≈ ${groupDigits(balanceRiel)}៛`}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
