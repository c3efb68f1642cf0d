import { z } from 'zod';
import { PRODUCT_SORTS } from './choices';
import { envelope } from './envelope';
import { decimalField, idSchema, moneySchema, pageSchema, paged, timeSchema } from './fields';

const flag = z.enum(['0', '1']).optional();
const price = decimalField(1_000_000).optional();

/**
 * GET /api/goods: the product list. Filters: category (a top-level or child goods category), brand,
 * merchant, min_price/max_price (USD), discount, flash, preorder, in_stock (1 to apply); `q` searches
 * the names, brands and categories in both languages, and the descriptions when those find nothing
 * (docs/decisions/018-khmer-search.md). Sorts: PRODUCT_SORTS (relevance: search rank, else best selling).
 * GET /api/search?q= is the same list with `q` required.
 */
export const productListRequest = pageSchema.extend({
  q: z.string().trim().max(100).optional(),
  category: idSchema.optional(),
  brand: idSchema.optional(),
  merchant: idSchema.optional(),
  min_price: price,
  max_price: price,
  discount: flag,
  flash: flag,
  preorder: flag,
  in_stock: flag,
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  time: timeSchema,
});
export const searchRequest = productListRequest.extend({ q: z.string().trim().min(1).max(100) });

/** GET /api/search/suggest?q=: for a search that found nothing, the closest spelling from product names in the language, or null. */
export const searchSuggestRequest = z.object({ q: z.string().trim().min(1).max(100) });
export const searchSuggestResponse = envelope(z.object({ term: z.string().nullable() }));

/** A product in a list. `market_money` is the compare-at price when discounted. */
export const productCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  money: moneySchema,
  market_money: moneySchema.nullable(),
  discount_percent: z.number().int(),
  is_earnest: z.number().int(),
  earnest_money: moneySchema,
  stock: z.number().int(),
  sold: z.number().int(),
  rating: z.number(),
  rating_count: z.number().int(),
  merchant_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  is_preorder: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
export const productListResponse = envelope(paged(productCardSchema));

/** GET /api/goods/:id → everything the product page shows. Unknown id: 404. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  specs: z.array(z.tuple([z.string(), z.string()])),
  /** The product's pictures in order; `alt` is the console's description of a photo, empty for drawn art. */
  gallery: z.array(z.object({ src: z.string(), alt: z.string() })),
  limit: z.number().int(),
  ships_at: z.number().int().nullable(),
  down_payment: z.object({ earnest_money: moneySchema, balance: moneySchema }).nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  merchant: z.object({ id: z.number().int(), name: z.string(), logo: z.string(), city: z.string() }),
  flash_deal: z
    .object({
      slot_id: z.number().int(),
      deal_money: moneySchema,
      stock_left: z.number().int(),
      limit: z.number().int(),
      starts_at: z.number().int(),
      ends_at: z.number().int(),
      repeats_daily: z.union([z.literal(0), z.literal(1)]),
    })
    .nullable(),
  /**
   * The promotion that lists it, on now (the lowest price) or else the next to start; its price is the
   * product's `money` while it is on, unless a live flash deal's is (decision 029).
   */
  promotion: z
    .object({
      slug: z.string(),
      title: z.string(),
      promo_money: moneySchema,
      starts_at: z.number().int(),
      ends_at: z.number().int(),
    })
    .nullable(),
  rating_summary: z.object({
    average: z.number(),
    count: z.number().int(),
    stars: z.record(z.string(), z.number().int()),
  }),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      author: z.string(),
      rating: z.number().int(),
      body: z.string(),
      created_at: z.number().int(),
      /** Paths of the shopper's photos (/media/reviews/<key>); a backend without photos may leave it out. */
      photos: z.array(z.string()).default([]),
    }),
  ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailResponse = envelope(productDetailSchema);
