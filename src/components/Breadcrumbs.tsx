import { useDocumentFacts } from '../app/document-context';
import { useI18n } from '../i18n/use-i18n';
import { breadcrumbData } from '../lib/structured-data';
import { JsonLd } from './JsonLd';
import { Link } from './Link';

export type Crumb = { name: string; to: string };

/** The trail from home to this page, shown and given to search engines as a BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t, lang } = useI18n();
  const { origin } = useDocumentFacts();
  return (
    <nav className="breadcrumbs" aria-label={t('catalogue.product.breadcrumb')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.to}>
            {index < trail.length - 1 ? (
              <Link to={crumb.to}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={import.meta.env.SSR ? breadcrumbData(trail, origin, lang) : null} />
    </nav>
  );
}
