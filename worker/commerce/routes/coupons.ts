import { Hono, type Context } from 'hono';
import { collectRequest, myCouponsRequest } from '../../../src/api/contract/coupons';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { couponView } from '../coupon-view';
import { collectCoupon, getCoupon, hasClaim, listCoupons, listMyCoupons } from '../db/coupons';
import { badRequest, fail, ok, parseInput } from '../envelope';
import { pathId } from '../path-id';
import { readInput } from '../read-input';
import { requireUser } from '../require-user';

/** Collects a voucher or coupon: 404 unknown, 409 already collected, all gone or ended. */
async function collect(c: Context<CommerceEnv>, kind: 'voucher' | 'coupon') {
  const id = pathId(c);
  if (!id || !parseInput(collectRequest, await readInput(c))) return badRequest(c);
  const coupon = await getCoupon(c.env.DB, c.var.lang, id, kind);
  if (!coupon) return fail(c, 404, 'itemMissing', 404);
  const now = nowSeconds();
  if (await collectCoupon(c.env.DB, c.var.user.id, id, now)) return ok(c, { id, collected: true as const });
  if (await hasClaim(c.env.DB, c.var.user.id, id)) return fail(c, 409, 'couponCollected', 409);
  return fail(c, 409, coupon.ends_at <= now || coupon.starts_at > now ? 'couponExpired' : 'couponGone', 409);
}

/** Vouchers (list, detail, collect), coupon collection and the shopper's own vouchers and coupons. */
export const coupons = new Hono<CommerceEnv>()
  .get('/vouchers', async (c) => ok(c, (await listCoupons(c.env.DB, c.var.lang, 'voucher', null, nowSeconds())).map(couponView)))
  .get('/vouchers/:id', async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const voucher = await getCoupon(c.env.DB, c.var.lang, id, 'voucher');
    return voucher ? ok(c, couponView(voucher)) : fail(c, 404, 'itemMissing', 404);
  })
  .post('/vouchers/:id/collect', requireUser(), (c) => collect(c, 'voucher'))
  .post('/coupons/:id/collect', requireUser(), (c) => collect(c, 'coupon'))
  .get('/mycoupons', requireUser(), async (c) => {
    const input = parseInput(myCouponsRequest, await readInput(c));
    if (!input) return badRequest(c);
    const rows = await listMyCoupons(c.env.DB, c.var.lang, c.var.user.id, input.status, nowSeconds());
    return ok(c, rows.map((row) => ({ ...couponView(row), claimed_at: row.claimed_at, used_at: row.used_at })));
  });
