import type { Mismatch } from '../../commerce/contract/console/payments';
import type { Lang } from '../../lib/lang';
import { OpsListTable } from './OpsListTable';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsResolveButton } from './OpsResolveButton';
import { codeAmountText, moment, paidText, transactionId } from './payment-text';

/**
 * Transactions that did not match their code: what each paid (amount, currency, receiving account) beside
 * what the code asked, and why it settled nothing, each with its "mark dealt with".
 */
export function OpsPaymentMismatches({
  lang,
  mismatches,
  count,
}: {
  lang: Lang;
  mismatches: Mismatch[];
  count: number;
}) {
  const m = OPS_MESSAGES[lang].payments;
  const x = m.mismatch;
  return (
    <section aria-labelledby="ops-mismatch">
      <h2 id="ops-mismatch">{x.heading(count)}</h2>
      <p className="ops-muted">{x.intro}</p>
      <OpsListTable
        rows={mismatches}
        rowKey={(issue) => issue.id}
        empty={<p>{x.none}</p>}
        columns={[
          {
            label: m.order,
            cell: (issue) => (
              <>
                <a href={opsPath(lang, `/orders/${issue.order_id}`)}>{`#${issue.order_id}`}</a>
                <br />
                <span className="ops-muted">{issue.shopper}</span>
              </>
            ),
          },
          { label: m.found, className: 'ops-when', cell: (issue) => moment(issue.created_at, lang) },
          { label: m.reference, cell: (issue) => <code>{transactionId(issue.reference)}</code> },
          { label: x.paid, cell: (issue) => paidText(issue.paid) },
          { label: x.asked, cell: (issue) => (issue.asked ? codeAmountText(issue.asked) : '—') },
          { label: x.toAccount, className: 'ops-account', cell: (issue) => issue.to_account ?? '—' },
          { label: x.why, cell: (issue) => x.whys[issue.why] ?? issue.why },
          {
            head: <span className="visually-hidden">{m.resolve}</span>,
            cell: (issue) => <OpsResolveButton lang={lang} id={issue.id} orderId={issue.order_id} />,
          },
        ]}
      />
      {count > mismatches.length && <p className="ops-muted">{m.more(mismatches.length)}</p>}
    </section>
  );
}
