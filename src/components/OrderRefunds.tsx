import type { Order } from '../../commerce/contract/orders';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { formatUsd, toCents } from '../../lib/money';
import { useI18n } from '../i18n/use-i18n';

/** Each refund of an order (decision 053): when, how the money came back and its reference, the shop's reason, the amount. */
export function OrderRefunds({ refunds }: { refunds: Order['refunds'] }) {
  const { t, lang } = useI18n();
  if (refunds.length === 0) return null;
  return (
    <section className="order-refunds" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('checkout.orders.refunds')}</h2>
      <p className="muted">{t('checkout.orders.refundsHint')}</p>
      <ul>
        {refunds.map((refund) => (
          <li key={refund.id}>
            <span>
              <strong>{t(`checkout.orders.refundBy.${refund.method}`)}</strong>
              <small className="muted">
                {' '}
                {t('checkout.orders.refundWhen', {
                  date: formatDate(refund.created_at, lang),
                  time: formatTime(refund.created_at),
                })}
                {refund.reference && ` · ${t('checkout.orders.refundReference', { reference: refund.reference })}`}
              </small>
              {refund.note && <span className="order-refund-note">{refund.note}</span>}
            </span>
            <strong>{formatUsd(toCents(refund.amount))}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
