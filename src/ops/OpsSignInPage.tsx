import type { Lang } from '../lib/lang';
import { OpsDocument } from './OpsDocument';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** The console's sign-in: e-mail and password, the refusal in words when there is one, the e-mail kept. */
export function OpsSignInPage({ lang, error, email }: { lang: Lang; error: string | null; email: string }) {
  const m = OPS_MESSAGES[lang];
  return (
    <OpsDocument lang={lang} title={m.signInTitle} operator={null} path="/sign-in">
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
        <button type="submit">{m.signIn}</button>
      </form>
    </OpsDocument>
  );
}
