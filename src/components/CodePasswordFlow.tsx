import { useState, type FormEvent } from 'react';
import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { digitsOnly } from '../../lib/latin-digits';
import { formatMobile, toApiMobile } from '../../lib/mobile';
import { useAction } from '../app/use-action';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';

const field = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

type Props = {
  /**
   * register: a code when the mobile is new, a reminder to sign in when it has an account; reset: a code
   * only when it has an account. The answer is the same either way (never told), so the code step follows.
   */
  purpose: 'register' | 'reset';
  /** After the API accepted the code and the password (signs in, or goes to sign-in); a message on failure. */
  onDone: (mobile: string, pass: string) => Promise<unknown>;
  intro: string;
  submitLabel: string;
};

/**
 * Mobile number → one-time code by SMS → code and a new password (twice): POST /api/sendcode, then
 * /api/register or /api/forgetpass. Used by sign-up and by the password reset.
 */
export function CodePasswordFlow({ purpose, onDone, intro, submitLabel }: Props) {
  const { t } = useI18n();
  const api = useApi();
  const { error, busy, run } = useAction();
  const [mobile, setMobile] = useState('');
  const [notice, setNotice] = useState('');

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = toApiMobile(field(event.currentTarget, 'mobile'));
    void run(async () => {
      if (!typed) return t('auth.badMobile');
      const answer = await api.post('/sendcode', { mobile: typed, purpose });
      if (answer.code !== 0) return answer.msg;
      setNotice(answer.msg);
      setMobile(typed);
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const [code, pass, again] = [
      digitsOnly(field(form, 'code')),
      String(new FormData(form).get('pass') ?? ''),
      String(new FormData(form).get('again') ?? ''),
    ];
    void run(async () => {
      if (!/^\d{6}$/.test(code)) return t('member.register.badCode');
      if (pass.length < 8) return t('member.register.shortPassword');
      if (pass !== again) return t('member.register.mismatch');
      const answer = await api.post(purpose === 'register' ? '/register' : '/forgetpass', { mobile, code, pass });
      if (answer.code !== 0) return answer.msg;
      return onDone(mobile, pass);
    });
  };

  // Each step is its own form (`key`): reusing the first form's elements kept the typed mobile number in the code field.
  return !mobile ? (
    <form key="mobile" method="post" onSubmit={sendCode} noValidate>
      <FormAlert error={error} />
      <p className="muted">{intro}</p>
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
      <SubmitButton busy={busy} label={t('member.register.sendCode')} busyLabel={t('member.register.sending')} />
    </form>
  ) : (
    <form key="code" method="post" onSubmit={submit} noValidate>
      <FormAlert error={error} />
      <p className="alert alert-info" role="status">
        {notice} ({formatMobile(mobile)})
      </p>
      <label className="field">
        <span>{t('member.register.code')}</span>
        <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} required />
      </label>
      <label className="field">
        <span>{t('member.register.newPassword')}</span>
        <input name="pass" type="password" autoComplete="new-password" minLength={8} required />
      </label>
      <label className="field">
        <span>{t('member.register.again')}</span>
        <input name="again" type="password" autoComplete="new-password" minLength={8} required />
      </label>
      <SubmitButton busy={busy} label={submitLabel} busyLabel={t('member.register.saving')} />
      <p>
        <button type="button" className="link-button inline-link" onClick={() => setMobile('')}>
          {t('member.register.otherNumber')}
        </button>
      </p>
    </form>
  );
}
