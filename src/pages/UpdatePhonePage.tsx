import type { FormEvent } from 'react';
import { useApi } from '../api/client';
import type { PageProps } from '../app/page-props';
import { useNavigate } from '../app/navigate-context';
import { FormAlert } from '../components/FormAlert';
import { Link } from '../components/Link';
import { SubmitButton } from '../components/SubmitButton';
import { useI18n } from '../i18n/use-i18n';
import { digitsOnly } from '../../lib/latin-digits';
import { formatMobile, toApiMobile } from '../../lib/mobile';
import { useAction } from '../app/use-action';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';
import type { updatePhone } from '../../worker/loaders/update-phone';

/**
 * A new mobile number in two pages: /accounts/update/phone sends a code to the new number, then
 * /accounts/update/getcode?mobile=855… takes the code and changes it.
 */
export default function UpdatePhonePage({ route, data }: PageProps<typeof updatePhone>) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const { error, busy, run } = useAction();
  const mobile = route === 'accounts.update-getcode' ? data.newMobile : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      if (!mobile) {
        const typed = toApiMobile(String(form.get('mobile') ?? ''));
        if (!typed) return t('auth.badMobile');
        const sent = await api.post('/sendcode', { mobile: typed, purpose: 'phone' });
        if (sent.code !== 0) return sent.msg;
        showToast(store, { kind: 'success', text: sent.msg, position: 'center' }, 3000);
        await navigate(`/accounts/update/getcode?mobile=${typed}`);
        return;
      }
      const code = digitsOnly(String(form.get('code') ?? ''));
      if (!/^\d{6}$/.test(code)) return t('member.register.badCode');
      const changed = await api.post('/changephone', { mobile, code });
      if (changed.code !== 0) return changed.msg;
      store.session = { ...store.session, mobile };
      showToast(store, { kind: 'success', text: changed.msg, position: 'center' }, 3000);
      await navigate('/accounts/profile', { replace: true });
    });
  };

  return (
    <section className="account-panel">
      <h1>{t(['route', route])}</h1>
      <form className="account-form" method="post" onSubmit={submit} noValidate>
        <FormAlert error={error} />
        {mobile ? (
          <>
            <p>{t('member.profile.codeSentTo', { mobile: formatMobile(mobile) })}</p>
            <label className="field">
              <span>{t('member.register.code')}</span>
              <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} required />
            </label>
          </>
        ) : (
          <>
            {data.profile?.mobile && (
              <p className="muted">
                {t('member.profile.currentMobile', { mobile: formatMobile(data.profile.mobile) })}
              </p>
            )}
            <label className="field">
              <span>{t('member.profile.newMobile')}</span>
              <input
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={t('auth.mobileHint')}
                required
              />
            </label>
          </>
        )}
        <SubmitButton
          busy={busy}
          label={mobile ? t('member.profile.save') : t('member.register.sendCode')}
          busyLabel={t('member.address.saving')}
        />
      </form>
      <p>
        <Link to={mobile ? '/accounts/update/phone' : '/accounts/profile'}>{t('member.profile.back')}</Link>
      </p>
    </section>
  );
}
