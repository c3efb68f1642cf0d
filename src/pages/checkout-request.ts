import type { AddressDraft } from '../components/AddressFields';

/** The shopper's choices on the checkout page. */
export type CheckoutChoices = {
  delivery: 'pickup' | 'delivery';
  outletId: number | null;
  address: AddressDraft;
  plan: 'full' | 'deposit';
  method: 'khqr' | 'cash';
  currency: 'USD' | 'KHR';
  voucherId: number | null;
  coupons: Record<number, number>;
  points: number;
  note: string;
};

/** Which message key explains what the address still lacks, or null when it is complete. */
export function addressProblem(address: AddressDraft): string | null {
  if (!address.name.trim() || !address.phone.trim() || !address.province_code || !address.district.trim() || !address.commune.trim()) return 'checkout.form.required';
  return /^\+?[0-9 ]{8,16}$/.test(address.phone.trim()) ? null : 'checkout.form.badPhone';
}

/**
 * The API body for a quote (`forOrder` false: the address may be unfinished, only its province
 * prices the delivery) or for the order itself. Prices are never sent: the server computes them.
 */
export function orderBody(choices: CheckoutChoices, goodsId: number | null, num: number, forOrder: boolean): Record<string, unknown> {
  const delivery =
    choices.delivery === 'pickup'
      ? { outlet_id: choices.outletId ?? undefined }
      : forOrder
        ? { address: choices.address }
        : { province_code: choices.address.province_code || undefined };
  return {
    ...(goodsId ? { source: 'buy_now', goods_id: goodsId, num } : { source: 'cart' }),
    delivery: choices.delivery,
    ...delivery,
    payment_plan: choices.method === 'cash' ? 'full' : choices.plan,
    payment_method: choices.method,
    currency: choices.currency,
    voucher_id: choices.voucherId ?? undefined,
    coupon_ids: Object.values(choices.coupons),
    points: choices.points,
    note: choices.note,
  };
}
