import type { PageProps } from '../app/page-props';
import { CategoryGrid } from '../components/CategoryGrid';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { categories } from '../../worker/loaders/categories';

/** All goods categories with their children. */
export default function CategoryPage({ data }: PageProps<typeof categories>) {
  const { t } = useI18n();
  return (
    <>
      <h1>{t('route.category')}</h1>
      {data.categories === null ? (
        <LoadError />
      ) : data.categories.length === 0 ? (
        <p>{t('category.empty')}</p>
      ) : (
        <CategoryGrid categories={data.categories} />
      )}
    </>
  );
}
