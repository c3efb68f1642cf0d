import type { HeldCoupon, ShippingFee } from './db/fulfilment';
import type { ApiMessageKey } from './messages';

/** An order line as priced now from the catalogue (never from the client). */
export type PricedLine = {
  product_id: number;
  merchant_id: number;
  unit_cents: number;
  is_earnest: number;
  earnest_cents: number;
  num: number;
};
export type PricingInput = {
  lines: PricedLine[];
  plan: 'full' | 'deposit';
  method: 'khqr' | 'cash';
  coupons: HeldCoupon[];
  /** The delivery address's province fee; null for a pick-up (or a quote without an address yet). */
  shipping: ShippingFee | null;
  points: number;
  pointsBalance: number;
};

export type Pricing = {
  goodsCents: number;
  shippingCents: number;
  discounts: { coupon_id: number; merchant_id: number | null; discount_cents: number }[];
  discountCents: number;
  pointsUsed: number;
  totalCents: number;
  dueNowCents: number;
  balanceCents: number;
  /** Per line (same order as the input): what it costs now. */
  lineDueNow: number[];
};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A coupon's discount on `base` cents: fixed cents or a percentage (rounded down), never above the base. */
const discountOn = (coupon: HeldCoupon, base: number) =>
  Math.min(
    base,
    coupon.discount_cents > 0 ? coupon.discount_cents : Math.floor((base * coupon.discount_percent) / 100),
  );

/**
 * The order's amounts in integer cents. Coupons apply to their merchant's lines first, then one
 * platform voucher to what is left; points (1 point = 1 cent) come off the goods after discounts.
 * A down payment pays the earnest of `is_earnest` 1 lines now (other lines in full); the rest, with
 * the shipping fee, is the balance due at pick-up or delivery. Cash pays everything then. Delivery is
 * free when the goods come to more than the province's `free_over_cents`.
 * Returns the message key of the broken rule instead when one is.
 */
export function priceOrder(input: PricingInput): Pricing | { error: ApiMessageKey } {
  const { lines, coupons } = input;
  if (lines.length === 0) return { error: 'nothingToOrder' };
  const lineCents = lines.map((line) => line.unit_cents * line.num);
  const goodsCents = sum(lineCents);
  const deposit = input.method === 'khqr' && input.plan === 'deposit';
  if (deposit && !lines.some((line) => line.is_earnest === 1)) return { error: 'depositUnavailable' };

  const vouchers = coupons.filter((coupon) => coupon.merchant_id === null);
  const merchantCoupons = coupons.filter((coupon) => coupon.merchant_id !== null);
  if (vouchers.length > 1 || new Set(merchantCoupons.map((c) => c.merchant_id)).size !== merchantCoupons.length)
    return { error: 'couponOnePerScope' };
  const discounts: Pricing['discounts'] = [];
  for (const coupon of merchantCoupons) {
    const subtotal = sum(
      lines.filter((line) => line.merchant_id === coupon.merchant_id).map((line) => line.unit_cents * line.num),
    );
    if (subtotal === 0) return { error: 'couponWrongMerchant' };
    if (subtotal < coupon.min_spend_cents) return { error: 'couponMinSpend' };
    discounts.push({
      coupon_id: coupon.id,
      merchant_id: coupon.merchant_id,
      discount_cents: discountOn(coupon, subtotal),
    });
  }
  const afterCoupons = goodsCents - sum(discounts.map((d) => d.discount_cents));
  for (const voucher of vouchers) {
    if (goodsCents < voucher.min_spend_cents) return { error: 'couponMinSpend' };
    discounts.push({ coupon_id: voucher.id, merchant_id: null, discount_cents: discountOn(voucher, afterCoupons) });
  }
  const discountCents = sum(discounts.map((d) => d.discount_cents));
  if (input.points > input.pointsBalance) return { error: 'pointsShort' };
  const pointsUsed = Math.min(input.points, goodsCents - discountCents);
  const { shipping } = input;
  const shippingCents =
    !shipping || (shipping.free_over_cents !== null && goodsCents > shipping.free_over_cents) ? 0 : shipping.fee_cents;
  const totalCents = goodsCents + shippingCents - discountCents - pointsUsed;

  const lineDueNow = lines.map((line, i) =>
    deposit && line.is_earnest === 1 ? line.earnest_cents * line.num : lineCents[i]!,
  );
  let dueNowCents: number;
  if (input.method === 'cash') dueNowCents = 0;
  else if (deposit) dueNowCents = Math.max(0, sum(lineDueNow) - discountCents - pointsUsed);
  else dueNowCents = totalCents;
  return {
    goodsCents,
    shippingCents,
    discounts,
    discountCents,
    pointsUsed,
    totalCents,
    dueNowCents,
    balanceCents: totalCents - dueNowCents,
    lineDueNow,
  };
}
