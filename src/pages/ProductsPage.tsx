import { awaitFor } from '../app/Await';
import type { PageProps } from '../app/page-props';
import { CategoryChips } from '../components/CategoryChips';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { SortFilterBar } from '../components/SortFilterBar';
import { useI18n } from '../i18n/use-i18n';
import { productQueryHref } from '../../lib/product-query';
import { searchPath } from '../lib/search-path';
import type { products, search } from '../../worker/loaders/products';

const Await = awaitFor<typeof products | typeof search>();

/** Every product list (all, discounted, pre-order, search results): filters, sort and page in the URL. */
export default function ProductsPage({ route, data }: PageProps<typeof products | typeof search>) {
  const { t } = useI18n();
  const { path, query, result, search, heading } = data;
  const filtered = Object.keys(query).some((key) => key !== 'sort' && key !== 'page');
  return (
    <>
      <h1>{search ? t('catalogue.search.title', { words: search }) : (heading ?? t(['route', route]))}</h1>
      {/* A phone shows the filters above the results (the price and stock ones folded); from 992 px they are a sidebar. */}
      <div className="product-list-layout">
        <aside className="product-filters" aria-label={t('catalogue.filter.more')}>
          {data.categories && <CategoryChips categories={data.categories} path={path} query={query} />}
          <SortFilterBar path={path} query={query} total={result?.total ?? null} />
        </aside>
        <div className="product-list-results">
          {result === null ? (
            <LoadError />
          ) : result.total === 0 ? (
            <section className="empty-state" aria-labelledby="empty-heading">
              <h2 id="empty-heading">
                {search ? t('catalogue.search.none', { words: search }) : t('catalogue.list.none')}
              </h2>
              {search && (
                <Await name="suggestion" fallback={null}>
                  {(settled) =>
                    settled.ok && settled.value ? (
                      <p className="did-you-mean">
                        {t('catalogue.search.didYouMean')} <Link to={searchPath(settled.value)}>{settled.value}</Link>
                        {t('catalogue.search.didYouMeanAfter')}
                      </p>
                    ) : null
                  }
                </Await>
              )}
              <p>{search ? t('catalogue.search.hint') : t('catalogue.list.hint')}</p>
              {filtered && (
                <p>
                  <Link to={path} className="button button-secondary">
                    {t('catalogue.list.clear')}
                  </Link>
                </p>
              )}
              <h2>{t('catalogue.list.popular')}</h2>
              <Await name="popular" fallback={<p className="skeleton">{t('catalogue.loading')}</p>}>
                {(settled) => (settled.ok ? <ProductGrid products={settled.value} fourUp /> : <LoadError />)}
              </Await>
            </section>
          ) : (
            <>
              {/* Product cards title themselves with h3: this keeps the heading order h1 → h2 → h3 for screen readers. */}
              <h2 className="visually-hidden">
                {result.total === 1 ? t('catalogue.list.countOne') : t('catalogue.list.count', { count: result.total })}
              </h2>
              <ProductGrid products={result.list} eagerCount={2} label={t(['route', route])} fourUp />
              <Pagination
                page={result.page}
                pages={result.pages}
                hrefFor={(page) => productQueryHref(path, query, { page: String(page) })}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}
