import { Hono } from 'hono';
import { z } from 'zod';
import { intField } from '../contract/fields';
import type { CommerceEnv } from '../commerce-env';
import { listBusinessCategories, listGoodsCategories } from '../db/categories';
import { parsed, serve, type Service } from '../service';
import { answers } from '../route-spec';
import { businessCategoryResponse, goodsCategoryResponse } from '../contract/categories';

const businessQuery = z.object({ num: intField(1, 50).default(8) });

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
