import type { BakongRail, CheckingCode } from '../../commerce/contract/console/payments';
import type { Lang } from '../../lib/lang';
import { formatMobile } from '../../lib/mobile';
import { OpsListTable } from './OpsListTable';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { codeAmountText, moment } from './payment-text';

/**
 * Codes being checked: orders past their deadline that Bakong could not answer about, with how the
 * asking goes. Those the sweep no longer asks about (24 hours after the deadline) come first, flagged as
 * needing a decision, with what the decision is and who makes it.
 */
export function OpsPaymentChecks({
  lang,
  codes,
  count,
  rail,
  canAsk,
}: {
  lang: Lang;
  codes: CheckingCode[];
  count: number;
  rail: BakongRail;
  /** Bakong confirmation is on, so an operator may ask about a code at once. */
  canAsk: boolean;
}) {
  const m = OPS_MESSAGES[lang].payments;
  const c = m.checking;
  return (
    <section aria-labelledby="ops-checking">
      <h2 id="ops-checking">{c.heading(count)}</h2>
      <p className="ops-muted">{c.intro}</p>
      {codes.length === 0 ? (
        <p>{c.none}</p>
      ) : (
        <>
          {rail.failure && rail.failed_at !== null && (
            <p className="ops-muted">{c.lastFailure(rail.failure, moment(rail.failed_at, lang))}</p>
          )}
          {codes.some((code) => code.decide) && <p className="ops-warning">{c.decideNote}</p>}
          <OpsListTable
            rows={codes}
            rowKey={(code) => code.order_id}
            rowClassName={(code) => (code.decide ? 'ops-flagged' : undefined)}
            columns={[
              {
                label: m.order,
                cell: (code) => (
                  <>
                    <a href={opsPath(lang, `/orders/${code.order_id}`)}>{`#${code.order_id}`}</a>
                    {code.decide && (
                      <>
                        <br />
                        <strong className="ops-flag">{c.decide}</strong>
                      </>
                    )}
                    {canAsk && (
                      <form method="post" action={opsPath(lang, `/payments/orders/${code.order_id}/ask`)}>
                        <button type="submit" aria-label={`${c.ask} · #${code.order_id}`}>
                          {c.ask}
                        </button>
                      </form>
                    )}
                  </>
                ),
              },
              {
                label: m.shopper,
                cell: (code) => (
                  <>
                    {code.shopper}
                    <br />
                    <span className="ops-muted">{formatMobile(code.mobile)}</span>
                  </>
                ),
              },
              { label: c.amount, cell: (code) => codeAmountText(code.amount) },
              {
                label: c.deadline,
                className: 'ops-when',
                cell: (code) => (code.expires_at === null ? '—' : moment(code.expires_at, lang)),
              },
              { label: c.failures, cell: (code) => code.check_failures },
              {
                label: c.nextAsk,
                className: 'ops-when',
                cell: (code) =>
                  code.decide || code.next_check_at === null ? c.notAsked : moment(code.next_check_at, lang),
              },
              {
                label: c.lastAnswer,
                className: 'ops-when',
                cell: (code) => (code.checked_at === null ? c.never : moment(code.checked_at, lang)),
              },
            ]}
          />
          {count > codes.length && <p className="ops-muted">{m.more(codes.length)}</p>}
        </>
      )}
    </section>
  );
}
