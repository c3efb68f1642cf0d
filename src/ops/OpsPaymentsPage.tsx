import type { PaymentsReview } from '../../commerce/contract/console/payments';
import { tokenState } from './bakong-token';
import { OpsBakongToken } from './OpsBakongToken';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OpsLatePayments } from './OpsLatePayments';
import { type Notice, OpsNotice } from './OpsNotice';
import { OpsPaymentChecks } from './OpsPaymentChecks';
import { OpsPaymentMismatches } from './OpsPaymentMismatches';
import { OpsTokenWarning } from './OpsTokenWarning';
import { OPS_MESSAGES } from './ops-messages';

/**
 * Every payment that needs a person (decision 045), for owners and staff: codes being checked, payments
 * found after cancellation and the orders owed a refund, transactions that did not match, and the Bakong
 * token. A token that needs renewing is said at the top too, since nothing is confirmed without it.
 */
export function OpsPaymentsPage({
  review,
  account,
  now,
  notice,
}: {
  review: PaymentsReview;
  /** The account Bakong confirmation checks payments to, or null when it is off. */
  account: string | null;
  now: number;
  notice: Notice | null;
}) {
  const { lang, operator } = useOperatorPage();
  const m = OPS_MESSAGES[lang].payments;
  const token = tokenState(review.rail, now);
  return (
    <OpsDocument title={m.heading} path="/payments">
      <p>{m.intro}</p>
      <OpsNotice notice={notice} />
      {account && <OpsTokenWarning lang={lang} state={token} more="#bakong-token" />}
      <OpsPaymentChecks
        lang={lang}
        codes={review.checking}
        count={review.counts.checking}
        rail={review.rail}
        canAsk={account !== null}
      />
      <OpsLatePayments lang={lang} late={review.late} refunds={review.refunds} counts={review.counts} />
      <OpsPaymentMismatches lang={lang} mismatches={review.mismatches} count={review.counts.mismatches} />
      <OpsBakongToken lang={lang} operator={operator} account={account} rail={review.rail} state={token} />
    </OpsDocument>
  );
}
