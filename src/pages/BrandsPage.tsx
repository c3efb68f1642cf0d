import type { PageProps } from '../app/page-props';
import { BrandGrid } from '../components/BrandGrid';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { bestoffer } from '../../worker/loaders/brands';

/**
 * Best-offer brands, of the category the address names (`?cat=<id>`, as the footer's links give it),
 * else all of them: the address alone decides, so the header's Brands always lists them all.
 */
export default function BrandsPage({ route, data }: PageProps<typeof bestoffer>) {
  const { t } = useI18n();
  const base = route === 'bestoffer' ? '/bestoffer' : '/bestoffer/index-list';
  return (
    <>
      <h1>{data.categoryName ? t('catalogue.brands.chosen', { name: data.categoryName }) : t(['route', route])}</h1>
      {data.category && (
        <p>
          <Link to={base}>{t('catalogue.brands.showAll')}</Link>
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
