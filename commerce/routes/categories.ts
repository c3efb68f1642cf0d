import { read, withReads } from '../read';
import { Hono } from 'hono';
import { z } from 'zod';
import { intField } from '../contract/fields';
import type { CommerceEnv } from '../commerce-env';
import { listBusinessCategories, listGoodsCategories } from '../db/categories';
import { parsed, type Service } from '../service';
import { businessCategoryResponse, goodsCategoryResponse } from '../contract/categories';

const businessQuery = z.object({ num: intField(1, 50).default(8) });

export const goodsCategories = (async (ctx) => listGoodsCategories(ctx.db, ctx.lang)) satisfies Service<unknown>;

export const businessCategories = (async (ctx, input) => {
  const { num } = parsed(businessQuery, { num: input.num });
  const { rows, total } = await listBusinessCategories(ctx.db, ctx.lang, num);
  return { data: rows.map((row) => ({ category_id: row.id, name: row.name, image: row.image })), total };
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const categoryReads = {
  goods: read('/goodscategory', goodsCategoryResponse, goodsCategories),
  business: read('/businesscategory', businessCategoryResponse, businessCategories),
};

/** GET /api/goodscategory and GET /api/businesscategory?time&num. */
export const categories = withReads(new Hono<CommerceEnv>(), categoryReads);
