import type { z } from 'zod';
import type { Address, LocationOptions } from '../../commerce/contract/addresses';
import type { Outlet } from '../../commerce/contract/content';
import type { myCouponsResponse } from '../../commerce/contract/coupons';
import type { shippingFeesResponse, OrderQuote } from '../../commerce/contract/orders';
import { ApiError } from '../../commerce/contract/api-error';
import { loadLocations } from './address-form';
import { defineLoader } from './loader';
import { isNotFound } from './not-found';

type CheckoutData = {
  goodsId: number | null;
  num: number;
  /** The payment plan checkout opens on: the down payment when a line has one, as the cart's "due now" counts it. */
  plan: 'full' | 'deposit';
  quote: OrderQuote | null;
  /** Why the API refused to quote (nothing selected, sold out), in the shopper's language. */
  quoteError: string | null;
  outlets: Outlet[] | null;
  /** The shopper's saved addresses (the default first); null when they failed to load. */
  addresses: Address[] | null;
  /** The provinces for the form that adds an address. */
  locations: LocationOptions | null;
  fees: z.infer<typeof shippingFeesResponse>['data'] | null;
  coupons: z.infer<typeof myCouponsResponse>['data'];
};

/**
 * Checkout of the selected cart lines, or buy now of one product (`:id`, `?num`): the server's quote
 * for pick-up (the page re-quotes as the shopper changes options), the stores, the shopper's saved
 * addresses with the provinces (to add one) and the delivery fees, and the shopper's unused vouchers. A quote the API refuses (nothing selected, sold out) shows its message.
 * When a line takes a down payment, checkout opens on it (the cart's "due now" counts it), quoted as such.
 */
export const checkout = defineLoader(async ({ api, params, query }) => {
  const goodsId = params.id ?? null;
  const num = /^[1-9][0-9]?$/.test(query.get('num') ?? '') ? query.get('num')! : '1';
  const source: Record<string, string> = goodsId ? { source: 'buy_now', goods_id: goodsId, num } : { source: 'cart' };
  // The cart's selected lines say whether one takes a down payment (a signed-in page's header state holds
  // them, so this reads nothing more), and the first quote is of that plan; buy now learns it from the quote.
  // Only the quote waits for them: the other reads start at once.
  const cartPlan: Promise<'full' | 'deposit' | null> = goodsId
    ? Promise.resolve(null)
    : api.cart.list().then(
        (cart) =>
          cart.lists.some((group) => group.child.some((line) => line.selected === 1 && line.is_earnest === 1))
            ? 'deposit'
            : 'full',
        () => null,
      );
  let quoteError: string | null = null;
  const [firstPlan, quote, outlets, addresses, provinces, fees, coupons] = await Promise.all([
    cartPlan,
    cartPlan.then((plan) =>
      api.orders.quote({ ...source, delivery: 'pickup', payment_plan: plan ?? 'full' }).catch((error: unknown) => {
        if (isNotFound(error)) return 'notFound' as const;
        if (error instanceof ApiError && error.code !== 500) quoteError = error.message;
        return null;
      }),
    ),
    api.cached('outlets', async () => await api.content.outlets()).catch(() => null),
    api.addresses.list().catch(() => null),
    loadLocations(api).catch(() => null),
    api.cached('shippingfees', async () => await api.orders.shippingFees()).catch(() => null),
    api.coupons.mine({ status: 'unused' }).catch(() => []),
  ]);
  if (quote === 'notFound') return { notFound: true };
  const deposit =
    firstPlan === 'deposit'
      ? quote
      : quote?.has_deposit
        ? await api.orders.quote({ ...source, delivery: 'pickup', payment_plan: 'deposit' }).catch(() => null)
        : null;
  const plan = deposit ? 'deposit' : 'full';
  const locations = provinces && { province: provinces, district: [], commune: [], village: [] };
  const data: CheckoutData = {
    goodsId: goodsId ? Number(goodsId) : null,
    num: Number(num),
    plan,
    quote: deposit ?? quote,
    quoteError,
    outlets,
    addresses,
    locations,
    fees,
    coupons,
  };
  return { data };
});
