import { addressListResponse } from '../../src/api/contract/addresses';
import { outletsResponse } from '../../src/api/contract/content';
import { myCouponsResponse } from '../../src/api/contract/coupons';
import { orderQuoteResponse, shippingFeesResponse } from '../../src/api/contract/orders';
import type { CheckoutData } from '../../src/pages/CheckoutPage';
import { ApiError } from '../data/api-error';
import { loadLocations } from './address-form';
import type { Loader } from './loader';
import { isNotFound } from './not-found';

/**
 * Checkout of the selected cart lines, or buy now of one product (`:id`, `?num`): the server's quote
 * for pick-up (the page re-quotes as the shopper changes options), the stores, the shopper's saved
 * addresses with the provinces (to add one) and the delivery fees, and the shopper's unused vouchers. A quote the API refuses (nothing selected, sold out) shows its message.
 */
export const checkout: Loader = async ({ api, params, query }) => {
  const goodsId = params.id ?? null;
  const num = /^[1-9][0-9]?$/.test(query.get('num') ?? '') ? query.get('num')! : '1';
  const source: Record<string, string> = goodsId ? { source: 'buy_now', goods_id: goodsId, num } : { source: 'cart' };
  let quoteError: string | null = null;
  const [quote, outlets, addresses, provinces, fees, coupons] = await Promise.all([
    api
      .get('/orders/quote', orderQuoteResponse, { ...source, delivery: 'pickup' })
      .then((answer) => answer.data)
      .catch((error: unknown) => {
        if (isNotFound(error)) return 'notFound' as const;
        if (error instanceof ApiError && error.code !== 500) quoteError = error.message;
        return null;
      }),
    api.cached('outlets', async () => (await api.get('/outlets', outletsResponse)).data).catch(() => null),
    api.get('/addresses', addressListResponse).then((answer) => answer.data, () => null),
    loadLocations(api).catch(() => null),
    api.cached('shippingfees', async () => (await api.get('/shippingfees', shippingFeesResponse)).data).catch(() => null),
    api.get('/mycoupons', myCouponsResponse, { status: 'unused' }).then((answer) => answer.data).catch(() => []),
  ]);
  if (quote === 'notFound') return { notFound: true };
  const locations = provinces && { province: provinces, district: [], commune: [], village: [] };
  const data: CheckoutData = { goodsId: goodsId ? Number(goodsId) : null, num: Number(num), quote, quoteError, outlets, addresses, locations, fees, coupons };
  return { data };
};
