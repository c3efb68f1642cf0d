import type { GoodsCategory } from '../api/contract/categories';
import { Await } from '../app/Await';
import { CategoryGrid } from '../components/CategoryGrid';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';

export default function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <h1 className="visually-hidden">{t('site.name')}</h1>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <Await<GoodsCategory[]> name="categories" fallback={<p className="skeleton">{t('home.loadingCategories')}</p>}>
          {(settled) => (settled.ok ? <CategoryGrid categories={settled.value} showChildren={false} /> : <LoadError />)}
        </Await>
      </section>
    </>
  );
}
