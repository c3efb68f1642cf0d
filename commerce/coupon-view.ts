import type { CouponRow } from './db/coupons';
import { fromCents } from '../lib/money';

/** A voucher or coupon row as the wire shows it. */
export function couponView(row: CouponRow) {
  return {
    id: row.id,
    kind: row.kind,
    merchant_id: row.merchant_id,
    title: row.title,
    terms: row.terms,
    discount_money: fromCents(row.discount_cents),
    discount_percent: row.discount_percent,
    min_spend: fromCents(row.min_spend_cents),
    left: row.total - row.claimed,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
  };
}
