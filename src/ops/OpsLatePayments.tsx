import type { LatePayment, RefundDue } from '../../commerce/db/ops-payments';
import type { Lang } from '../../lib/lang';
import { formatUsd } from '../../lib/money';
import { formatMobile } from '../../lib/mobile';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsResolveButton } from './OpsResolveButton';
import { codeAmountText, moment, transactionId } from './payment-text';

/**
 * Payments found after cancellation: each open late payment with what the shop did with it (reinstated the
 * order as paid, or owes a refund), and the orders owed a refund, each linking to its page, where an owner
 * refunds it.
 */
export function OpsLatePayments({
  lang,
  late,
  refunds,
  counts,
}: {
  lang: Lang;
  late: LatePayment[];
  refunds: RefundDue[];
  counts: { late: number; refunds: number };
}) {
  const m = OPS_MESSAGES[lang].payments;
  const l = m.late;
  const { states } = OPS_MESSAGES[lang].orders;
  return (
    <section aria-labelledby="ops-late">
      <h2 id="ops-late">{l.heading(counts.late)}</h2>
      <p className="ops-muted">{l.intro}</p>
      {late.length === 0 ? (
        <p>{l.none}</p>
      ) : (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{m.order}</th>
                <th scope="col">{m.shopper}</th>
                <th scope="col">{m.found}</th>
                <th scope="col">{m.reference}</th>
                <th scope="col">{l.amount}</th>
                <th scope="col">{l.outcome}</th>
                <th scope="col">{m.state}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.resolve}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {late.map((issue) => (
                <tr key={issue.id}>
                  <td data-label={m.order}>
                    <a href={opsPath(lang, `/orders/${issue.order_id}`)}>{`#${issue.order_id}`}</a>
                  </td>
                  <td data-label={m.shopper}>{issue.shopper}</td>
                  <td data-label={m.found} className="ops-when">
                    {moment(issue.created_at, lang)}
                  </td>
                  <td data-label={m.reference}>
                    <code>{transactionId(issue.reference)}</code>
                  </td>
                  <td data-label={l.amount}>{issue.amount ? codeAmountText(issue.amount) : '—'}</td>
                  <td data-label={l.outcome}>{l.outcomes[issue.outcome] ?? issue.outcome}</td>
                  <td data-label={m.state}>
                    <span className={`ops-state ops-state-${issue.order_state}`}>
                      {states[issue.order_state] ?? issue.order_state}
                    </span>
                  </td>
                  <td>
                    <OpsResolveButton lang={lang} id={issue.id} orderId={issue.order_id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {counts.late > late.length && <p className="ops-muted">{m.more(late.length)}</p>}
      <h3 id="ops-refunds">{l.refundsHeading(counts.refunds)}</h3>
      <p className="ops-muted">{l.refundsIntro}</p>
      {refunds.length === 0 ? (
        <p>{l.noRefunds}</p>
      ) : (
        <div className="ops-scroll">
          <table className="ops-table" aria-labelledby="ops-refunds">
            <thead>
              <tr>
                <th scope="col">{m.order}</th>
                <th scope="col">{m.shopper}</th>
                <th scope="col">{l.paid}</th>
                <th scope="col">{l.since}</th>
                <th scope="col">
                  <span className="visually-hidden">{l.refund}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {refunds.map((order) => (
                <tr key={order.order_id}>
                  <td data-label={m.order}>
                    <a href={opsPath(lang, `/orders/${order.order_id}`)}>{`#${order.order_id}`}</a>
                  </td>
                  <td data-label={m.shopper}>
                    {order.shopper}
                    <br />
                    <span className="ops-muted">{formatMobile(order.mobile)}</span>
                  </td>
                  <td data-label={l.paid}>{formatUsd(order.paid_cents)}</td>
                  <td data-label={l.since} className="ops-when">
                    {moment(order.since, lang)}
                  </td>
                  <td>
                    <a href={opsPath(lang, `/orders/${order.order_id}`)}>{l.refund}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {counts.refunds > refunds.length && <p className="ops-muted">{m.more(refunds.length)}</p>}
    </section>
  );
}
