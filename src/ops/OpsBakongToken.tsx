import type { BakongRail } from '../../commerce/contract/console/payments';
import type { Operator } from '../../commerce/contract/console/operators';
import type { Lang } from '../../lib/lang';
import { formatDate } from '../../lib/phnom-penh-time';
import type { TokenState } from './bakong-token';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsTokenWarning } from './OpsTokenWarning';
import { moment } from './payment-text';

/**
 * The Bakong token: whether Bakong confirmation is on (`account`, the account codes pay, or null), when the
 * token was recorded as set and its age, its warning when due, Bakong's last answer and failure, and for
 * owners the button that records "token set today" (staff read who does it).
 */
export function OpsBakongToken({
  lang,
  operator,
  account,
  rail,
  state,
}: {
  lang: Lang;
  operator: Operator;
  account: string | null;
  rail: BakongRail;
  state: TokenState;
}) {
  const m = OPS_MESSAGES[lang].payments.token;
  const age = state.set ? m.setOn(formatDate(state.set.at, lang), state.set.days) : m.unrecorded;
  return (
    <section aria-labelledby="bakong-token">
      <h2 id="bakong-token">{m.heading}</h2>
      <p>{account ? m.on(account) : m.off}</p>
      {account && <OpsTokenWarning lang={lang} state={state} />}
      <p>{age}</p>
      <p className="ops-muted">
        {rail.answered_at === null ? m.neverAnswered : m.lastAnswer(moment(rail.answered_at, lang))}
        {rail.failure && rail.failed_at !== null && (
          <> {OPS_MESSAGES[lang].payments.checking.lastFailure(rail.failure, moment(rail.failed_at, lang))}</>
        )}
      </p>
      {operator.role === 'owner' ? (
        <form method="post" action={opsPath(lang, '/payments/token')} className="ops-form">
          <p className="ops-muted">{m.recordNote}</p>
          <button type="submit">{m.record}</button>
        </form>
      ) : (
        <p className="ops-muted">{m.ownerRecords}</p>
      )}
    </section>
  );
}
