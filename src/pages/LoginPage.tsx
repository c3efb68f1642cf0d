import type { FormEvent } from 'react';
import { useApi } from '../api/client';
import { useNavigate } from '../app/navigate-context';
import { Link } from '../components/Link';
import { SocialButtons, SocialFailureAlert } from '../components/SocialSignIn';
import { useI18n } from '../i18n/use-i18n';
import { toApiMobile } from '../../lib/mobile';
import { localizePath, safeRedirect } from '../../lib/paths';
import { signIn as signInAs } from '../store/session-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { addRememberedToCart } from '../store/cart-actions';
import { showToast } from '../store/actions';
import type { PageProps } from '../app/page-props';
import type { socialSignIn } from '../../worker/loaders/social-sign-in';
import { useAction } from '../app/use-action';

/** Sign in with a mobile number and password, or a social provider's button when one is configured; then the remembered page, or home. */
export default function LoginPage({ data }: PageProps<typeof socialSignIn>) {
  const { t, lang } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const { navigating } = useStoreSnapshot();
  const { error, setError, busy, run } = useAction();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const pass = String(form.get('pass') ?? '');
    const mobile = toApiMobile(String(form.get('mobile') ?? ''));
    if (!mobile || !pass) {
      setError(mobile ? t('auth.required') : t('auth.badMobile'));
      return;
    }
    await run(async () => {
      const failed = await signInAs(store, api, mobile, pass);
      if (failed) return failed;
      // Only when sent here by an add to cart: an add abandoned at an earlier sign-in page stays out of the cart.
      const added = data.forCart ? await addRememberedToCart(store, api) : null;
      if (added)
        showToast(
          store,
          added.code === 0
            ? { kind: 'success', text: t('auth.cartAdded'), position: 'top-right' }
            : { kind: 'error', text: added.msg, position: 'top-right' },
          3000,
        );
      const home = localizePath('/', lang);
      const back = safeRedirect(new URLSearchParams(location.search).get('redirect'), home);
      await navigate(back, { replace: true, localized: true });
    });
  }

  const waiting = busy || navigating;
  return (
    <section className="auth-card">
      <h1>{t(['route', 'user.login'])}</h1>
      <form method="post" onSubmit={signIn} noValidate>
        {!error && <SocialFailureAlert failure={data.failure} />}
        {!error && data.forCart && (
          <p className="alert alert-info" role="status">
            {t('auth.cartReason')}
          </p>
        )}
        {error && (
          <p className="alert alert-danger" role="alert">
            {error}
          </p>
        )}
        <label className="field">
          <span>{t('auth.mobile')}</span>
          <input
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth.mobileHint')}
            required
          />
        </label>
        <label className="field">
          <span>{t('auth.password')}</span>
          <input name="pass" type="password" autoComplete="current-password" required />
        </label>
        <button className="button button-primary" type="submit" disabled={waiting} aria-busy={waiting}>
          {waiting && <span className="spinner" aria-hidden="true" />}
          {waiting ? t('auth.signingIn') : t('auth.submit')}
        </button>
      </form>
      <SocialButtons next={data.next} />
      <p className="auth-links">
        <Link to="/user/forget-password">{t('auth.forgot')}</Link>
        <span>
          {t('auth.noAccount')} <Link to="/user/register">{t('auth.signUp')}</Link>
        </span>
      </p>
    </section>
  );
}
