import { useNavigate } from '../app/navigate-context';
import { CodePasswordFlow } from '../components/CodePasswordFlow';
import { Link } from '../components/Link';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';

/** Reset a forgotten password by a one-time code sent to the mobile number; then sign in with it. */
export default function ForgetPasswordPage() {
  const { t } = useI18n();
  const store = useStore();
  const navigate = useNavigate();
  async function done() {
    showToast(store, { kind: 'success', text: t('member.reset.done'), position: 'center' }, 3000);
    await navigate('/user/login', { replace: true });
  }
  return (
    <section className="auth-card">
      <h1>{t(['route', 'user.forget-password'])}</h1>
      <CodePasswordFlow
        purpose="reset"
        onDone={done}
        intro={t('member.reset.intro')}
        submitLabel={t('member.reset.submit')}
      />
      <p className="auth-links">
        <Link to="/user/login">{t('auth.signIn')}</Link>
      </p>
    </section>
  );
}
