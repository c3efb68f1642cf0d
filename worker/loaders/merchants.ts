import type { z } from 'zod';
import type { couponListResponse } from '../../commerce/contract/coupons';
import { idSchema } from '../../commerce/contract/fields';
import type { productListResponse } from '../../commerce/contract/products';
import type { ProductQuery } from '../../lib/product-query';
import type { giftCardsResponse, merchantReviewsResponse } from '../../commerce/contract/shops';
import type { Commerce } from '../data/commerce';
import { defineLoader, type LoaderContext } from './loader';
import { isNotFound } from './not-found';
import { readProductQuery } from './product-query';

/** All shops (/merchant-lists), optionally of one shop category (`?category=`, the header's menu), paged. */
export const merchantLists = defineLoader(async ({ api, query }) => {
  const category = idSchema.safeParse(query.get('category'));
  const page = idSchema.safeParse(query.get('page'));
  const request: Record<string, string> = { limit: '20', page: page.success ? String(page.data) : '1' };
  if (category.success) request.category = String(category.data);
  const merchants = await api.shops.merchants(request).catch(() => null);
  return { data: { merchants, category: request.category ?? null } };
});

type Answer<Schema extends z.ZodType<{ data: unknown }>> = z.infer<Schema>['data'];

/** The part of a shop's page below its card, by address. */
export type MerchantSection =
  | { kind: 'products'; products: Answer<typeof productListResponse>; query: ProductQuery }
  | { kind: 'about' }
  | { kind: 'coupons'; coupons: Answer<typeof couponListResponse> }
  | { kind: 'giftCards'; giftCards: Answer<typeof giftCardsResponse> }
  | { kind: 'reviews'; reviews: Answer<typeof merchantReviewsResponse> };

/** What each section of a shop's page reads, besides the shop itself. */
const SECTIONS: Record<
  MerchantSection['kind'],
  (api: Commerce, id: string, context: LoaderContext) => Promise<MerchantSection>
> = {
  products: async (api, id, { query }) => {
    const productQuery = readProductQuery(query);
    const answer = await api.shops.merchantGoods({ id, ...productQuery, limit: '20' });
    return { kind: 'products', products: answer, query: productQuery };
  },
  about: async () => ({ kind: 'about' }),
  coupons: async (api, id) => ({
    kind: 'coupons',
    coupons: await api.shops.merchantCoupons({ id }),
  }),
  giftCards: async (api, id) => ({
    kind: 'giftCards',
    giftCards: await api.shops.merchantGiftCards({ id }),
  }),
  reviews: async (api, id, { query }) => {
    const page = idSchema.safeParse(query.get('page'));
    const answer = await api.shops.merchantReviews({
      id,
      page: page.success ? String(page.data) : '1',
      limit: '10',
    });
    return { kind: 'reviews', reviews: answer };
  },
};

/**
 * A shop's page and its sections (/merchant/:id, /merchant/merchant-products/…/:id). The shop is
 * critical (unknown id: 404); its section's data is read alongside and becomes an error block alone.
 */
function merchantPage(kind: MerchantSection['kind']) {
  return defineLoader(async (context) => {
    const { api, params } = context;
    const id = params.id ?? '';
    const [merchant, section] = await Promise.all([
      api.shops.merchantAbout({ id }).catch((error: unknown) => (isNotFound(error) ? 'missing' : null)),
      SECTIONS[kind](api, id, context).catch(() => null),
    ]);
    if (merchant === 'missing') return { notFound: true };
    const data = { merchant, section, kind };
    return merchant ? { data, head: { title: merchant.name, description: merchant.about.slice(0, 155) } } : { data };
  });
}

export const merchant = merchantPage('products');
export const merchantAbout = merchantPage('about');
export const merchantCoupons = merchantPage('coupons');
export const merchantGiftCards = merchantPage('giftCards');
export const merchantReviews = merchantPage('reviews');
