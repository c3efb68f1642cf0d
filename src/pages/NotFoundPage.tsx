import { Link } from '../components/Link';
import { useI18n } from '../i18n/use-i18n';

/** Unknown paths and unknown ids, with status 404. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="status-page">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <ul className="status-links">
        <li>
          <Link to="/">{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to="/products">{t('notFound.search')}</Link>
        </li>
        <li>
          <Link to="/accounts/help-center-category">{t('notFound.help')}</Link>
        </li>
      </ul>
    </section>
  );
}
