import { z } from 'zod';
import { envelope } from './envelope';
import { idSchema, intField, timeSchema } from './fields';
import { ORDER_STATES } from './orders';

/**
 * Reviews of what a shopper bought. An order can be reviewed once it is completed, each item once.
 *
 *   GET  /api/orders/:id/reviews  → reviewOrderResponse: the order's items and the shopper's review of each
 *   POST /api/orders/:id/reviews  multipart/form-data (or JSON without photos): reviewRequest fields and up
 *                                 to 3 files named `photos` (JPEG, PNG or WebP, at most 2 MB each, checked
 *                                 by their first bytes) → reviewSavedResponse. The first review of an item
 *                                 earns REVIEW_POINTS once; a second submit answers 409 and changes nothing.
 *
 * Failures: 400 bad fields or photos, 404 not the shopper's order or item, 409 reviewed already,
 * 422 the order is not completed. Photos are served at /media/reviews/<key> (`photos` holds those paths).
 */
export const reviewRequest = z.object({
  item: idSchema,
  rating: intField(1, 5),
  body: z.string().trim().max(1000).default(''),
  time: timeSchema,
});

export const reviewSchema = z.object({
  rating: z.number().int(),
  body: z.string(),
  photos: z.array(z.string()),
  created_at: z.number().int(),
});
export const reviewOrderSchema = z.object({
  id: z.number().int(),
  state: z.enum(ORDER_STATES),
  created_at: z.number().int(),
  /** Whether reviews are open: the order is completed. */
  reviewable: z.boolean(),
  points_per_review: z.number().int(),
  items: z.array(
    z.object({
      item_id: z.number().int(),
      product_id: z.number().int(),
      name: z.string(),
      image: z.string(),
      num: z.number().int(),
      review: reviewSchema.nullable(),
    }),
  ),
});
export type ReviewOrder = z.infer<typeof reviewOrderSchema>;
export const reviewOrderResponse = envelope(reviewOrderSchema);
export const reviewSavedResponse = envelope(
  z.object({ item_id: z.number().int(), points: z.number().int(), review: reviewSchema }),
);
