import type { Mismatch } from '../../commerce/db/ops-payments';
import type { Lang } from '../../lib/lang';
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
      {mismatches.length === 0 ? (
        <p>{x.none}</p>
      ) : (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{m.order}</th>
                <th scope="col">{m.found}</th>
                <th scope="col">{m.reference}</th>
                <th scope="col">{x.paid}</th>
                <th scope="col">{x.asked}</th>
                <th scope="col">{x.toAccount}</th>
                <th scope="col">{x.why}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.resolve}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {mismatches.map((issue) => (
                <tr key={issue.id}>
                  <td data-label={m.order}>
                    <a href={opsPath(lang, `/orders/${issue.order_id}`)}>{`#${issue.order_id}`}</a>
                    <br />
                    <span className="ops-muted">{issue.shopper}</span>
                  </td>
                  <td data-label={m.found} className="ops-when">
                    {moment(issue.created_at, lang)}
                  </td>
                  <td data-label={m.reference}>
                    <code>{transactionId(issue.reference)}</code>
                  </td>
                  <td data-label={x.paid}>{paidText(issue.paid)}</td>
                  <td data-label={x.asked}>{issue.asked ? codeAmountText(issue.asked) : '—'}</td>
                  <td data-label={x.toAccount} className="ops-account">
                    {issue.to_account ?? '—'}
                  </td>
                  <td data-label={x.why}>{x.whys[issue.why] ?? issue.why}</td>
                  <td>
                    <OpsResolveButton lang={lang} id={issue.id} orderId={issue.order_id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {count > mismatches.length && <p className="ops-muted">{m.more(mismatches.length)}</p>}
    </section>
  );
}
