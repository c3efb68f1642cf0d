import { read, withReads } from '../read';
import { Hono } from 'hono';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { getPromotion, listFlashDeals, listFreebies, listPromotions, type FreebieRow } from '../db/deals';
import { fromCents } from '../../lib/money';
import { productCard } from '../product-card';
import { productList } from '../product-list';
import { badInput, idOf, notFound, type Service } from '../service';
import {
  flashDealsResponse,
  freebieListResponse,
  freebieResponse,
  promotionListResponse,
  promotionResponse,
} from '../contract/deals';
import { productListResponse } from '../contract/products';

const freebieView = ({ min_spend_cents, ...row }: FreebieRow) => ({ ...row, min_spend: fromCents(min_spend_cents) });

/**
 * Today's flash-deal slots, live or to come, each with its products and their deal stock; not a slot with
 * none to show (none added yet, or every one hidden or whose price does not count: `dealCountsInWindow`): home shows the first slot.
 */
export const flashDeals = (async (ctx) => {
  const now = nowSeconds();
  const { slots, items } = await listFlashDeals(ctx.db, ctx.lang, now);
  const shown = slots.map((slot) => ({
    ...slot,
    live: slot.starts_at <= now ? (1 as const) : (0 as const),
    child: items
      .filter((item) => item.slot_id === slot.id)
      .map((item) => ({
        ...productCard(item),
        deal_money: fromCents(item.deal_cents),
        stock_left: item.stock_left,
        stock_total: Math.max(item.stock_total, item.stock_left),
        limit: item.limit_per_shopper,
      })),
  }));
  return shown.filter((slot) => slot.child.length > 0);
}) satisfies Service<unknown>;

export const promotions = (async (ctx) => listPromotions(ctx.db, ctx.lang)) satisfies Service<unknown>;

export const promotion = (async (ctx, input) => {
  const slug = input.slug;
  if (typeof slug !== 'string' || !/^[a-z0-9.-]{1,60}$/.test(slug)) throw badInput();
  const found = await getPromotion(ctx.db, ctx.lang, slug, nowSeconds());
  if (!found) throw notFound();
  return {
    ...found.promotion,
    child: found.items.map((item) => ({ ...productCard(item), promo_money: fromCents(item.promo_cents) })),
  };
}) satisfies Service<unknown>;

export const freebies = (async (ctx) =>
  (await listFreebies(ctx.db, ctx.lang, nowSeconds(), null)).map(freebieView)) satisfies Service<unknown>;

export const freebie = (async (ctx, input) => {
  const [found] = await listFreebies(ctx.db, ctx.lang, nowSeconds(), idOf(input));
  if (!found) throw notFound();
  return freebieView(found);
}) satisfies Service<unknown>;

export const discounts = productList({ discount: '1' });
export const preorders = productList({ preorder: '1' });

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const dealReads = {
  flash: read('/flashdeals', flashDealsResponse, flashDeals),
  promotions: read('/promotions', promotionListResponse, promotions),
  promotion: read('/promotions/:slug', promotionResponse, promotion),
  freebies: read('/freebies', freebieListResponse, freebies),
  freebie: read('/freebies/:id', freebieResponse, freebie),
  discounts: read('/discounts', productListResponse, discounts),
  preorders: read('/preorders', productListResponse, preorders),
};

/** Flash deals, promotions, freebies, and the discount and pre-order lists. */
export const deals = withReads(new Hono<CommerceEnv>(), dealReads);
