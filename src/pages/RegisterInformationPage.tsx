import type { FormEvent } from 'react';
import { useApi } from '../api/client';
import { useNavigate } from '../app/navigate-context';
import { FormAlert } from '../components/FormAlert';
import { Link } from '../components/Link';
import { SubmitButton } from '../components/SubmitButton';
import { useI18n } from '../i18n/use-i18n';
import { useAction } from '../app/use-action';
import { useStore } from '../store/use-store';

/** After sign-up: the shopper's name and, if they like, an email; then their account. */
export default function RegisterInformationPage() {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const { error, busy, run } = useAction();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    void run(async () => {
      if (!name) return t('member.profile.nameRequired');
      const named = await api.post('/changename', { name });
      if (named.code !== 0) return named.msg;
      store.session = { ...store.session, userName: name };
      if (email) {
        const mailed = await api.post('/changeemail', { email });
        if (mailed.code !== 0) return mailed.msg;
      }
      await navigate('/accounts', { replace: true });
    });
  };

  return (
    <section className="auth-card">
      <h1>{t(['route', 'user.register-information'])}</h1>
      <p className="muted">{t('member.profile.completeIntro')}</p>
      <form method="post" onSubmit={save} noValidate>
        <FormAlert error={error} />
        <label className="field">
          <span>{t('member.profile.name')}</span>
          <input name="name" autoComplete="name" maxLength={50} required />
        </label>
        <label className="field">
          <span>{t('member.profile.emailOptional')}</span>
          <input name="email" type="email" autoComplete="email" maxLength={120} />
        </label>
        <SubmitButton busy={busy} label={t('member.profile.save')} busyLabel={t('member.address.saving')} />
      </form>
      <p className="auth-links">
        <Link to="/accounts">{t('member.profile.later')}</Link>
      </p>
    </section>
  );
}
