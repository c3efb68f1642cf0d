import { isEventNote } from '../../commerce/contract/event-notes';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { OrderFulfilment } from '../components/OrderFulfilment';
import { OrderHead } from '../components/OrderHead';
import { useI18n } from '../i18n/use-i18n';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import type { accountOrder } from '../../worker/loaders/account-orders';

/** An order's timeline: every state it went through, newest first, at Phnom Penh time; and where it goes. */
export default function OrderStatusPage({ route, data }: PageProps<typeof accountOrder>) {
  const { t, lang } = useI18n();
  const { order } = data;
  if (!order)
    return (
      <section className="account-panel">
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </section>
    );
  const noteText = (note: string) =>
    !isEventNote(note)
      ? note
      : ['created', 'khqr'].includes(note)
        ? t(`checkout.orders.event.${note}`)
        : t(`checkout.orders.reason.${note}`);
  return (
    <section className="account-panel order-status">
      <OrderHead order={order} />
      <section aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('checkout.orders.timeline')}</h2>
        <p className="muted">{t('checkout.orders.timelineHint')}</p>
        <ol className="timeline">
          {[...order.events].reverse().map((event, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two events may share a state and a second; the timeline only grows
            <li key={`${event.state}-${event.created_at}-${i}`} className={i === 0 ? 'timeline-now' : undefined}>
              <strong>{t(`checkout.state.${event.state}`)}</strong>
              <time className="muted">{`${formatDate(event.created_at, lang)} ${formatTime(event.created_at)}`}</time>
              {event.note && <span>{noteText(event.note)}</span>}
            </li>
          ))}
        </ol>
      </section>
      <OrderFulfilment order={order} />
      <p className="card-actions">
        <Link to={`/accounts/order-details/${order.id}`}>{t('checkout.orders.backToOrder')}</Link>
        <Link to="/accounts/orders">{t('checkout.orders.backToOrders')}</Link>
      </p>
    </section>
  );
}
