import { Hono } from 'hono';
import { z } from 'zod';
import type { CommerceEnv } from '../commerce-env';
import { listBusinessCategories, listGoodsCategories } from '../db/categories';
import { fail, ok } from '../envelope';

const businessQuery = z.object({ num: z.coerce.number().int().min(1).max(50).default(8) });

/** GET /api/goodscategory and GET /api/businesscategory?time&num. */
export const categories = new Hono<CommerceEnv>()
  .get('/goodscategory', async (c) => ok(c, await listGoodsCategories(c.env.DB, c.var.lang)))
  .get('/businesscategory', async (c) => {
    const query = businessQuery.safeParse({ num: c.req.query('num') });
    if (!query.success) return fail(c, 400, 'badRequest', 400);
    const { rows, total } = await listBusinessCategories(c.env.DB, c.var.lang, query.data.num);
    const data = rows.map((row) => ({ category_id: row.id, name: row.name, image: row.image }));
    return ok(c, { data, total });
  });
