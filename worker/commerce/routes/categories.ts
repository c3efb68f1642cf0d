import { Hono } from 'hono';
import { z } from 'zod';
import type { CommerceEnv } from '../commerce-env';
import { listBusinessCategories, listGoodsCategories } from '../db/categories';
import { parsed, serve, type Service } from '../service';
import { answers } from '../route-spec';
import { businessCategoryResponse, goodsCategoryResponse } from '../../../src/api/contract/categories';

const businessQuery = z.object({ num: z.coerce.number().int().min(1).max(50).default(8) });

export const goodsCategories = (async (ctx) => listGoodsCategories(ctx.db, ctx.lang)) satisfies Service<unknown>;

export const businessCategories = (async (ctx, input) => {
  const { num } = parsed(businessQuery, { num: input.num });
  const { rows, total } = await listBusinessCategories(ctx.db, ctx.lang, num);
  return { data: rows.map((row) => ({ category_id: row.id, name: row.name, image: row.image })), total };
}) satisfies Service<unknown>;

/** GET /api/goodscategory and GET /api/businesscategory?time&num. */
export const categories = new Hono<CommerceEnv>()
  .get('/goodscategory', answers(goodsCategoryResponse), serve(goodsCategories))
  .get('/businesscategory', answers(businessCategoryResponse), serve(businessCategories));
