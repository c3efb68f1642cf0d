import type { LatePayment, RefundDue } from '../../commerce/contract/console/payments';
import type { Lang } from '../../lib/lang';
import { formatUsd } from '../../lib/money';
import { formatMobile } from '../../lib/mobile';
import { OpsListTable } from './OpsListTable';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { useOperatorPage } from './ops-request';
import { OpsResolveButton } from './OpsResolveButton';
import { codeAmountText, moment, transactionId } from './payment-text';

/**
 * Payments found after cancellation: each open late payment with what the shop did with it (reinstated the
 * order as paid, or owes a refund), and the orders owed a refund, each linking to its page, where an owner
 * refunds it. A payment taken twice is money to send back, so only an owner marks it dealt with, as refunds are theirs.
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
  const { operator } = useOperatorPage();
  const { states } = OPS_MESSAGES[lang].orders;
  return (
    <section aria-labelledby="ops-late">
      <h2 id="ops-late">{l.heading(counts.late)}</h2>
      <p className="ops-muted">{l.intro}</p>
      <OpsListTable
        rows={late}
        rowKey={(issue) => issue.id}
        empty={<p>{l.none}</p>}
        columns={[
          {
            label: m.order,
            cell: (issue) => <a href={opsPath(lang, `/orders/${issue.order_id}`)}>{`#${issue.order_id}`}</a>,
          },
          { label: m.shopper, cell: (issue) => issue.shopper },
          { label: m.found, className: 'ops-when', cell: (issue) => moment(issue.created_at, lang) },
          { label: m.reference, cell: (issue) => <code>{transactionId(issue.reference)}</code> },
          { label: l.amount, cell: (issue) => (issue.amount ? codeAmountText(issue.amount) : '—') },
          { label: l.outcome, cell: (issue) => l.outcomes[issue.outcome] ?? issue.outcome },
          {
            label: m.state,
            cell: (issue) => (
              <span className={`ops-state ops-state-${issue.order_state}`}>
                {states[issue.order_state] ?? issue.order_state}
              </span>
            ),
          },
          {
            head: <span className="visually-hidden">{m.resolve}</span>,
            cell: (issue) =>
              issue.outcome === 'duplicate' && operator.role !== 'owner' ? (
                <span className="ops-muted">{l.ownerRefunds}</span>
              ) : (
                <OpsResolveButton lang={lang} id={issue.id} orderId={issue.order_id} />
              ),
          },
        ]}
      />
      {counts.late > late.length && <p className="ops-muted">{m.more(late.length)}</p>}
      <h3 id="ops-refunds">{l.refundsHeading(counts.refunds)}</h3>
      <p className="ops-muted">{l.refundsIntro}</p>
      <OpsListTable
        rows={refunds}
        rowKey={(order) => order.order_id}
        empty={<p>{l.noRefunds}</p>}
        labelledBy="ops-refunds"
        columns={[
          {
            label: m.order,
            cell: (order) => <a href={opsPath(lang, `/orders/${order.order_id}`)}>{`#${order.order_id}`}</a>,
          },
          {
            label: m.shopper,
            cell: (order) => (
              <>
                {order.shopper}
                <br />
                <span className="ops-muted">{formatMobile(order.mobile)}</span>
              </>
            ),
          },
          { label: l.paid, cell: (order) => formatUsd(order.paid_cents) },
          { label: l.since, className: 'ops-when', cell: (order) => moment(order.since, lang) },
          {
            head: <span className="visually-hidden">{l.refund}</span>,
            cell: (order) => <a href={opsPath(lang, `/orders/${order.order_id}`)}>{l.refund}</a>,
          },
        ]}
      />
      {counts.refunds > refunds.length && <p className="ops-muted">{m.more(refunds.length)}</p>}
    </section>
  );
}
