import type { Context } from 'hono';
import type { z } from 'zod';
import type { productListRequest } from '../../src/api/contract/products';
import { nowSeconds } from './clock';
import type { CommerceEnv } from './commerce-env';
import { findGoodsCategory, listProducts } from './db/products';
import { fail, ok } from './envelope';
import { paginate } from './paginate';
import { productCard } from './product-card';

const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

/** Answers a product list page for validated filters (shared by /goods and /search). */
export async function productList(c: Context<CommerceEnv>, input: z.infer<typeof productListRequest>) {
  const category = input.category ? await findGoodsCategory(c.env.DB, input.category) : undefined;
  if (input.category && !category) return fail(c, 404, 'itemMissing', 404);
  const { rows, total } = await listProducts(c.env.DB, c.var.lang, {
    q: input.q || undefined, category: category ?? undefined, brand: input.brand, merchant: input.merchant,
    minCents: cents(input.min_price), maxCents: cents(input.max_price), discount: input.discount === '1', flash: input.flash === '1',
    preorder: input.preorder === '1', inStock: input.in_stock === '1', sort: input.sort, limit: input.limit,
    offset: (input.page - 1) * input.limit, now: nowSeconds(),
  });
  return ok(c, paginate(rows.map(productCard), total, input.page, input.limit));
}

