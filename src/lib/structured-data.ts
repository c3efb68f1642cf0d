import type { ProductDetail } from '../api/contract/products';
import type { Lang } from './lang';
import { localizePath } from './paths';

/**
 * schema.org data for search engines, built on the server only: pages pass it to JsonLd as
 * `import.meta.env.SSR ? …Data(…) : null`, so none of this reaches the browser's bundle (crawlers read
 * the server's HTML, and hydration keeps the JSON it wrote).
 */

const availability = (product: ProductDetail) =>
  product.stock <= 0
    ? 'https://schema.org/OutOfStock'
    : product.is_preorder === 1
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/InStock';

/** A Product with its Offer (US dollars) and rating. */
export function productData(product: ProductDetail, origin: string, lang: Lang): Record<string, unknown> {
  return {
    '@type': 'Product',
    name: product.name,
    sku: String(product.id),
    image: (product.gallery.length > 0 ? product.gallery.map((picture) => picture.src) : [product.image]).map(
      (src) => origin + src,
    ),
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
      url: origin + localizePath(`/products/${product.id}`, lang),
      price: product.money,
      priceCurrency: 'USD',
      availability: availability(product),
      seller: { '@type': 'Organization', name: product.merchant.name },
    },
  };
}

/** A BreadcrumbList of a page's trail from home. */
export function breadcrumbData(
  trail: { name: string; to: string }[],
  origin: string,
  lang: Lang,
): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + localizePath(crumb.to, lang),
    })),
  };
}

/** The shop as an Organization, on its home page. */
export function organizationData(name: string, origin: string): Record<string, unknown> {
  return { '@type': 'Organization', name, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}
