import type { OrderSummary } from '../../commerce/contract/orders';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { fromCents, toCents } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { Link } from './Link';
import { OrderStateTag } from './OrderStateTag';
import { Price } from './Price';
import { outstandingCents } from './order-balance';
import { productImage } from '../../lib/product-image';

const SHOWN_ITEMS = 3;

/** An order in the account's lists: number and date, state, the first items, total and balance, what can be done next (pay, review). */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t, lang } = useI18n();
  const outstanding = outstandingCents(order);
  const more = order.items.length - SHOWN_ITEMS;
  return (
    <li className="list-card order-card">
      <div className="order-card-head">
        <Link className="order-card-title" to={`/accounts/order-details/${order.id}`}>
          {t('checkout.orders.title', { id: order.id })}
        </Link>
        <OrderStateTag state={order.state} />
      </div>
      <p className="muted">
        {t('checkout.orders.placed', { date: formatDate(order.created_at, lang), time: formatTime(order.created_at) })}
      </p>
      <ul className="order-card-items">
        {order.items.slice(0, SHOWN_ITEMS).map((item) => (
          <li key={item.product_id}>
            <img {...productImage(item.image)} alt="" width="48" height="48" loading="lazy" />
            <span>{item.name}</span>
            <span className="muted">× {item.num}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="muted">{t('checkout.orders.more', { count: more })}</p>}
      <dl className="order-card-sums">
        <div>
          <dt>{t('checkout.orders.total')}</dt>
          <dd>
            <Price money={order.total} />
          </dd>
        </div>
        {outstanding > 0 && (
          <div className="order-card-balance">
            <dt>{t('checkout.orders.balanceDue')}</dt>
            <dd>
              <Price money={fromCents(outstanding)} />
            </dd>
          </div>
        )}
      </dl>
      <p className="card-actions">
        {order.state === 'pending_payment' && order.payment_method === 'khqr' && toCents(order.due_now) > 0 && (
          <Link className="button button-primary" to={`/checkouts/khqr/${order.id}`}>
            {t('checkout.orders.payNow')}
          </Link>
        )}
        <Link
          to={`/accounts/order-details/${order.id}`}
          aria-label={`${labelText(lang, t('checkout.orders.details'))} ${t('checkout.orders.title', { id: order.id })}`}
        >
          {t('checkout.orders.details')}
        </Link>
        <Link
          to={`/accounts/order-delivery-status/${order.id}`}
          aria-label={`${labelText(lang, t('checkout.orders.status'))} ${t('checkout.orders.title', { id: order.id })}`}
        >
          {t('checkout.orders.status')}
        </Link>
        {order.to_review > 0 && (
          <Link
            to={`/accounts/review/${order.id}`}
            aria-label={`${labelText(lang, t('checkout.orders.review'))} ${t('checkout.orders.title', { id: order.id })}`}
          >
            {t('checkout.orders.review')}
          </Link>
        )}
      </p>
    </li>
  );
}
