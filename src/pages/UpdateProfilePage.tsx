import type { FormEvent } from 'react';
import { useApi } from '../api/client';
import type { PageProps } from '../app/page-props';
import { useNavigate } from '../app/navigate-context';
import { FormAlert } from '../components/FormAlert';
import { Link } from '../components/Link';
import { SubmitButton } from '../components/SubmitButton';
import { useI18n } from '../i18n/use-i18n';
import { useAction } from '../app/use-action';
import { showToast } from '../store/actions';
import { GUEST_SESSION } from '../store/store-state';
import { useStore } from '../store/use-store';
import type { profile } from '../../worker/loaders/profile';

type Field = { name: string; label: string; type: string; autoComplete: string; value?: string };

/** Change the name, the email or the password (/accounts/update/username|email|password). */
export default function UpdateProfilePage({ route, data }: PageProps<typeof profile>) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const { error, busy, run } = useAction();
  const kind = route.replace('accounts.update-', '') as 'username' | 'email' | 'password';
  const fields: Field[] = {
    username: [
      { name: 'name', label: t('member.profile.name'), type: 'text', autoComplete: 'name', value: data.profile?.name },
    ],
    email: [
      {
        name: 'email',
        label: t('member.profile.email'),
        type: 'email',
        autoComplete: 'email',
        value: data.profile?.email ?? '',
      },
    ],
    password: [
      { name: 'old_pass', label: t('member.profile.oldPassword'), type: 'password', autoComplete: 'current-password' },
      { name: 'pass', label: t('member.register.newPassword'), type: 'password', autoComplete: 'new-password' },
      { name: 'again', label: t('member.register.again'), type: 'password', autoComplete: 'new-password' },
    ],
  }[kind];

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value).trim()]),
    );
    void run(async () => {
      if (fields.some((field) => !values[field.name])) return t('member.profile.required');
      if (kind === 'password' && (values.pass ?? '').length < 8) return t('member.register.shortPassword');
      if (kind === 'password' && values.pass !== values.again) return t('member.register.mismatch');
      const path = { username: '/changename', email: '/changeemail', password: '/changepass' }[kind];
      const answer = await api.post(path, values);
      if (answer.code !== 0) return answer.msg;
      showToast(store, { kind: 'success', text: answer.msg, position: 'center' }, 3000);
      if (kind === 'username') store.session = { ...store.session, userName: values.name ?? '' };
      // A new password signs out every session, this one too.
      if (kind === 'password') store.session = { ...GUEST_SESSION };
      await navigate(kind === 'password' ? '/user/login' : '/accounts/profile', { replace: true });
    });
  };

  return (
    <section className="account-panel">
      <h1>{t(['route', route])}</h1>
      <form className="account-form" method="post" onSubmit={save} noValidate>
        <FormAlert error={error} />
        {fields.map((field) => (
          <label key={field.name} className="field">
            <span>{field.label}</span>
            <input
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              defaultValue={field.value}
              maxLength={field.type === 'email' ? 120 : field.type === 'password' ? 128 : 50}
              required
            />
          </label>
        ))}
        <SubmitButton busy={busy} label={t('member.profile.save')} busyLabel={t('member.address.saving')} />
      </form>
      <p>
        <Link to="/accounts/profile">{t('member.profile.back')}</Link>
      </p>
    </section>
  );
}
