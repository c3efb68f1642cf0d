import { Link } from '../components/Link';
import { useI18n } from '../i18n/use-i18n';

/** Shown with status 500 when a page failed to render. Never shows the error itself. */
export default function ErrorPage() {
  const { t } = useI18n();
  return (
    <section className="status-page">
      <h1>{t('error.heading')}</h1>
      <p>{t('error.text')}</p>
      <p>
        <Link to="/">{t('error.home')}</Link>
      </p>
    </section>
  );
}
