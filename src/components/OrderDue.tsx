import type { Order } from '../../commerce/contract/orders';
import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { restRiel } from '../lib/rest-riel';
import { formatRiel, formatUsd, groupDigits, rielFor, toCents } from '../../lib/money';

type Due = Pick<Order, 'total' | 'due_now' | 'balance'>;

/**
 * What a quote asks for now and, with a down payment or cash, the balance due later (at pick-up or on
 * delivery, as `pickup` says); dollars with riel beside.
 */
export function OrderDue({ totals, pickup }: { totals: Due; pickup: boolean }) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const due = toCents(totals.due_now);
  const balance = toCents(totals.balance);
  const totalCents = toCents(totals.total);
  const balanceRiel = totalCents - due === balance ? restRiel(totalCents, due, khrPerUsd) : rielFor(balance, khrPerUsd);
  return (
    <dl className="order-totals">
      <div className="order-due">
        <dt>{t('checkout.confirm.dueNow')}</dt>
        <dd>
          <strong data-testid="due-now">{formatUsd(due)}</strong>{' '}
          <span className="price-riel">{formatRiel(due, khrPerUsd)}</span>
        </dd>
      </div>
      {balance > 0 && (
        <div className="order-balance">
          <dt>{t(pickup ? 'checkout.confirm.balancePickup' : 'checkout.confirm.balanceDelivery')}</dt>
          <dd>
            <strong data-testid="balance-due">{formatUsd(balance)}</strong>{' '}
            <span className="price-riel">{`≈ ${groupDigits(balanceRiel)}៛`}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
