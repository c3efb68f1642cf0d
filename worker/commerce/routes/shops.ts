import { Hono } from 'hono';
import { brandListRequest, merchantListRequest, merchantReviewsRequest } from '../../../src/api/contract/shops';
import { productListRequest } from '../../../src/api/contract/products';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { couponView } from '../coupon-view';
import { getBrand, listBrands } from '../db/brands';
import { listCoupons } from '../db/coupons';
import { getMerchant, listGiftCards, listMerchantReviews, listMerchants, setFollow } from '../db/merchants';
import { merchantView } from '../merchant-view';
import { badRequest, fail, ok, parseInput } from '../envelope';
import { money } from '../money';
import { paginate } from '../paginate';
import { pathId } from '../path-id';
import { readInput } from '../read-input';
import { requireUser } from '../require-user';
import { productList } from '../product-list';

/** Brands and merchants: lists, details, a merchant's about, products, coupons, gift cards, reviews, follow. */
export const shops = new Hono<CommerceEnv>()
  .get('/brands', async (c) => {
    const input = parseInput(brandListRequest, await readInput(c));
    return input ? ok(c, await listBrands(c.env.DB, c.var.lang, input.category ?? null)) : badRequest(c);
  })
  .get('/brands/:id', async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const brand = await getBrand(c.env.DB, c.var.lang, id);
    return brand ? ok(c, brand) : fail(c, 404, 'itemMissing', 404);
  })
  .get('/merchants', async (c) => {
    const input = parseInput(merchantListRequest, await readInput(c));
    if (!input) return badRequest(c);
    const { rows, total } = await listMerchants(c.env.DB, c.var.lang, input.category ?? null, input.limit, (input.page - 1) * input.limit);
    return ok(c, paginate(rows.map(merchantView), total, input.page, input.limit));
  })
  .use('/merchants/:id/*', async (c, next) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    if (!(await getMerchant(c.env.DB, c.var.lang, id))) return fail(c, 404, 'itemMissing', 404);
    await next();
  })
  .get('/merchants/:id', async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const merchant = await getMerchant(c.env.DB, c.var.lang, id);
    return merchant ? ok(c, merchantView(merchant)) : fail(c, 404, 'itemMissing', 404);
  })
  .get('/merchants/:id/about', async (c) => {
    const merchant = (await getMerchant(c.env.DB, c.var.lang, pathId(c)!))!;
    const { rating_x10, ...row } = merchant;
    return ok(c, { ...row, rating: rating_x10 / 10 });
  })
  .get('/merchants/:id/goods', async (c) => {
    const input = parseInput(productListRequest, { ...(await readInput(c)), merchant: pathId(c) });
    return input ? productList(c, input) : badRequest(c);
  })
  .get('/merchants/:id/coupons', async (c) => ok(c, (await listCoupons(c.env.DB, c.var.lang, 'coupon', pathId(c), nowSeconds())).map(couponView)))
  .get('/merchants/:id/giftcards', async (c) => {
    const cards = await listGiftCards(c.env.DB, c.var.lang, pathId(c)!);
    return ok(c, cards.map((card) => ({ id: card.id, title: card.title, value: money(card.value_cents), money: money(card.price_cents), image: card.image })));
  })
  .get('/merchants/:id/reviews', async (c) => {
    const input = parseInput(merchantReviewsRequest, await readInput(c));
    if (!input) return badRequest(c);
    const { rows, total } = await listMerchantReviews(c.env.DB, c.var.lang, pathId(c)!, input.limit, (input.page - 1) * input.limit);
    return ok(c, paginate(rows, total, input.page, input.limit));
  })
  .post('/merchants/:id/follow', requireUser(), async (c) => {
    return ok(c, { followed: true, followers: await setFollow(c.env.DB, c.var.user.id, pathId(c)!, true, nowSeconds()) });
  })
  .post('/merchants/:id/unfollow', requireUser(), async (c) => {
    return ok(c, { followed: false, followers: await setFollow(c.env.DB, c.var.user.id, pathId(c)!, false, nowSeconds()) });
  });
