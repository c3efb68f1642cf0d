import type { Lang } from '../../lib/lang';

/** A voucher (merchant_id null) or coupon the shopper holds, unused and live. */
export type HeldCoupon = {
  id: number;
  merchant_id: number | null;
  discount_cents: number;
  discount_percent: number;
  min_spend_cents: number;
};

/** A province's delivery fee, and the goods total over which delivery there is free (null: never). */
export type ShippingFee = { fee_cents: number; free_over_cents: number | null };

/** The delivery fee to a province (official code), or null when there is none. */
export async function shippingFee(db: D1Database, provinceCode: string): Promise<ShippingFee | null> {
  return db
    .prepare('SELECT fee_cents, free_over_cents FROM shipping_fees WHERE province_code = ?1')
    .bind(provinceCode)
    .first<ShippingFee>();
}

export async function listShippingFees(
  db: D1Database,
  lang: Lang,
): Promise<({ province_code: string; name: string } & ShippingFee)[]> {
  const { results } = await db
    .prepare(
      `SELECT province_code, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, fee_cents, free_over_cents
       FROM shipping_fees ORDER BY province_code`,
    )
    .bind(lang)
    .all<{ province_code: string; name: string } & ShippingFee>();
  return results;
}

export async function outletExists(db: D1Database, outletId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS found FROM outlets WHERE id = ?1').bind(outletId).first()) !== null;
}

/**
 * Of the vouchers (kind 'voucher') and coupons asked for, those the shopper has collected, not used,
 * and that are live now. The caller compares the count with what was asked.
 */
export async function heldCoupons(
  db: D1Database,
  lang: Lang,
  userId: number,
  voucherId: number | null,
  couponIds: number[],
  now: number,
): Promise<(HeldCoupon & { title: string })[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.merchant_id, c.discount_cents, c.discount_percent, c.min_spend_cents, CASE ?5 WHEN 'km' THEN c.title_km ELSE c.title_en END AS title FROM coupon_claims k JOIN coupons c ON c.id = k.coupon_id
       WHERE k.user_id = ?1 AND k.used_at IS NULL AND c.starts_at <= ?4 AND c.ends_at > ?4
         AND ((c.kind = 'voucher' AND c.id = ?2) OR (c.kind = 'coupon' AND c.id IN (SELECT value FROM json_each(?3))))`,
    )
    .bind(userId, voucherId, JSON.stringify(couponIds), now, lang)
    .all<HeldCoupon & { title: string }>();
  return results;
}
