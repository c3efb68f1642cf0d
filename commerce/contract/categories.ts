import { z } from 'zod';
import { envelope } from './envelope';

/** GET /api/goodscategory: goods categories, two levels. */
export const goodsCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  child: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type GoodsCategory = z.infer<typeof goodsCategorySchema>;
/** A top-level category without its children: the footer's links and home's tiles. */
export type CategoryTile = Pick<GoodsCategory, 'id' | 'name' | 'image'>;
export const goodsCategoryResponse = envelope(z.array(goodsCategorySchema));

/** GET /api/businesscategory?time&num: at most `num` merchant categories, in `data.data`. */
export const businessCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export type BusinessCategory = z.infer<typeof businessCategorySchema>;
export const businessCategoryResponse = envelope(
  z.object({ data: z.array(businessCategorySchema), total: z.number().int() }),
);
