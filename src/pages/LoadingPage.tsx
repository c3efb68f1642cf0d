import { useEffect } from 'react';
import { useNavigate } from '../app/navigate-context';
import type { PageProps } from '../app/page-props';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../../lib/paths';
import type { loading } from '../../worker/loaders/social-sign-in';

/**
 * The neutral hand-off page after a social sign-in (nothing of the shopper on it): once the app runs it
 * goes on to the remembered page, replacing itself in the history; without scripts, the link does.
 */
export default function LoadingPage({ data }: PageProps<typeof loading>) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const next = data.next ?? localizePath('/', lang);
  useEffect(() => {
    void navigate(next, { replace: true, localized: true });
  }, [navigate, next]);
  return (
    <section className="auth-card handoff" aria-busy="true">
      <span className="spinner handoff-spinner" aria-hidden="true" />
      <h1>{t(['route', 'loading'])}</h1>
      <p className="muted">{t('member.social.handoffNote')}</p>
      <p>
        {/* `next` is already a localized path (the sign-in target), so not through Link, which would prefix it again. */}
        <a className="button button-secondary" href={next}>
          {t('member.social.continue')}
        </a>
      </p>
    </section>
  );
}
