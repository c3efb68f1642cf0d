import { useState } from 'react';
import type { PageProps } from '../app/page-props';
import { CancelOrderButton } from '../components/CancelOrderButton';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { OrderFulfilment } from '../components/OrderFulfilment';
import { OrderHead } from '../components/OrderHead';
import { OrderLines } from '../components/OrderLines';
import { OrderPaid } from '../components/OrderPaid';
import { OrderRefunds } from '../components/OrderRefunds';
import { OrderTotals } from '../components/OrderTotals';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import type { accountOrder } from '../../worker/loaders/account-orders';

/** One order: items by merchant, where it goes, how it is paid, totals with what is paid and the balance due; pay, cancel, follow, order again, review. */
export default function OrderDetailPage({ route, data }: PageProps<typeof accountOrder>) {
  const { t, lang } = useI18n();
  const [order, setOrder] = useState(data.order);
  if (!order)
    return (
      <section className="account-panel">
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </section>
    );
  const method =
    order.payment_method === 'cash' ? t(`checkout.orders.cashWhen.${order.delivery}`) : t('checkout.confirm.khqr');
  return (
    <section className="account-panel order-detail">
      <OrderHead order={order} />
      {order.can_pay && (
        <p className="alert order-pay" role="status">
          {order.expires_at &&
            t('checkout.orders.payBefore', {
              time: formatTime(order.expires_at),
              date: formatDate(order.expires_at, lang),
            })}{' '}
          <Link className="button button-primary" to={`/checkouts/khqr/${order.id}`}>
            {t('checkout.orders.payNow')}
          </Link>
        </p>
      )}
      <div className="order-facts">
        <section aria-labelledby="order-fulfilment">
          <h2 id="order-fulfilment">{t('checkout.orders.fulfilment')}</h2>
          <OrderFulfilment order={order} />
        </section>
        <section aria-labelledby="order-payment">
          <h2 id="order-payment">{t('checkout.orders.payment')}</h2>
          <p>
            {method} · {t(`checkout.orders.plan.${order.payment_plan}`)}
          </p>
          {order.payment_method === 'khqr' && (
            <p className="muted">
              {t('checkout.orders.qrIn', {
                currency: t(order.currency === 'KHR' ? 'checkout.confirm.khr' : 'checkout.confirm.usd'),
              })}
            </p>
          )}
          {order.note && (
            <p className="muted">
              {labelText(lang, t('checkout.orders.note'))} {order.note}
            </p>
          )}
        </section>
      </div>
      <section className="order-items" aria-labelledby="order-items">
        <h2 id="order-items">{t('checkout.confirm.items')}</h2>
        <OrderLines merchants={order.merchants} deposit={order.payment_plan === 'deposit'} />
      </section>
      <section className="order-sums" aria-labelledby="order-sums">
        <h2 id="order-sums">{t('checkout.confirm.summary')}</h2>
        <OrderTotals totals={order} />
        <OrderPaid order={order} />
      </section>
      <OrderRefunds refunds={order.refunds} />
      <p className="card-actions order-actions">
        <Link to={`/accounts/order-delivery-status/${order.id}`}>{t('checkout.orders.status')}</Link>
        <Link to={`/accounts/re-order/${order.id}`}>{t('checkout.orders.reorder')}</Link>
        {order.state === 'completed' && <Link to={`/accounts/review/${order.id}`}>{t('checkout.orders.review')}</Link>}
        {order.can_cancel && <CancelOrderButton order={order} onCancelled={setOrder} />}
      </p>
      <p>
        <Link to="/accounts/orders">{t('checkout.orders.backToOrders')}</Link>
      </p>
    </section>
  );
}
