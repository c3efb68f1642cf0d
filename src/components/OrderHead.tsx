import type { Order } from '../../commerce/contract/orders';
import { useI18n } from '../i18n/use-i18n';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OrderStateTag } from './OrderStateTag';
import { isEventNote } from '../../commerce/contract/event-notes';

/**
 * The heading of an order's own pages: its number and state, when it was placed, why it was cancelled, and
 * for a payment being checked with the bank or owed back, what that means for the shopper.
 */
export function OrderHead({ order }: { order: Order }) {
  const { t, lang } = useI18n();
  const reason = order.cancel_reason && isEventNote(order.cancel_reason) ? order.cancel_reason : null;
  const wayOut = reason === 'not_collected' || reason === 'returned';
  return (
    <header className="order-head">
      <h1>{t('checkout.orders.title', { id: order.id })}</h1>
      <OrderStateTag state={order.state} />
      <p className="muted">
        {t('checkout.orders.placed', { date: formatDate(order.created_at, lang), time: formatTime(order.created_at) })}
      </p>
      {(order.state === 'cancelled' || (order.state === 'refund_due' && wayOut)) && reason && (
        <p className="muted">{t(`checkout.orders.reason.${reason}`)}</p>
      )}
      {order.state === 'ready_for_pickup' && order.collect_by !== null && (
        <p className="alert" role="status">
          {t('checkout.orders.collectBy', { date: formatDate(order.collect_by, lang) })}
        </p>
      )}
      {/* What the shopper must know of these two: they may have paid (do not pay again), or will be refunded. */}
      {order.state === 'payment_checking' && (
        <p className="alert" role="status">
          {t('checkout.pay.checking')}
        </p>
      )}
      {order.state === 'refund_due' && (
        <p className="alert" role="status">
          {t(wayOut ? 'checkout.orders.wayOutRefund' : 'checkout.pay.refundDue')}
        </p>
      )}
    </header>
  );
}
