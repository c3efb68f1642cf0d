import { z } from 'zod';
import { envelope } from './envelope';
import { pageSchema, paged, timeSchema } from './fields';
import { productCardSchema } from './products';
import { merchantSchema } from './shops';

/**
 * A shopper's saved products and followed merchants (every call needs the token).
 *
 *   GET  /api/saved?page&limit      → savedListResponse: saved products as cards, the latest first
 *   POST /api/goods/:id/save        → saveResponse (idempotent; unknown product: 404)
 *   POST /api/goods/:id/unsave      → saveResponse (idempotent)
 *   GET  /api/follows?page&limit    → followListResponse: followed merchants, the latest first
 *   GET  /api/marks                 → marksResponse: the ids of saved products and followed merchants, so
 *                                     every heart and follow button knows its state on the first paint
 * Following is POST /api/merchants/:id/follow|unfollow (contract/shops.ts).
 */
export const savedListRequest = pageSchema.extend({ time: timeSchema });
export const savedListResponse = envelope(paged(productCardSchema));
export const saveResponse = envelope(z.object({ saved: z.boolean() }));
export const followListResponse = envelope(paged(merchantSchema));
export const marksSchema = z.object({ saved: z.array(z.number().int()), followed: z.array(z.number().int()) });
export type Marks = z.infer<typeof marksSchema>;
export const marksResponse = envelope(marksSchema);
