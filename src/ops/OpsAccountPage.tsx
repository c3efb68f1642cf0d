import { QrCode } from '../components/content/QrCode';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice } from './OpsNotice';

/** What the account page shows of two-step sign-in: off, being set up (with the app's address and key), or on. */
export type TwoStepView = { state: 'off' } | { state: 'pending'; uri: string; key: string } | { state: 'on' };

/** The operator's own account: two-step sign-in (RFC 6238 codes from any authenticator app), set up, confirmed or turned off. */
export function OpsAccountPage({
  twoStep,
  notice,
}: {
  twoStep: TwoStepView;
  notice: { kind: 'done' | 'error'; text: string } | null;
}) {
  const { lang } = useOperatorPage();
  const all = OPS_MESSAGES[lang];
  const m = all.account;
  const codeField = (
    <label>
      {all.code}
      <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" required />
    </label>
  );
  return (
    <OpsDocument title={m.heading} path="/account">
      <OpsNotice notice={notice} />
      <section aria-labelledby="ops-two-step">
        <h2 id="ops-two-step">{m.twoStep}</h2>
        {twoStep.state === 'off' && (
          <form className="ops-form" method="post" action={opsPath(lang, '/account/two-step/start')}>
            <p>{m.off}</p>
            <button type="submit">{m.start}</button>
          </form>
        )}
        {twoStep.state === 'pending' && (
          <form className="ops-form" method="post" action={opsPath(lang, '/account/two-step/confirm')}>
            <p>{m.scan}</p>
            <p>
              <QrCode text={twoStep.uri} label={m.qr} size={200} />
            </p>
            <p>
              {m.key}: <code>{twoStep.key.replace(/(.{4})/g, '$1 ').trim()}</code>
            </p>
            {codeField}
            <button type="submit">{m.confirm}</button>
          </form>
        )}
        {twoStep.state === 'on' && (
          <form className="ops-form" method="post" action={opsPath(lang, '/account/two-step/off')}>
            <p>{m.on}</p>
            {codeField}
            <button type="submit">{m.turnOff}</button>
          </form>
        )}
      </section>
    </OpsDocument>
  );
}
