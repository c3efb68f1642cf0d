import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';

type PaginationProps = {
  page: number;
  pages: number;
  /** The unprefixed link to a page number (the other filters kept). */
  hrefFor: (page: number) => string;
};

/** Page numbers around the current one, first and last always reachable; plain links, so Back works. */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t('catalogue.pagination.label')}>
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev">
          {t('catalogue.pagination.previous')}
        </Link>
      )}
      {numbers.map((n, i) => (
        <span key={n} className="pagination-item">
          {i > 0 && n - numbers[i - 1]! > 1 && <span aria-hidden="true">…</span>}
          <Link
            to={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('catalogue.pagination.page', { page: n })}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pages && (
        <Link to={hrefFor(page + 1)} rel="next">
          {t('catalogue.pagination.next')}
        </Link>
      )}
    </nav>
  );
}
