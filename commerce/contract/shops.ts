import { z } from 'zod';
import { envelope } from './envelope';
import { idSchema, moneySchema, pageSchema, paged, timeSchema } from './fields';

/** GET /api/brands?category → brands ("best offer"), optionally of a top-level goods category. */
export const brandListRequest = z.object({ category: idSchema.optional(), time: timeSchema });
export const brandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  about: z.string(),
  logo: z.string(),
  goods_category_id: z.number().int(),
  products: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;
/** What a brand's tile shows (its logo, name and product count): the pages send no more of it. */
export type BrandTile = Pick<Brand, 'id' | 'name' | 'logo' | 'products'>;
export const brandListResponse = envelope(z.array(brandSchema));
/** GET /api/brands/:id → one brand (its products: GET /api/goods?brand=:id). */
export const brandResponse = envelope(brandSchema);

/** GET /api/merchants?category&page&limit → merchants, optionally of one merchant category. */
export const merchantListRequest = pageSchema.extend({ category: idSchema.optional(), time: timeSchema });
export const merchantSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  city: z.string(),
  phone: z.string(),
  rating: z.number(),
  products: z.number().int(),
  followers: z.number().int(),
});
export const merchantListResponse = envelope(paged(merchantSchema));
/** GET /api/merchants/:id → a merchant; /about adds the story and the joining date. */
export const merchantResponse = envelope(merchantSchema);
export const merchantAboutResponse = envelope(
  merchantSchema.extend({ about: z.string(), created_at: z.number().int() }),
);
/** GET /api/merchants/:id/goods → GET /api/goods with merchant=:id (same query and answer). */
/** GET /api/merchants/:id/reviews?page&limit → reviews of the merchant's products. */
export const merchantReviewsRequest = pageSchema.extend({ time: timeSchema });
export const merchantReviewsResponse = envelope(
  paged(
    z.object({
      id: z.number().int(),
      product_id: z.number().int(),
      product_name: z.string(),
      author: z.string(),
      rating: z.number().int(),
      body: z.string(),
      created_at: z.number().int(),
    }),
  ),
);
/** GET /api/merchants/:id/giftcards → the merchant's gift cards. */
export const giftCardsResponse = envelope(
  z.array(
    z.object({ id: z.number().int(), title: z.string(), value: moneySchema, money: moneySchema, image: z.string() }),
  ),
);
/** POST /api/merchants/:id/follow and /unfollow {token} → whether followed, and the follower count. */
export const followResponse = envelope(z.object({ followed: z.boolean(), followers: z.number().int() }));
