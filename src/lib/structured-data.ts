import type { ProductDetail } from '../../commerce/contract/products';
import type { Lang } from '../../lib/lang';
import { localizePath } from '../../lib/paths';
import { phnomPenhInput } from '../../lib/phnom-penh-time';

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

/**
 * When the price the product sells at now stops: the end of its live flash deal's window or of its live
 * promotion, whichever sets it (`live`: the loader's, by the server's clock), as the Phnom Penh date of
 * its last second; null for the product's own price.
 */
function priceEnds(product: ProductDetail, live: { dealLive: boolean; promotionLive: boolean }): string | null {
  const { flash_deal: deal, promotion } = product;
  const ends =
    live.dealLive && deal?.deal_money === product.money
      ? deal.ends_at
      : live.promotionLive && promotion?.promo_money === product.money
        ? promotion.ends_at
        : null;
  return ends === null ? null : phnomPenhInput(ends - 1).slice(0, 10);
}

/** A Product with its Offer (US dollars; a sale price with the day it ends) and rating. */
export function productData(
  product: ProductDetail,
  origin: string,
  lang: Lang,
  live: { dealLive: boolean; promotionLive: boolean },
): Record<string, unknown> {
  const validUntil = priceEnds(product, live);
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
      ...(validUntil ? { priceValidUntil: validUntil } : {}),
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
