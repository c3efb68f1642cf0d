import { memberRead, read, withReads } from '../read';
import { Hono, type Context } from 'hono';
import { collectRequest, myCouponsRequest } from '../contract/coupons';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { couponView } from '../coupon-view';
import { collectCoupon, getCoupon, hasClaim, listCoupons, listMyCoupons } from '../db/coupons';
import { badRequest, fail, ok } from '../envelope';
import { pathId } from '../path-id';
import { requireUser } from '../require-user';
import { idOf, member, notFound, parsed, type Service } from '../service';
import { answers, takes } from '../route-spec';
import { collectResponse, couponListResponse, couponResponse, myCouponsResponse } from '../contract/coupons';

/** Collects a voucher or coupon: 404 unknown, 409 already collected, all gone or ended. */
async function collect<E extends CommerceEnv>(c: Context<E>, kind: 'voucher' | 'coupon') {
  const id = pathId(c);
  if (!id) return badRequest(c);
  const coupon = await getCoupon(c.env.DB, c.get('lang'), id, kind);
  if (!coupon) return fail(c, 404, 'itemMissing', 404);
  const now = nowSeconds();
  if (await collectCoupon(c.env.DB, c.get('user').id, id, now)) return ok(c, { id, collected: true as const });
  if (await hasClaim(c.env.DB, c.get('user').id, id)) return fail(c, 409, 'couponCollected', 409);
  return fail(c, 409, coupon.ends_at <= now || coupon.starts_at > now ? 'couponExpired' : 'couponGone', 409);
}

export const vouchers = (async (ctx) =>
  (await listCoupons(ctx.db, ctx.lang, 'voucher', null, nowSeconds())).map(couponView)) satisfies Service<unknown>;

export const voucher = (async (ctx, input) => {
  const found = await getCoupon(ctx.db, ctx.lang, idOf(input), 'voucher');
  if (!found) throw notFound();
  return couponView(found);
}) satisfies Service<unknown>;

/** The shopper's vouchers and coupons that are unused, used or expired, with when they were collected and used. */
export const myCoupons = (async (ctx, raw) => {
  const { id: userId } = await member(ctx);
  const input = parsed(myCouponsRequest, raw);
  const rows = await listMyCoupons(ctx.db, ctx.lang, userId, input.status, nowSeconds());
  return rows.map((row) => ({
    ...couponView(row),
    claimed_at: row.claimed_at,
    used_at: row.used_at,
    merchant_closed: row.merchant_closed === 1,
  }));
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const couponReads = {
  vouchers: read('/vouchers', couponListResponse, vouchers),
  voucher: read('/vouchers/:id', couponResponse, voucher),
  mine: memberRead('/mycoupons', myCouponsResponse, myCoupons),
};

/** Vouchers (list, detail, collect), coupon collection and the shopper's own vouchers and coupons. */
export const coupons = withReads(new Hono<CommerceEnv>(), couponReads)
  .post('/vouchers/:id/collect', answers(collectResponse), requireUser(), takes(collectRequest), (c) =>
    collect(c, 'voucher'),
  )
  .post('/coupons/:id/collect', answers(collectResponse), requireUser(), takes(collectRequest), (c) =>
    collect(c, 'coupon'),
  );
