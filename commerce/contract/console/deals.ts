/**
 * What the console reads and sends of the vouchers, coupons and flash deals (/ops/vouchers, /ops/deals): every
 * row, live or not. commerce/db/ops-deals.ts reads and writes them in these shapes.
 */

/**
 * A voucher or coupon (a coupon is a merchant's, `merchant_id` set): a row of the vouchers page, and the one
 * the voucher page edits, with its discount, spend, window and how many shoppers claimed it of `total`.
 */
export type OpsCoupon = {
  id: number;
  kind: 'voucher' | 'coupon';
  merchant_id: number | null;
  title_en: string;
  title_km: string;
  terms_en: string;
  terms_km: string;
  discount_cents: number;
  discount_percent: number;
  min_spend_cents: number;
  total: number;
  claimed: number;
  starts_at: number;
  ends_at: number;
};

/** What the console writes of a voucher or coupon (`claimed` is the shoppers'): what the voucher form saves. */
export type CouponFields = Omit<OpsCoupon, 'id' | 'claimed'>;

/**
 * A flash-deal slot, its titles in both languages and its window (Unix seconds; `repeats_daily` 1: the same
 * hours every day): a slot of the deals page, with its form.
 */
export type OpsSlot = {
  id: number;
  title_en: string;
  title_km: string;
  starts_at: number;
  ends_at: number;
  repeats_daily: 0 | 1;
};
/**
 * A product in a flash-deal slot: its name, its own price beside the deal's, the deal's stock left of its total
 * and its per-shopper limit. A row of its slot on the deals page, with its form.
 */
export type OpsDealItem = {
  slot_id: number;
  product_id: number;
  name: string;
  price_cents: number;
  deal_cents: number;
  stock_left: number;
  stock_total: number;
  limit_per_shopper: number;
};
