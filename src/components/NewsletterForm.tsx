import { useState, type FormEvent } from 'react';
import { useApi } from '../api/client';
import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';

/** How long the newsletter answer stays on screen. */
const TOAST_MS = 3000;

/**
 * The newsletter sign-up: a required email and a honeypot field that people
 * and screen readers never meet (bots fill it in; the service then drops
 * the address). It submits by GET to the operator's mailing-list service
 * when one is configured; otherwise by POST to the commerce API's
 * /api/newsletter (a GET there changes nothing), called through the API
 * client so its localized answer shows as a toast.
 */
export function NewsletterForm() {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const external = useConfig().public.newsletterAction;
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<'emailMissing' | 'emailInvalid' | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // The form is noValidate (the browser's bubble is in the browser's language): the field's own
    // validity decides, and the message is the page's.
    const email = form.elements.namedItem(external ? 'EMAIL' : 'email') as HTMLInputElement;
    const problem = email.validity.valueMissing ? 'emailMissing' : email.validity.valid ? null : 'emailInvalid';
    setInvalid(problem);
    if (problem) {
      event.preventDefault();
      email.focus();
      return;
    }
    if (external) return;
    event.preventDefault();
    const data = new FormData(form);
    setBusy(true);
    try {
      const answer = await api.post('/newsletter', {
        email: String(data.get('email') ?? ''),
        website: String(data.get('website') ?? ''),
      });
      showToast(
        store,
        {
          kind: answer.code === 0 ? 'success' : 'error',
          text: answer.msg || t('shell.newsletterFailed'),
          position: 'center',
        },
        TOAST_MS,
      );
      if (answer.code === 0) form.reset();
    } catch {
      // Offline: the client showed its toast. Anything else: the generic failure.
      if (store.online)
        showToast(store, { kind: 'error', text: t('shell.newsletterFailed'), position: 'center' }, TOAST_MS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="newsletter-form"
      method={external ? 'get' : 'post'}
      action={external || '/api/newsletter'}
      onSubmit={onSubmit}
      noValidate
    >
      <label htmlFor="newsletter-email">{t('shell.footer.email')}</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          type="email"
          name={external ? 'EMAIL' : 'email'}
          required
          autoComplete="email"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'newsletter-email-error' : undefined}
        />
        <button type="submit" className="button button-brand" disabled={busy}>
          {t('shell.footer.subscribe')}
        </button>
      </div>
      {invalid && (
        <p id="newsletter-email-error" className="field-error" role="alert">
          {t(`shell.footer.${invalid}`)}
        </p>
      )}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="newsletter-website">{t('shell.footer.honeypot')}</label>
        <input id="newsletter-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  );
}
