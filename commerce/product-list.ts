import type { z } from 'zod';
import { productListRequest } from './contract/products';
import { nowSeconds } from '../lib/clock';
import { findGoodsCategory, listProducts } from './db/products';
import { paginate } from './paginate';
import { productCard } from './product-card';
import { notFound, parsed, type Service } from './service';

const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

/**
 * The service of a product list page (/goods, /search, /discounts, /preorders and a merchant's goods):
 * the caller's filters read with `schema`, with the `fixed` ones laid over them.
 */
export function productList(
  fixed: Record<string, unknown> = {},
  schema: z.ZodType<z.infer<typeof productListRequest>> = productListRequest,
) {
  return (async (ctx, raw) => {
    const input = parsed(schema, { ...raw, ...fixed });
    const category = input.category ? await findGoodsCategory(ctx.db, input.category) : undefined;
    if (input.category && !category) throw notFound();
    const { rows, total } = await listProducts(ctx.db, ctx.lang, {
      q: input.q || undefined,
      category: category ?? undefined,
      brand: input.brand,
      merchant: input.merchant,
      minCents: cents(input.min_price),
      maxCents: cents(input.max_price),
      discount: input.discount === '1',
      flash: input.flash === '1',
      preorder: input.preorder === '1',
      inStock: input.in_stock === '1',
      sort: input.sort,
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
      now: nowSeconds(),
    });
    return paginate(rows.map(productCard), total, input.page, input.limit);
  }) satisfies Service<unknown>;
}
