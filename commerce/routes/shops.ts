import { read, withReads } from '../read';
import { Hono } from 'hono';
import { brandListRequest, merchantListRequest, merchantReviewsRequest } from '../contract/shops';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { couponView } from '../coupon-view';
import { getBrand, listBrands } from '../db/brands';
import { listCoupons } from '../db/coupons';
import { getMerchant, listGiftCards, listMerchantReviews, listMerchants, setFollow } from '../db/merchants';
import { merchantView } from '../merchant-view';
import { fromCents } from '../../lib/money';
import { paginate } from '../paginate';
import { ok } from '../envelope';
import { requireUser } from '../require-user';
import { productList } from '../product-list';
import { idOf, notFound, parsed, requestContext, type Service, type ServiceContext } from '../service';
import { answers } from '../route-spec';
import { couponListResponse } from '../contract/coupons';
import { publicAuthor } from '../public-author';
import { productListResponse } from '../contract/products';
import {
  brandListResponse,
  brandResponse,
  followResponse,
  giftCardsResponse,
  merchantAboutResponse,
  merchantListResponse,
  merchantResponse,
  merchantReviewsResponse,
} from '../contract/shops';

/** The merchant of the `id` parameter: 400 when it is not an id, 404 when there is no such merchant. */
async function merchantOf(ctx: ServiceContext, input: Record<string, unknown>) {
  const merchant = await getMerchant(ctx.db, ctx.lang, idOf(input));
  if (!merchant) throw notFound();
  return merchant;
}

export const brands = (async (ctx, input) =>
  listBrands(ctx.db, ctx.lang, parsed(brandListRequest, input).category ?? null)) satisfies Service<unknown>;

export const brand = (async (ctx, input) => {
  const found = await getBrand(ctx.db, ctx.lang, idOf(input));
  if (!found) throw notFound();
  return found;
}) satisfies Service<unknown>;

export const merchants = (async (ctx, raw) => {
  const input = parsed(merchantListRequest, raw);
  const { rows, total } = await listMerchants(
    ctx.db,
    ctx.lang,
    input.category ?? null,
    input.limit,
    (input.page - 1) * input.limit,
  );
  return paginate(rows.map(merchantView), total, input.page, input.limit);
}) satisfies Service<unknown>;

export const merchant = (async (ctx, input) => merchantView(await merchantOf(ctx, input))) satisfies Service<unknown>;

export const merchantAbout = (async (ctx, input) => {
  const { rating_x10, ...row } = await merchantOf(ctx, input);
  return { ...row, rating: rating_x10 / 10 };
}) satisfies Service<unknown>;

const merchantProducts = productList();
export const merchantGoods = (async (ctx, input) => {
  const { id } = await merchantOf(ctx, input);
  return merchantProducts(ctx, { ...input, merchant: id });
}) satisfies Service<unknown>;

export const merchantCoupons = (async (ctx, input) => {
  const { id } = await merchantOf(ctx, input);
  return (await listCoupons(ctx.db, ctx.lang, 'coupon', id, nowSeconds())).map(couponView);
}) satisfies Service<unknown>;

export const merchantGiftCards = (async (ctx, input) => {
  const { id } = await merchantOf(ctx, input);
  const cards = await listGiftCards(ctx.db, ctx.lang, id);
  return cards.map((card) => ({
    id: card.id,
    title: card.title,
    value: fromCents(card.value_cents),
    money: fromCents(card.price_cents),
    image: card.image,
  }));
}) satisfies Service<unknown>;

export const merchantReviews = (async (ctx, raw) => {
  const { id } = await merchantOf(ctx, raw);
  const input = parsed(merchantReviewsRequest, raw);
  const { rows, total } = await listMerchantReviews(ctx.db, ctx.lang, id, input.limit, (input.page - 1) * input.limit);
  const named = rows.map((row) => ({ ...row, author: publicAuthor(row.author) }));
  return paginate(named, total, input.page, input.limit);
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const shopReads = {
  brands: read('/brands', brandListResponse, brands),
  brand: read('/brands/:id', brandResponse, brand),
  merchants: read('/merchants', merchantListResponse, merchants),
  merchant: read('/merchants/:id', merchantResponse, merchant),
  merchantAbout: read('/merchants/:id/about', merchantAboutResponse, merchantAbout),
  merchantGoods: read('/merchants/:id/goods', productListResponse, merchantGoods),
  merchantCoupons: read('/merchants/:id/coupons', couponListResponse, merchantCoupons),
  merchantGiftCards: read('/merchants/:id/giftcards', giftCardsResponse, merchantGiftCards),
  merchantReviews: read('/merchants/:id/reviews', merchantReviewsResponse, merchantReviews),
};

/** Brands and merchants: lists, details, a merchant's about, products, coupons, gift cards, reviews, follow. */
export const shops = withReads(new Hono<CommerceEnv>(), shopReads)
  .post('/merchants/:id/follow', answers(followResponse), requireUser(), async (c) => {
    const { id } = await merchantOf(requestContext(c), c.req.param());
    return ok(c, { followed: true, followers: await setFollow(c.env.DB, c.get('user').id, id, true, nowSeconds()) });
  })
  .post('/merchants/:id/unfollow', answers(followResponse), requireUser(), async (c) => {
    const { id } = await merchantOf(requestContext(c), c.req.param());
    return ok(c, { followed: false, followers: await setFollow(c.env.DB, c.get('user').id, id, false, nowSeconds()) });
  });
