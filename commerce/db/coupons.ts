import type { Lang } from '../../lib/lang';
import { openMerchant } from './visible';

export type CouponRow = {
  id: number;
  kind: 'voucher' | 'coupon';
  merchant_id: number | null;
  title: string;
  terms: string;
  discount_cents: number;
  discount_percent: number;
  min_spend_cents: number;
  total: number;
  claimed: number;
  starts_at: number;
  ends_at: number;
};

const COUPON_COLUMNS = `c.id, c.kind, c.merchant_id, CASE ?1 WHEN 'km' THEN c.title_km ELSE c.title_en END AS title,
  CASE ?1 WHEN 'km' THEN c.terms_km ELSE c.terms_en END AS terms, c.discount_cents, c.discount_percent, c.min_spend_cents,
  c.total, c.claimed, c.starts_at, c.ends_at`;
/** A shop-wide offer, or a merchant's while it is open (a closed merchant's coupons leave the shop). */
const OFFERED = `(c.merchant_id IS NULL OR ${openMerchant('c.merchant_id')})`;

/** Live vouchers or coupons on offer (optionally one merchant's), soonest-ending first. */
export async function listCoupons(
  db: D1Database,
  lang: Lang,
  kind: 'voucher' | 'coupon',
  merchantId: number | null,
  now: number,
): Promise<CouponRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.kind = ?2 AND (?3 IS NULL OR c.merchant_id = ?3) AND c.ends_at > ?4 AND ${OFFERED} ORDER BY c.ends_at, c.id`,
    )
    .bind(lang, kind, merchantId, now)
    .all<CouponRow>();
  return results;
}

export async function getCoupon(
  db: D1Database,
  lang: Lang,
  id: number,
  kind: 'voucher' | 'coupon',
): Promise<CouponRow | null> {
  return db
    .prepare(`SELECT ${COUPON_COLUMNS} FROM coupons c WHERE c.id = ?2 AND c.kind = ?3 AND ${OFFERED}`)
    .bind(lang, id, kind)
    .first<CouponRow>();
}

/**
 * Collects a voucher or coupon for a shopper, in one transaction: the claim is inserted only while
 * some are left and the offer is live, and the claimed count follows only when the claim went in.
 * Returns whether this call collected it.
 */
export async function collectCoupon(db: D1Database, userId: number, couponId: number, now: number): Promise<boolean> {
  const [claim] = await db.batch([
    db
      .prepare(
        `INSERT INTO coupon_claims (user_id, coupon_id, claimed_at)
         SELECT ?1, c.id, ?3 FROM coupons c WHERE c.id = ?2 AND c.claimed < c.total AND c.starts_at <= ?3 AND c.ends_at > ?3
           AND ${OFFERED}
         ON CONFLICT DO NOTHING RETURNING coupon_id`,
      )
      .bind(userId, couponId, now),
    db.prepare('UPDATE coupons SET claimed = claimed + 1 WHERE id = ?1 AND changes() = 1').bind(couponId),
  ]);
  return (claim?.results.length ?? 0) > 0;
}

export async function hasClaim(db: D1Database, userId: number, couponId: number): Promise<boolean> {
  return (
    (await db
      .prepare('SELECT 1 AS found FROM coupon_claims WHERE user_id = ?1 AND coupon_id = ?2')
      .bind(userId, couponId)
      .first()) !== null
  );
}

/**
 * The shopper's collected vouchers and coupons by status: unused (live, and its merchant open), used, or
 * expired (unused, and ended or its merchant closed: a closed merchant's products are hidden, so its coupon
 * cannot be used until the merchant reopens).
 */
export async function listMyCoupons(
  db: D1Database,
  lang: Lang,
  userId: number,
  status: 'unused' | 'used' | 'expired',
  now: number,
) {
  const { results } = await db
    .prepare(
      `SELECT ${COUPON_COLUMNS}, k.claimed_at, k.used_at, NOT ${OFFERED} AS merchant_closed
       FROM coupon_claims k JOIN coupons c ON c.id = k.coupon_id
       WHERE k.user_id = ?2 AND CASE ?3 WHEN 'used' THEN k.used_at IS NOT NULL
             WHEN 'expired' THEN k.used_at IS NULL AND (c.ends_at <= ?4 OR NOT ${OFFERED})
             ELSE k.used_at IS NULL AND c.ends_at > ?4 AND ${OFFERED} END
       ORDER BY k.claimed_at DESC`,
    )
    .bind(lang, userId, status, now)
    .all<CouponRow & { claimed_at: number; used_at: number | null; merchant_closed: 0 | 1 }>();
  return results;
}
