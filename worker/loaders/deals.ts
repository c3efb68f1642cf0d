import { couponListResponse, couponResponse } from '../../src/api/contract/coupons';
import { flashDealsResponse, freebieResponse, promotionListResponse, promotionResponse } from '../../src/api/contract/deals';
import { productDetailResponse } from '../../src/api/contract/products';
import type { FlashDealData } from '../../src/pages/FlashDealPage';
import type { FreebieData } from '../../src/pages/FreebiePage';
import type { PromotionData, PromotionsData } from '../../src/pages/PromotionsPage';
import type { VoucherData, VouchersData } from '../../src/pages/VouchersPage';
import type { Commerce } from '../data/commerce';
import type { Loader } from './loader';
import { isNotFound } from './not-found';

/** A list's data, or null (the page shows an error block) when the API fails. */
const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

/** One item by id: its data, 'missing' for the 404 page, or null when the API fails. */
const byId = <T>(promise: Promise<T>) => promise.catch((error: unknown) => (isNotFound(error) ? ('missing' as const) : null));

export const flashdeal: Loader = async ({ api }) => ({
  data: { slots: await orNull(api.get('/flashdeals', flashDealsResponse).then((a) => a.data)) } satisfies FlashDealData,
});

export const promotions: Loader = async ({ api }) => ({
  data: { promotions: await orNull(api.get('/promotions', promotionListResponse).then((a) => a.data)) } satisfies PromotionsData,
});

/** A promotion's own page (/promotions/12.12, /promotions/water-festival-sales-11.11): fixed slugs, no parameter. */
export function promotion(slug: string): Loader {
  return async ({ api }) => {
    const found = await byId(api.get(`/promotions/${slug}`, promotionResponse).then((a) => a.data));
    if (found === 'missing') return { notFound: true };
    const data: PromotionData = { promotion: found };
    // The route's own title names the sale (the test of every route holds fixed addresses to it).
    return found ? { data, head: { description: found.description } } : { data };
  };
}

export const vouchers: Loader = async ({ api }) => ({
  data: { vouchers: await orNull(api.get('/vouchers', couponListResponse).then((a) => a.data)) } satisfies VouchersData,
});

export const voucher: Loader = async ({ api, params }) => {
  const found = await byId(api.get(`/vouchers/${params.id}`, couponResponse).then((a) => a.data));
  if (found === 'missing') return { notFound: true };
  const data: VoucherData = { voucher: found };
  return found ? { data, head: { title: found.title, description: found.terms } } : { data };
};

/** A freebie and the product it gives (the product may be gone: the freebie still shows). */
async function freebieWithProduct(api: Commerce, id: string) {
  const gift = (await api.get(`/freebies/${id}`, freebieResponse)).data;
  const product = await api
    .get(`/goods/${gift.product_id}`, productDetailResponse)
    .then((a) => a.data)
    .catch(() => null);
  return { gift, product };
}

export const freebie: Loader = async ({ api, params }) => {
  const found = await byId(freebieWithProduct(api, params.id ?? ''));
  if (found === 'missing') return { notFound: true };
  const data: FreebieData = { freebie: found?.gift ?? null, product: found?.product ?? null };
  return found ? { data, head: { title: found.gift.title, description: found.gift.terms } } : { data };
};
