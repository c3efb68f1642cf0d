import { useEffect } from 'react';
import type { PageProps } from '../app/page-props';
import { useNavigate } from '../app/navigate-context';
import { BrandGrid } from '../components/BrandGrid';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { bestoffer } from '../../worker/loaders/brands';

/** localStorage keys the footer's best-offer links write (the seed's names). */
const CHOSEN_ID = 'bestoffer_cat_id';

/**
 * Best-offer brands. When the address names no category but the footer stored one, the page
 * replaces the address with `?cat=<id>`, so the list is filtered and Back does not loop.
 */
export default function BrandsPage({ route, data }: PageProps<typeof bestoffer>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    if (data.category || new URLSearchParams(location.search).has('all')) return;
    const stored = localStorage.getItem(CHOSEN_ID);
    if (stored && /^\d{1,12}$/.test(stored))
      void navigate(`/${route === 'bestoffer' ? 'bestoffer' : 'bestoffer/index-list'}?cat=${stored}`, {
        replace: true,
      });
  }, [data.category, navigate, route]);

  const base = route === 'bestoffer' ? '/bestoffer' : '/bestoffer/index-list';
  return (
    <>
      <h1>{data.categoryName ? t('catalogue.brands.chosen', { name: data.categoryName }) : t(['route', route])}</h1>
      {data.category && (
        <p>
          <Link to={`${base}?all=1`} onClick={() => localStorage.removeItem(CHOSEN_ID)}>
            {t('catalogue.brands.showAll')}
          </Link>
        </p>
      )}
      {data.brands === null ? (
        <LoadError />
      ) : data.brands.length === 0 ? (
        <p>{t('catalogue.brands.none')}</p>
      ) : (
        <BrandGrid brands={data.brands} />
      )}
    </>
  );
}
