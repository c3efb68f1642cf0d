import type { Order } from '../../commerce/contract/orders';
import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { restRiel } from '../lib/rest-riel';
import { formatRiel, formatUsd, groupDigits, toCents } from '../../lib/money';
import { outstandingCents } from './order-balance';

/** What has been paid on an order and what refunds gave back, what is still to pay online now, and the balance due at pick-up or on delivery. */
export function OrderPaid({ order }: { order: Order }) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const rows: { key: string; cents: number; id: string; hint?: string; riel?: number }[] = [
    { key: 'checkout.orders.paid', cents: toCents(order.paid), id: 'order-paid' },
  ];
  // What refunds gave back (decision 053), whole or in part.
  if (toCents(order.refunded_total) > 0)
    rows.push({ key: 'checkout.orders.refunded', cents: toCents(order.refunded_total), id: 'order-refunded' });
  if (order.can_pay) rows.push({ key: 'checkout.confirm.dueNow', cents: toCents(order.due_now), id: 'due-now' });
  const outstanding = outstandingCents(order);
  if (outstanding > 0)
    rows.push({
      key: 'checkout.orders.balanceDue',
      cents: outstanding,
      id: 'balance-due',
      // The total's riel less the paid amount's, as checkout showed it, so the figures add up.
      riel: restRiel(toCents(order.total), toCents(order.paid), khrPerUsd),
      hint: t(
        order.delivery === 'pickup' ? 'checkout.orders.balanceHintPickup' : 'checkout.orders.balanceHintDelivery',
      ),
    });
  return (
    <dl className="order-totals order-paid">
      {rows.map((row) => (
        <div key={row.id} className={row.id === 'balance-due' ? 'order-balance' : undefined}>
          <dt>
            {t(row.key)}
            {row.hint && <small className="muted"> {row.hint}</small>}
          </dt>
          <dd>
            <strong data-testid={row.id}>{formatUsd(row.cents)}</strong>{' '}
            <span className="price-riel">
              {row.riel === undefined ? formatRiel(row.cents, khrPerUsd) : `≈ ${groupDigits(row.riel)}៛`}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
