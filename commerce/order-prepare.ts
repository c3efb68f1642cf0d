import type { QuoteRequest } from './contract/orders';
import type { Lang } from '../lib/lang';
import type { CommerceEnv } from './commerce-env';
import { getAddress, type AddressView } from './db/addresses';
import { heldCoupons, outletExists, type ShippingFee, shippingFee } from './db/fulfilment';
import { lineLeft, lineProblem, readOrderLines, type OrderLineRow } from './db/order-lines';
import type { StoredOrderAddress } from './db/order-read';
import { pointsSummary } from './db/points';
import type { ApiMessageKey } from './messages';
import { priceOrder, type Pricing } from './order-pricing';

export type PreparedOrder = {
  lines: OrderLineRow[];
  pricing: Pricing;
  pointsBalance: number;
  couponTitles: Map<number, string>;
  address: StoredOrderAddress | null;
};

/** The copy of a saved address the order keeps: later edits of the address do not change it; its place codes name it in any language. */
const snapshot = (address: AddressView): StoredOrderAddress => ({
  name: address.name,
  phone: address.phone,
  province_code: address.province.code,
  district: address.district?.name ?? '',
  commune: address.commune?.name ?? '',
  village: address.village?.name ?? '',
  street: address.street,
  house: address.house,
  landmark: address.landmark,
  place_codes: [address.district?.code ?? '', address.commune?.code ?? '', address.village?.code ?? ''],
});
/** Why an order cannot go through; `params` name the line a refusal is about. */
export type OrderRefusal = { error: ApiMessageKey; status: 400 | 404 | 409; params?: Record<string, string | number> };

/**
 * Reads and checks everything an order needs and prices it: the lines (stock, deal stock, limits),
 * the pick-up outlet or the shopper's own saved address and its province's fee, the vouchers held, the points balance. The
 * same for a quote and an order; the order's batch checks stock, limits, vouchers and points again. The reads
 * run at once (on the edge each is a round trip to D1); their refusals keep that order.
 */
export async function prepareOrder(
  env: CommerceEnv['Bindings'],
  lang: Lang,
  userId: number,
  input: QuoteRequest,
  now: number,
): Promise<PreparedOrder | OrderRefusal> {
  const db = env.DB;
  const asked = input.coupon_ids.length + (input.voucher_id ? 1 : 0);
  const [lines, place, coupons, { balance }] = await Promise.all([
    readOrderLines(db, userId, input.source === 'buy_now' ? input.goods_id! : null, input.num, now),
    fulfilment(db, lang, userId, input),
    asked ? heldCoupons(db, lang, userId, input.voucher_id ?? null, input.coupon_ids, now) : [],
    pointsSummary(db, userId, ''),
  ]);
  if (input.source === 'buy_now' && lines.length === 0) return { error: 'productMissing', status: 404 };
  for (const line of lines) {
    const problem = lineProblem(line);
    if (problem) {
      const name = lang === 'km' ? line.name_km : line.name_en;
      return { error: problem, status: 409, params: { name, left: lineLeft(line) } };
    }
  }
  if ('error' in place) return place;
  if (coupons.length !== asked) return { error: 'couponUnusable', status: 409 };
  const pricing = priceOrder({
    lines,
    plan: input.payment_plan,
    method: input.payment_method,
    coupons,
    shipping: place.shipping,
    points: input.points,
    pointsBalance: balance,
  });
  if ('error' in pricing)
    return {
      error: pricing.error,
      status: pricing.error === 'nothingToOrder' || pricing.error === 'depositUnavailable' ? 400 : 409,
    };
  return {
    lines,
    pricing,
    pointsBalance: balance,
    couponTitles: new Map(coupons.map((coupon) => [coupon.id, coupon.title])),
    address: place.address && snapshot(place.address),
  };
}

/**
 * Where the order goes: the pick-up outlet checked, or the shopper's own saved address with its province's
 * fee. An order always names its store or address (orderRequest); a quote may not have them yet.
 */
async function fulfilment(
  db: D1Database,
  lang: Lang,
  userId: number,
  input: QuoteRequest,
): Promise<{ address: AddressView | null; shipping: ShippingFee | null } | OrderRefusal> {
  if (input.delivery === 'pickup') {
    if (input.outlet_id !== undefined && !(await outletExists(db, input.outlet_id)))
      return { error: 'outletMissing', status: 400 };
    return { address: null, shipping: null };
  }
  if (input.address_id === undefined) return { address: null, shipping: null };
  // Scoped to the shopper: another shopper's address is as unknown as one that does not exist.
  const address = await getAddress(db, lang, userId, input.address_id);
  if (!address) return { error: 'addressMissing', status: 404 };
  const shipping = await shippingFee(db, address.province.code);
  if (!shipping) return { error: 'provinceUnknown', status: 400 };
  return { address, shipping };
}
