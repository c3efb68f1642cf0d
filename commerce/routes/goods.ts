import { read, withReads } from '../read';
import { Hono } from 'hono';
import { searchRequest, searchSuggestRequest } from '../contract/products';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { getProductDetail } from '../db/product-detail';
import { suggestionNames } from '../db/search-suggest';
import { didYouMean, trigramMatch } from '../did-you-mean';
import { normaliseSearchText } from '../normalise-search-text';
import { fromCents } from '../../lib/money';
import { productCard } from '../product-card';
import { reviewPhotoPath } from '../review-photo';
import { productList } from '../product-list';
import { publicAuthor } from '../public-author';
import { idOf, notFound, parsed, type Service } from '../service';
import { productDetailResponse, productListResponse, searchSuggestResponse } from '../contract/products';

export const listGoods = productList();
export const searchGoods = productList({}, searchRequest);

/** The gallery's pictures with their alt text: the console's own for its photos, else empty (the page names the product). */
function galleryOf(gallery: string, photoAlts: string) {
  const alts = JSON.parse(photoAlts) as Record<string, string>;
  return (JSON.parse(gallery) as string[]).map((src) => ({ src, alt: alts[src] ?? '' }));
}

/** A product's page: everything the storefront shows of it, its flash deal and promotion, and its latest reviews. */
export const productDetail = (async (ctx, input) => {
  const detail = await getProductDetail(ctx.db, ctx.lang, idOf(input), nowSeconds());
  if (!detail) throw notFound('productMissing');
  const { row, flash, promotion, stars, reviews, photos } = detail;
  return {
    ...productCard(row),
    description: row.description,
    specs: JSON.parse(row.specs) as [string, string][],
    gallery: galleryOf(row.gallery, row.photo_alts),
    limit: row.limit_per_shopper,
    ships_at: row.ships_at,
    down_payment:
      row.is_earnest === 1
        ? { earnest_money: fromCents(row.earnest_cents), balance: fromCents(row.price_cents - row.earnest_cents) }
        : null,
    category: { id: row.category_id, name: row.category_name },
    brand: row.brand_id && row.brand_name ? { id: row.brand_id, name: row.brand_name } : null,
    merchant: { id: row.merchant_id, name: row.merchant_name, logo: row.merchant_logo, city: row.merchant_city },
    flash_deal: flash
      ? {
          slot_id: flash.slot_id,
          deal_money: fromCents(flash.deal_cents),
          stock_left: flash.stock_left,
          limit: flash.limit_per_shopper,
          starts_at: flash.starts_at,
          ends_at: flash.ends_at,
          repeats_daily: flash.repeats_daily,
        }
      : null,
    promotion: promotion && {
      slug: promotion.slug,
      title: promotion.title,
      promo_money: fromCents(promotion.promo_cents),
      starts_at: promotion.starts_at,
      ends_at: promotion.ends_at,
    },
    rating_summary: {
      average: row.rating_x10 / 10,
      count: row.rating_count,
      stars: Object.fromEntries(stars.map((s) => [String(s.rating), s.n])),
    },
    reviews: reviews.map((review) => ({
      ...review,
      author: publicAuthor(review.author),
      photos: photos.filter((photo) => photo.review_id === review.id).map((photo) => reviewPhotoPath(photo.photo_key)),
    })),
  };
}) satisfies Service<unknown>;

/** The "did you mean" term for search words that found little, from the names of the products they nearly match. */
export const searchSuggest = (async (ctx, raw) => {
  const input = parsed(searchSuggestRequest, raw);
  const match = trigramMatch(normaliseSearchText(input.q));
  const names = match ? await suggestionNames(ctx.db, ctx.lang, match) : [];
  return { term: didYouMean(input.q, names) };
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const goodsReads = {
  list: read('/goods', productListResponse, listGoods),
  search: read('/search', productListResponse, searchGoods),
  suggest: read('/search/suggest', searchSuggestResponse, searchSuggest),
  detail: read('/goods/:id', productDetailResponse, productDetail),
};

/** GET /api/goods (list with filters, sorts, pages), GET /api/search?q=, GET /api/search/suggest?q=, GET /api/goods/:id. */
export const goods = withReads(new Hono<CommerceEnv>(), goodsReads);
