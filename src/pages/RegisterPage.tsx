import { useApi } from '../api/client';
import { useNavigate } from '../app/navigate-context';
import { CodePasswordFlow } from '../components/CodePasswordFlow';
import { Link } from '../components/Link';
import { useI18n } from '../i18n/use-i18n';
import { signIn } from '../store/session-actions';
import { useStore } from '../store/use-store';

/** Sign up: mobile → one-time code → password; then signed in and on to the profile details. */
export default function RegisterPage() {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  async function done(mobile: string, pass: string) {
    const failed = await signIn(store, api, mobile, pass);
    if (failed) return failed;
    await navigate('/user/register-information', { replace: true });
  }
  return (
    <section className="auth-card">
      <h1>{t(['route', 'user.register'])}</h1>
      <CodePasswordFlow
        purpose="register"
        onDone={done}
        intro={t('member.register.intro')}
        submitLabel={t('member.register.submit')}
      />
      <p className="auth-links">
        <span>
          {t('member.register.haveAccount')} <Link to="/user/login">{t('auth.signIn')}</Link>
        </span>
        {/* A member who asks for a sign-up code gets a reminder by SMS instead: the way on is here too. */}
        <Link to="/user/forget-password">{t('auth.forgot')}</Link>
      </p>
    </section>
  );
}
