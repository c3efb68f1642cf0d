/** The shopper's choices on the checkout page. */
export type CheckoutChoices = {
  delivery: 'pickup' | 'delivery';
  outletId: number | null;
  /** One of the shopper's saved addresses. */
  addressId: number | null;
  plan: 'full' | 'deposit';
  method: 'khqr' | 'cash';
  currency: 'USD' | 'KHR';
  voucherId: number | null;
  coupons: Record<number, number>;
  points: number;
  note: string;
};

/**
 * The API body for a quote or for the order itself: the store or the saved address by id (the server
 * reads the address and its province's fee). Prices are never sent: the server computes them (the order adds the total shown, as a check).
 */
export function orderBody(choices: CheckoutChoices, goodsId: number | null, num: number): Record<string, unknown> {
  const where =
    choices.delivery === 'pickup'
      ? { outlet_id: choices.outletId ?? undefined }
      : { address_id: choices.addressId ?? undefined };
  return {
    ...(goodsId ? { source: 'buy_now', goods_id: goodsId, num } : { source: 'cart' }),
    delivery: choices.delivery,
    ...where,
    payment_plan: choices.method === 'cash' ? 'full' : choices.plan,
    payment_method: choices.method,
    currency: choices.currency,
    voucher_id: choices.voucherId ?? undefined,
    coupon_ids: Object.values(choices.coupons),
    points: choices.points,
    note: choices.note,
  };
}
