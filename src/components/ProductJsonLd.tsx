import { useDocumentFacts } from '../app/document-context';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../lib/paths';
import type { ProductDetail } from '../api/contract/products';
import { JsonLd } from './JsonLd';

const availability = (product: ProductDetail) =>
  product.stock <= 0
    ? 'https://schema.org/OutOfStock'
    : product.is_preorder === 1
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/InStock';

/** schema.org Product with its Offer (US dollars) and rating, for search results. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const { lang } = useI18n();
  const { origin } = useDocumentFacts();
  const url = origin + localizePath(`/products/${product.id}`, lang);
  return (
    <JsonLd
      data={{
        '@type': 'Product',
        name: product.name,
        sku: String(product.id),
        image: (product.gallery.length > 0 ? product.gallery : [product.image]).map((src) => origin + src),
        description: product.description,
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
        ...(product.rating_count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating,
                reviewCount: product.rating_count,
              },
            }
          : {}),
        offers: {
          '@type': 'Offer',
          url,
          price: product.money,
          priceCurrency: 'USD',
          availability: availability(product),
          seller: { '@type': 'Organization', name: product.merchant.name },
        },
      }}
    />
  );
}
