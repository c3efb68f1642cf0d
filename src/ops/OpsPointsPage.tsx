import type { PointsRulesRecord } from '../../commerce/contract/points';
import { POINTS_PER_DOLLAR_MAX } from '../../commerce/contract/points';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';

/**
 * The programme's earning rule (owners, decision 053): points for each full dollar paid and when a
 * down-payment order earns, in one form read at the rule's version (a save from a stale page is refused).
 */
export function OpsPointsPage({ rules, notice }: { rules: PointsRulesRecord; notice: Notice | null }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].points;
  return (
    <OpsDocument title={m.heading} path="/points">
      <OpsNotice notice={notice} />
      <p className="ops-muted">{m.intro}</p>
      <form className="ops-form" method="post" action={opsPath(lang, '/points')}>
        <input type="hidden" name="version" value={rules.version} />
        <label>
          {m.perDollar}
          <input
            name="points_per_dollar"
            type="number"
            inputMode="numeric"
            min={0}
            max={POINTS_PER_DOLLAR_MAX}
            step={1}
            required
            defaultValue={rules.points_per_dollar}
            aria-describedby="ops-points-hint"
          />
        </label>
        <p id="ops-points-hint" className="ops-muted">
          {m.perDollarHint(25 * rules.points_per_dollar)}
        </p>
        <fieldset className="ops-fieldset">
          <legend>{m.depositEarns}</legend>
          {(['completion', 'deposit'] as const).map((when) => (
            <label key={when} className="ops-check">
              <input type="radio" name="deposit_earns" value={when} defaultChecked={rules.deposit_earns === when} />
              {m.depositEarnsWhen[when]}
            </label>
          ))}
        </fieldset>
        <button type="submit">{m.save}</button>
      </form>
    </OpsDocument>
  );
}
