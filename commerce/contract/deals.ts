import { z } from 'zod';
import { FREEBIE_STATUSES } from './choices';
import { envelope } from './envelope';
import { moneySchema } from './fields';
import { productCardSchema } from './products';

/**
 * GET /api/flashdeals → slots that have not ended (start and end are Unix seconds; shown in Phnom Penh
 * time), each with its products, deal price, stock left of the deal's starting stock (`stock_total`) and
 * per-shopper limit. `live` is 1 while on. A slot with `repeats_daily` 1 comes back at the same time
 * each day after this window (migration 0108), its stock full again.
 */
export const flashDealsResponse = envelope(
  z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      starts_at: z.number().int(),
      ends_at: z.number().int(),
      live: z.union([z.literal(0), z.literal(1)]),
      repeats_daily: z.union([z.literal(0), z.literal(1)]),
      child: z.array(
        productCardSchema.extend({
          deal_money: moneySchema,
          stock_left: z.number().int(),
          stock_total: z.number().int(),
          limit: z.number().int(),
        }),
      ),
    }),
  ),
);

export const promotionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  banner: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
});
/** GET /api/promotions → every promotion (slugs such as `12.12`, `water-festival-sales-11.11`). */
export const promotionListResponse = envelope(z.array(promotionSchema));
/**
 * GET /api/promotions/:slug → the promotion and its products: `money` is today's price (the promotion's
 * while it is on, decision 029), `promo_money` the promotion's.
 */
export const promotionResponse = envelope(
  promotionSchema.extend({ child: z.array(productCardSchema.extend({ promo_money: moneySchema })) }),
);

/** GET /api/freebies → live freebies; GET /api/freebies/:id → one. */
export const freebieSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  terms: z.string(),
  image: z.string(),
  min_spend: moneySchema,
  stock_left: z.number().int(),
  ends_at: z.number().int(),
});
export const freebieListResponse = envelope(z.array(freebieSchema));
export const freebieResponse = envelope(freebieSchema);

/** GET /api/discounts and GET /api/preorders → GET /api/goods with discount=1 / preorder=1 (same query and answer). */

/** GET /api/myfreebies?token → the freebies the shopper's orders earned (newest first, at most 100), each with its order's status. */
export const myFreebieSchema = z.object({
  id: z.number().int(),
  freebie_id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  status: z.enum(FREEBIE_STATUSES),
  created_at: z.number().int(),
});
export type MyFreebie = z.infer<typeof myFreebieSchema>;
export const myFreebiesResponse = envelope(z.array(myFreebieSchema));
