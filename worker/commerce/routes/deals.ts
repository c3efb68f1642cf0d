import { Hono } from 'hono';
import { productListRequest } from '../../../src/api/contract/products';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { getPromotion, listFlashDeals, listFreebies, listPromotions, type FreebieRow } from '../db/deals';
import { badRequest, fail, ok, parseInput } from '../envelope';
import { money } from '../money';
import { pathId } from '../path-id';
import { productCard } from '../product-card';
import { productList } from '../product-list';
import { readInput } from '../read-input';

const freebieView = ({ min_spend_cents, ...row }: FreebieRow) => ({ ...row, min_spend: money(min_spend_cents) });

/** Flash deals, promotions, freebies, and the discount and pre-order lists. */
export const deals = new Hono<CommerceEnv>()
  .get('/flashdeals', async (c) => {
    const now = nowSeconds();
    const { slots, items } = await listFlashDeals(c.env.DB, c.var.lang, now);
    return ok(
      c,
      slots.map((slot) => ({
        ...slot,
        live: slot.starts_at <= now ? 1 : 0,
        child: items
          .filter((item) => item.slot_id === slot.id)
          .map((item) => ({ ...productCard(item), deal_money: money(item.deal_cents), stock_left: item.stock_left, stock_total: Math.max(item.stock_total, item.stock_left), limit: item.limit_per_shopper })),
      })),
    );
  })
  .get('/promotions', async (c) => ok(c, await listPromotions(c.env.DB, c.var.lang)))
  .get('/promotions/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!/^[a-z0-9.-]{1,60}$/.test(slug)) return badRequest(c);
    const found = await getPromotion(c.env.DB, c.var.lang, slug);
    if (!found) return fail(c, 404, 'itemMissing', 404);
    return ok(c, { ...found.promotion, child: found.items.map((item) => ({ ...productCard(item), promo_money: money(item.promo_cents) })) });
  })
  .get('/freebies', async (c) => ok(c, (await listFreebies(c.env.DB, c.var.lang, nowSeconds(), null)).map(freebieView)))
  .get('/freebies/:id', async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const [freebie] = await listFreebies(c.env.DB, c.var.lang, nowSeconds(), id);
    return freebie ? ok(c, freebieView(freebie)) : fail(c, 404, 'itemMissing', 404);
  })
  .get('/discounts', async (c) => {
    const input = parseInput(productListRequest, { ...(await readInput(c)), discount: '1' });
    return input ? productList(c, input) : badRequest(c);
  })
  .get('/preorders', async (c) => {
    const input = parseInput(productListRequest, { ...(await readInput(c)), preorder: '1' });
    return input ? productList(c, input) : badRequest(c);
  });
