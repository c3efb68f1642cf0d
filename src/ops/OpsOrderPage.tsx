import { PICKUP_HOLD_SECONDS } from '../../commerce/contract/pickup-hold';
import { balanceDueCents } from './order-balance-due';
import { isEventNote } from '../../commerce/contract/event-notes';
import { formatMobile } from '../../lib/mobile';
import type { OperatorTarget, OpsOrder } from '../../commerce/contract/console/orders';
import type { Lang } from '../../lib/lang';
import { formatUsd } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { moveNeedsConfirmation } from './move-needs-confirmation';
import { OpsOrderPlace } from './OpsOrderPlace';
import { OpsConfirmBox } from './OpsConfirmBox';
import { OpsRefundPanel, refundLeftCents } from './OpsRefundPanel';

/**
 * One order for the shop: its lines, shopper, where it goes, what is paid, refunded and due, its timeline,
 * a button (a POST form) for each move its state allows this operator, and its refunds (the form an
 * owner's: `canRefund`); `error` when a move or refund was refused, `typed` the refund form as sent.
 */
export function OpsOrderPage({
  data,
  moves,
  error,
  canRefund,
  typed = null,
}: {
  data: OpsOrder;
  moves: OperatorTarget[];
  error: string | null;
  canRefund: boolean;
  typed?: Record<string, string | string[]> | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].orders;
  const { order, items, events, payments } = data;
  const readySince = events.findLast((event) => event.state === 'ready_for_pickup')?.created_at ?? null;
  const when = (seconds: number) => `${formatDate(seconds, lang)} ${formatTime(seconds)}`;
  const totals: [string, string][] = [
    [m.goods, formatUsd(order.goods_cents)],
    [m.shipping, formatUsd(order.shipping_cents)],
    [m.discount, formatUsd(-order.discount_cents)],
    [m.points, String(order.points_used)],
    [m.total, formatUsd(order.total_cents)],
    [m.paid, formatUsd(order.paid_cents)],
    [m.refundedTotal, formatUsd(order.refunded_cents)],
    [m.balance, formatUsd(balanceDueCents(order))],
  ];
  return (
    <OpsDocument title={m.orderTitle(order.id)} path={`/orders/${order.id}`}>
      <p className="ops-order-head">
        <span className={`ops-state ops-state-${order.state}`}>{m.states[order.state]}</span>
        <span>{m.placed(when(order.created_at))}</span>
        <span>{`${m.fulfilments[order.delivery]} · ${m.methods[order.payment_method]}`}</span>
        <a href={opsPath(lang, `/orders/${order.id}/slip`)}>{m.slip}</a>
        <a href={opsPath(lang, '/orders')}>{m.backToList}</a>
      </p>
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      {order.state === 'payment_checking' && <p className="ops-warning">{m.checkingNote}</p>}
      {order.state === 'refund_due' && (
        <p className="ops-warning">
          {order.cancel_reason === 'not_collected' || order.cancel_reason === 'returned'
            ? m.wayOutRefundNote(m.eventNotes[order.cancel_reason], formatUsd(refundLeftCents(order)))
            : m.refundDueNote(formatUsd(refundLeftCents(order)))}
        </p>
      )}
      {order.state === 'ready_for_pickup' && readySince !== null && (
        <p className="ops-muted">{m.collectBy(formatDate(readySince + PICKUP_HOLD_SECONDS, lang))}</p>
      )}
      <section className="ops-panel" aria-labelledby="ops-moves">
        <h2 id="ops-moves">{m.moves}</h2>
        {moves.length === 0 ? (
          <p>{m.noMoves}</p>
        ) : (
          <div className="ops-moves">
            {moves.map((to) => {
              const confirm = moveConfirmation(m, to, order);
              return (
                <form
                  key={to}
                  method="post"
                  action={opsPath(lang, `/orders/${order.id}/state`)}
                  className={confirm ? 'ops-form' : undefined}
                >
                  <input type="hidden" name="state" value={to} />
                  {confirm && <OpsConfirmBox text={confirm} />}
                  <button
                    type="submit"
                    className={moveNeedsConfirmation(order, to) && to !== 'completed' ? 'ops-danger' : undefined}
                  >
                    {m.moveTo[to]}
                  </button>
                </form>
              );
            })}
          </div>
        )}
      </section>
      <div className="ops-columns">
        <section className="ops-panel" aria-labelledby="ops-shopper">
          <h2 id="ops-shopper">{m.shopper}</h2>
          <p>
            <a href={opsPath(lang, `/members/${order.user_id}`)}>{order.shopper}</a>
            <br />
            {formatMobile(order.mobile)}
            {order.email && (
              <>
                <br />
                {order.email}
              </>
            )}
          </p>
          <OpsOrderPlace lang={lang} data={data} />
          <h3>{m.shopperNote}</h3>
          <p>{order.note || m.noNote}</p>
        </section>
        <section className="ops-panel" aria-labelledby="ops-payments">
          <h2 id="ops-payments">{m.payments}</h2>
          <dl className="ops-totals">
            {totals.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {payments.length === 0 ? (
            <p>{m.noPayments}</p>
          ) : (
            <ul className="ops-list">
              {payments.map((payment) => (
                <li key={payment.id}>
                  <span>{`${m.providers[payment.provider] ?? payment.provider.toUpperCase()} · ${when(payment.paid_at ?? payment.created_at)}`}</span>
                  <span>{`${formatUsd(payment.amount_cents)} · ${m.paymentStatus[payment.status]}`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <OpsRefundPanel data={data} canRefund={canRefund} typed={typed} />
      <div className="ops-scroll">
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{m.product}</th>
              <th scope="col">{m.soldBy}</th>
              <th scope="col">{m.qty}</th>
              <th scope="col">{m.price}</th>
              <th scope="col">{m.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label={m.product}>{item.name}</td>
                <td data-label={m.soldBy}>{item.merchant}</td>
                <td data-label={m.qty}>{item.num}</td>
                <td data-label={m.price}>{formatUsd(item.unit_cents)}</td>
                <td data-label={m.lineTotal}>{formatUsd(item.unit_cents * item.num)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="ops-timeline">
        <h2 id="ops-timeline">{m.timeline}</h2>
        <ol className="ops-list ops-timeline">
          {events.map((event) => (
            <li key={event.id}>
              <span>{m.states[event.state] ?? event.state}</span>
              <span>
                {event.note
                  ? `${when(event.created_at)} · ${isEventNote(event.note) ? m.eventNotes[event.note] : event.note}`
                  : when(event.created_at)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </OpsDocument>
  );
}

/** What an operator ticks to confirm a move that moves money or gives things back (moveNeedsConfirmation). */
function moveConfirmation(m: (typeof OPS_MESSAGES)[Lang]['orders'], to: OperatorTarget, order: OpsOrder['order']) {
  if (!moveNeedsConfirmation(order, to)) return null;
  if (to === 'cancelled') return order.state === 'payment_checking' ? m.confirmCancelChecking : m.confirmCancel;
  if (to === 'not_collected' || to === 'returned') return m.confirmWayOut[to];
  return m.confirmCollected(formatUsd(order.total_cents - order.paid_cents));
}
