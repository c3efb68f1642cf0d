import type { PageProps } from '../app/page-props';
import { LoadError } from '../components/LoadError';
import { Pagination } from '../components/Pagination';
import { ProductGrid } from '../components/ProductGrid';
import { SortFilterBar } from '../components/SortFilterBar';
import { useI18n } from '../i18n/use-i18n';
import { productQueryHref } from '../../lib/product-query';
import type { brand } from '../../worker/loaders/brands';

/** One brand: its story and its products, sorted and paged in the URL. */
export default function BrandPage({ route, data }: PageProps<typeof brand>) {
  const { t } = useI18n();
  const { brand, products, query } = data;
  if (!brand) {
    return (
      <>
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </>
    );
  }
  const path = `/bestoffer/detail/${brand.id}`;
  return (
    <>
      <div className="brand-head">
        <img src={brand.logo} alt="" width={160} height={80} />
        <div>
          <h1>{brand.name}</h1>
          <p>{brand.about}</p>
        </div>
      </div>
      <h2>{t('catalogue.brands.productsOf', { name: brand.name })}</h2>
      <SortFilterBar path={path} query={query} total={products?.total ?? null} />
      {products === null ? (
        <LoadError />
      ) : (
        <>
          <ProductGrid products={products.list} />
          <Pagination
            page={products.page}
            pages={products.pages}
            hrefFor={(page) => productQueryHref(path, query, { page: String(page) })}
          />
        </>
      )}
    </>
  );
}
