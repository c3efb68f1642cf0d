import { OpsDocument } from './OpsDocument';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { useOpsRequest } from './ops-request';

/**
 * The console's sign-in: e-mail and password, and the authenticator's code once the password showed that
 * two-step sign-in is on (`askCode`); the refusal or the request in words, the e-mail kept.
 */
export function OpsSignInPage({ error, email, askCode }: { error: string | null; email: string; askCode: boolean }) {
  const { lang } = useOpsRequest();
  const m = OPS_MESSAGES[lang];
  return (
    <OpsDocument title={m.signInTitle} path="/sign-in">
      <form className="ops-sign-in" method="post" action={opsPath(lang, '/sign-in')}>
        {error && (
          <p className="ops-error" role="alert">
            {error}
          </p>
        )}
        <label>
          {m.email}
          <input type="email" name="email" autoComplete="username" required defaultValue={email} />
        </label>
        <label>
          {m.password}
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        {askCode && (
          <label>
            {m.code}
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              required
              // biome-ignore lint/a11y/noAutofocus: the page asks for this field alone; the password is typed again above it
              autoFocus
            />
          </label>
        )}
        <button type="submit">{m.signIn}</button>
      </form>
    </OpsDocument>
  );
}
