import { REFUND_METHODS, REFUND_REFERENCE_MAX, REFUNDABLE_STATES } from '../../commerce/contract/refunds';
import { MOVE_NOTE_MAX, REFUND_REASON_MIN } from '../../commerce/contract/operator-orders';
import type { OpsOrder } from '../../commerce/contract/console/orders';
import { formatUsd, fromCents } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsConfirmBox } from './OpsConfirmBox';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** What is left to refund: what was paid and not yet given back. */
export const refundLeftCents = (order: OpsOrder['order']) => order.paid_cents - order.refunded_cents;

/**
 * The order's refunds (decision 053), and for an owner the form that records one: the amount (all that
 * is left, to start with), how the money went back and its reference, the reason the shopper reads, and
 * each line's "put back in stock" (the owner ticks what came back). `typed`: the form as
 * an owner sent it, when it was refused.
 */
export function OpsRefundPanel({
  data,
  canRefund,
  typed,
}: {
  data: OpsOrder;
  canRefund: boolean;
  typed: Record<string, string | string[]> | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].orders;
  const { order, items, refunds } = data;
  const left = refundLeftCents(order);
  const open = canRefund && left > 0 && (REFUNDABLE_STATES as readonly string[]).includes(order.state);
  if (!open && refunds.length === 0) return null;
  const when = (seconds: number) => `${formatDate(seconds, lang)} ${formatTime(seconds)}`;
  const value = (name: string, fallback: string) => {
    const sent = typed?.[name];
    return typeof sent === 'string' ? sent : fallback;
  };
  // Nothing is ticked to start with: a part refund usually leaves the goods with the shopper, and stock
  // put back that is not on the shelf would be sold twice. The owner ticks what came back.
  const ticked = (id: number) => {
    const sent = typed?.restock;
    return Array.isArray(sent) ? sent.includes(String(id)) : sent === String(id);
  };
  return (
    <section className="ops-panel" aria-labelledby="ops-refunds">
      <h2 id="ops-refunds">{m.refunds}</h2>
      {refunds.length > 0 && (
        <ul className="ops-list">
          {refunds.map((refund) => (
            <li key={refund.id}>
              <span>
                {`${when(refund.created_at)} · ${m.refundMethods[refund.method]}${refund.reference ? ` ${refund.reference}` : ''} · ${
                  refund.operator ? m.refundBy(refund.operator) : m.refundByApi
                }`}
                {refund.note && (
                  <>
                    <br />
                    {refund.note}
                  </>
                )}
              </span>
              <span>{formatUsd(refund.amount_cents)}</span>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <form method="post" action={opsPath(lang, `/orders/${order.id}/refunds`)} className="ops-form">
          <input type="hidden" name="seen" value={order.refunded_cents} />
          <p className="ops-wide">
            {m.refundLeft(formatUsd(order.paid_cents), formatUsd(order.refunded_cents), formatUsd(left))}
          </p>
          <label>
            {m.refundAmount}
            <input
              name="amount"
              inputMode="decimal"
              required
              pattern="\d{1,7}(\.\d{1,2})?"
              defaultValue={value('amount', fromCents(left))}
            />
          </label>
          <label>
            {m.refundMethod}
            <select name="method" defaultValue={value('method', order.payment_method === 'cash' ? 'cash' : 'khqr')}>
              {REFUND_METHODS.map((method) => (
                <option key={method} value={method}>
                  {m.refundMethods[method]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {m.refundReference}
            <input name="reference" maxLength={REFUND_REFERENCE_MAX} defaultValue={value('reference', '')} />
          </label>
          <label>
            {m.refundWhy}
            <input
              name="why"
              required
              minLength={REFUND_REASON_MIN}
              maxLength={MOVE_NOTE_MAX}
              defaultValue={value('why', '')}
            />
          </label>
          <fieldset className="ops-wide">
            <legend>{m.refundRestock}</legend>
            {order.released_at !== null ? (
              <p>{m.refundRestockNone}</p>
            ) : (
              items.map((item) =>
                item.restocked ? (
                  <p key={item.id}>{`${item.name} × ${item.num} · ${m.refundRestocked}`}</p>
                ) : (
                  <label key={item.id} className="ops-check">
                    <input type="checkbox" name="restock" value={item.id} defaultChecked={ticked(item.id)} />
                    {`${item.name} × ${item.num}`}
                  </label>
                ),
              )
            )}
          </fieldset>
          <OpsConfirmBox text={m.confirmRefund} />
          <button type="submit" className="ops-danger">
            {m.refundButton}
          </button>
        </form>
      )}
    </section>
  );
}
