import { awaitFor } from '../app/Await';
import type { PageProps } from '../app/page-props';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { BuyBox } from '../components/BuyBox';
import { FulfilmentFacts } from '../components/FulfilmentFacts';
import { Gallery } from '../components/Gallery';
import { LoadError } from '../components/LoadError';
import { MerchantCard } from '../components/MerchantCard';
import { ProductGrid } from '../components/ProductGrid';
import { JsonLd } from '../components/JsonLd';
import { ProductOffer } from '../components/ProductOffer';
import { RatingSummary } from '../components/RatingSummary';
import { ReviewList } from '../components/ReviewList';
import { SaveButton } from '../components/SaveButton';
import { useDocumentFacts } from '../app/document-context';
import { useI18n } from '../i18n/use-i18n';
import { productData } from '../lib/structured-data';
import type { product } from '../../worker/loaders/product';

const Await = awaitFor<typeof product>();

/** One product: photos, price, terms, stock, buying with delivery and pick-up facts, its shop, reviews and related products. */
export default function ProductPage({ route, data }: PageProps<typeof product>) {
  const { t, lang } = useI18n();
  const { origin } = useDocumentFacts();
  const { product } = data;
  if (!product) {
    return (
      <>
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </>
    );
  }
  const limit = data.dealLive && product.flash_deal ? product.flash_deal.limit : product.limit;
  // Keyed by product: another product opened from this page starts on its first photo and a quantity of 1.
  return (
    <article className="product-page" key={product.id}>
      <Breadcrumbs
        trail={[
          { name: t('nav.home'), to: '/' },
          { name: product.category.name, to: `/products?category=${product.category.id}` },
          { name: product.name, to: `/products/${product.id}` },
        ]}
      />
      <JsonLd data={import.meta.env.SSR ? productData(product, origin, lang, data) : null} />
      <div className="product-main">
        <Gallery
          pictures={product.gallery.length > 0 ? product.gallery : [{ src: product.image, alt: '' }]}
          name={product.name}
        />
        <div className="product-summary">
          <h1>{product.name}</h1>
          <ProductOffer product={product} dealLive={data.dealLive} promotionLive={data.promotionLive} />
          <BuyBox productId={product.id} stock={product.stock} limit={limit} />
          <SaveButton productId={product.id} name={product.name} labelled />
          {/* From the edge cache, so it is usually settled by the time the shell renders; a failure shows nothing. */}
          <Await name="fulfilment" fallback={null}>
            {(settled) => (settled.ok ? <FulfilmentFacts facts={settled.value} /> : null)}
          </Await>
        </div>
      </div>
      <section aria-labelledby="product-shop">
        <h2 id="product-shop" className="visually-hidden">
          {t('catalogue.product.soldBy')}
        </h2>
        <Await name="merchant" fallback={<p className="skeleton">{product.merchant.name}</p>}>
          {(settled) => (settled.ok ? <MerchantCard merchant={settled.value} /> : <LoadError />)}
        </Await>
      </section>
      <section aria-labelledby="product-description">
        <h2 id="product-description">{t('catalogue.product.description')}</h2>
        <p className="product-description">{product.description}</p>
        {product.specs.length > 0 && (
          <>
            <h3>{t('catalogue.product.specs')}</h3>
            <dl className="product-specs">
              {product.specs.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>
      <section aria-labelledby="product-reviews">
        <h2 id="product-reviews">{t('catalogue.product.reviews')}</h2>
        {product.rating_summary.count > 0 ? (
          <>
            <RatingSummary {...product.rating_summary} />
            <ReviewList reviews={product.reviews} />
          </>
        ) : (
          <p>{t('catalogue.product.noReviews')}</p>
        )}
      </section>
      <section aria-labelledby="product-related">
        <h2 id="product-related">{t('catalogue.product.related')}</h2>
        <Await name="related" fallback={<p className="skeleton">{t('catalogue.loading')}</p>}>
          {(settled) => (settled.ok ? <ProductGrid products={settled.value} fourUp /> : <LoadError />)}
        </Await>
      </section>
    </article>
  );
}
