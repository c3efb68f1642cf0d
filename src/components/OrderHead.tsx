import type { Order } from '../../commerce/contract/orders';
import { useI18n } from '../i18n/use-i18n';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OrderStateTag } from './OrderStateTag';

/**
 * The heading of an order's own pages: its number and state, when it was placed, why it was cancelled, and
 * for a payment being checked with the bank or owed back, what that means for the shopper.
 */
export function OrderHead({ order }: { order: Order }) {
  const { t, lang } = useI18n();
  const reason =
    order.cancel_reason && ['expired', 'shopper', 'shop'].includes(order.cancel_reason) ? order.cancel_reason : null;
  return (
    <header className="order-head">
      <h1>{t('checkout.orders.title', { id: order.id })}</h1>
      <OrderStateTag state={order.state} />
      <p className="muted">
        {t('checkout.orders.placed', { date: formatDate(order.created_at, lang), time: formatTime(order.created_at) })}
      </p>
      {order.state === 'cancelled' && reason && <p className="muted">{t(`checkout.orders.reason.${reason}`)}</p>}
      {/* What the shopper must know of these two: they may have paid (do not pay again), or will be refunded. */}
      {order.state === 'payment_checking' && (
        <p className="alert" role="status">
          {t('checkout.pay.checking')}
        </p>
      )}
      {order.state === 'refund_due' && (
        <p className="alert" role="status">
          {t('checkout.pay.refundDue')}
        </p>
      )}
    </header>
  );
}
