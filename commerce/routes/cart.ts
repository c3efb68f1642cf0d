import { memberRead, withReads } from '../read';
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  addCartRequest,
  cartListRequest,
  cartNumRequest,
  removeCartRequest,
  selectCartRequest,
} from '../contract/cart';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import {
  addToCart,
  hasCartLine,
  listCart,
  removeCartLines,
  selectCartLines,
  setCartNum,
  type CartLineRow,
} from '../db/cart';
import { getProductStock } from '../db/product-stock';
import { fail, ok } from '../envelope';
import { fromCents } from '../../lib/money';
import { requireUser } from '../require-user';
import { member, parsed, type Service } from '../service';
import { answers, takes } from '../route-spec';
import { cartChangedResponse, cartLineResponse, cartListResponse } from '../contract/cart';

type CartLineView = z.infer<typeof cartListResponse>['data']['lists'][number]['child'][number];

/** Merchant groups with their lines, the item count and the selected total due now. */
export function cartView(rows: CartLineRow[]) {
  const groups = new Map<number, { merchant_id: number; name: string; logo: string; child: CartLineView[] }>();
  let count = 0;
  let total = 0;
  for (const row of rows) {
    const group = groups.get(row.merchant_id) ?? {
      merchant_id: row.merchant_id,
      name: row.merchant_name,
      logo: row.merchant_logo,
      child: [],
    };
    groups.set(row.merchant_id, group);
    group.child.push({
      id: row.id,
      goods_id: row.goods_id,
      merchant_id: row.merchant_id,
      image: row.image,
      name: row.name,
      money: fromCents(row.price_cents),
      num: row.num,
      is_earnest: row.is_earnest,
      earnest_money: fromCents(row.earnest_cents),
      selected: row.selected,
      stock: row.stock,
      limit: row.limit_per_shopper,
    });
    count += row.num;
    if (row.selected) total += (row.is_earnest === 1 ? row.earnest_cents : row.price_cents) * row.num;
  }
  return { lists: [...groups.values()], count, total: fromCents(total) };
}

export const cartList = (async (ctx, input) => {
  parsed(cartListRequest, input);
  return cartView(await listCart(ctx.db, (await member(ctx)).id, ctx.lang, nowSeconds()));
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const cartReads = {
  list: memberRead('/carlists', cartListResponse, cartList),
};

/** GET /api/carlists; POST /api/addcart, /api/cartnum, /api/delcart, /api/selectcart. */
export const cart = withReads(new Hono<CommerceEnv>(), cartReads)
  .post('/addcart', answers(cartLineResponse), requireUser(), takes(addCartRequest), async (c) => {
    const input = c.get('valid');
    const line = await addToCart(c.env.DB, c.get('user').id, input.goods_id, input.num, nowSeconds());
    if (line) return ok(c, line);
    const product = await getProductStock(c.env.DB, input.goods_id);
    if (!product) return fail(c, 404, 'productMissing', 404);
    return fail(c, 409, product.stock === 0 ? 'outOfStock' : 'overLimit', 409);
  })
  .post('/cartnum', answers(cartLineResponse), requireUser(), takes(cartNumRequest), async (c) => {
    const input = c.get('valid');
    const line = await setCartNum(c.env.DB, c.get('user').id, input.id, input.num, nowSeconds());
    if (line) return ok(c, line);
    if (!(await hasCartLine(c.env.DB, c.get('user').id, input.id))) return fail(c, 404, 'cartItemMissing', 404);
    return fail(c, 409, 'overLimit', 409);
  })
  .post('/delcart', answers(cartChangedResponse), requireUser(), takes(removeCartRequest), async (c) => {
    const input = c.get('valid');
    const changed = await removeCartLines(c.env.DB, c.get('user').id, input.ids);
    return changed ? ok(c, { changed }) : fail(c, 404, 'cartItemMissing', 404);
  })
  .post('/selectcart', answers(cartChangedResponse), requireUser(), takes(selectCartRequest), async (c) => {
    const input = c.get('valid');
    const changed = await selectCartLines(c.env.DB, c.get('user').id, input.ids ?? null, input.selected ? 1 : 0);
    return input.ids && !changed ? fail(c, 404, 'cartItemMissing', 404) : ok(c, { changed });
  });
