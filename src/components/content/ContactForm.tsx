import { useState, type FormEvent } from 'react';
import { FormAlert } from '../FormAlert';
import { useApi } from '../../api/client';
import { CONTACT_TOPICS } from '../../../commerce/contract/choices';
import { useI18n } from '../../i18n/use-i18n';
import { useStoreSnapshot } from '../../store/use-store';
import { contactErrors, type ContactFields } from '../../lib/contact-fields';
import { useAction } from '../../app/use-action';

const TOPIC_LABELS = {
  order: 'topicOrder',
  delivery: 'topicDelivery',
  returns: 'topicReturns',
  account: 'topicAccount',
  other: 'topicOther',
} as const;

/**
 * The customer-service form: checked here first (each field says what is wrong), then sent to
 * /api/contact, which stores it and answers with a reference. `website` is a honeypot for robots.
 */
export function ContactForm() {
  const { t } = useI18n();
  const api = useApi();
  const { session } = useStoreSnapshot();
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFields, string>>>({});
  const { error: failure, busy, run } = useAction();
  const [sent, setSent] = useState<{ msg: string; reference: string } | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      ['name', 'contact', 'topic', 'message', 'website'].map((key) => [key, String(form.get(key) ?? '')]),
    ) as ContactFields;
    const found = contactErrors(fields);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, code]) => [key, t(`content.contact.${code}`)])));
    if (Object.keys(found).length) return;
    await run(async () => {
      const answer = await api.post<{ reference: string }>('/contact', { ...fields });
      if (answer.code !== 0) return answer.msg;
      setSent({ msg: answer.msg, reference: answer.data.reference });
    });
  }

  if (sent) {
    return (
      <div className="contact-sent" role="status">
        <p>{sent.msg}</p>
        <p>
          <strong>{t('content.contact.reference', { reference: sent.reference })}</strong>
        </p>
        <button className="button button-outline" type="button" onClick={() => setSent(null)}>
          {t('content.contact.another')}
        </button>
      </div>
    );
  }

  const described = (key: keyof ContactFields, hint?: string) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': [hint, errors[key] ? `contact-${key}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (key: keyof ContactFields) =>
    errors[key] && (
      <span id={`contact-${key}-error`} className="field-error">
        {errors[key]}
      </span>
    );

  return (
    <form className="contact-form" method="post" onSubmit={send} noValidate>
      <FormAlert error={failure} />
      {session.loggedIn && <p className="contact-note">{t('content.contact.signedIn')}</p>}
      <label className="field">
        <span>{t('content.contact.name')}</span>
        <input
          name="name"
          autoComplete="name"
          maxLength={80}
          defaultValue={session.userName}
          required
          {...described('name')}
        />
        {error('name')}
      </label>
      <label className="field">
        <span>{t('content.contact.reply')}</span>
        <input
          name="contact"
          autoComplete="tel"
          maxLength={254}
          defaultValue={session.mobile ? `0${session.mobile.slice(3)}` : ''}
          required
          {...described('contact', 'contact-reply-hint')}
        />
        <small id="contact-reply-hint">{t('content.contact.replyHint')}</small>
        {error('contact')}
      </label>
      <label className="field">
        <span>{t('content.contact.topic')}</span>
        <select name="topic" defaultValue="order">
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`content.contact.${TOPIC_LABELS[topic]}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('content.contact.message')}</span>
        <textarea name="message" rows={5} maxLength={2000} required {...described('message', 'contact-message-hint')} />
        <small id="contact-message-hint">{t('content.contact.messageHint')}</small>
        {error('message')}
      </label>
      <div className="honeypot" aria-hidden="true">
        <label>
          {t('content.contact.honeypot')}
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button className="button button-primary" type="submit" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? t('content.contact.sending') : t('content.contact.submit')}
      </button>
    </form>
  );
}
