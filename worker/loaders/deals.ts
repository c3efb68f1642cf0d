import { couponListResponse, couponResponse } from '../../commerce/contract/coupons';
import {
  flashDealsResponse,
  freebieResponse,
  promotionListResponse,
  promotionResponse,
} from '../../commerce/contract/deals';
import { productDetailResponse } from '../../commerce/contract/products';
import type { Commerce } from '../data/commerce';
import { defineLoader } from './loader';
import { isNotFound } from './not-found';

/** A list's data, or null (the page shows an error block) when the API fails. */
const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

/** One item by id: its data, 'missing' for the 404 page, or null when the API fails. */
const byId = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => (isNotFound(error) ? ('missing' as const) : null));

export const flashdeal = defineLoader(async ({ api }) => ({
  data: { slots: await orNull(api.get('/flashdeals', flashDealsResponse).then((a) => a.data)) },
}));

export const promotions = defineLoader(async ({ api }) => ({
  data: { promotions: await orNull(api.get('/promotions', promotionListResponse).then((a) => a.data)) },
}));

/** Whether a promotion is still to come, on, or over at `now` (Unix seconds): its products cost its prices only while it is on. */
const phaseOf = (span: { starts_at: number; ends_at: number }, now: number) =>
  now < span.starts_at ? ('coming' as const) : now < span.ends_at ? ('on' as const) : ('over' as const);

/** A promotion's page (/promotions/<its slug>): the sale, whether it is on, and its products. */
export const promotion = defineLoader(async ({ api, params }) => {
  const found = await byId(api.get(`/promotions/${params.promotion}`, promotionResponse).then((a) => a.data));
  if (found === 'missing') return { notFound: true };
  if (!found) return { data: { promotion: null, phase: null } };
  const data = { promotion: found, phase: phaseOf(found, Date.now() / 1000) };
  return { data, head: { title: found.title, description: found.description } };
});

export const vouchers = defineLoader(async ({ api }) => ({
  data: { vouchers: await orNull(api.get('/vouchers', couponListResponse).then((a) => a.data)) },
}));

export const voucher = defineLoader(async ({ api, params }) => {
  const found = await byId(api.get(`/vouchers/${params.id}`, couponResponse).then((a) => a.data));
  if (found === 'missing') return { notFound: true };
  const data = { voucher: found };
  return found ? { data, head: { title: found.title, description: found.terms } } : { data };
});

/** A freebie and the product it gives (the product may be gone: the freebie still shows). */
async function freebieWithProduct(api: Commerce, id: string) {
  const gift = (await api.get(`/freebies/${id}`, freebieResponse)).data;
  const product = await api
    .get(`/goods/${gift.product_id}`, productDetailResponse)
    .then((a) => a.data)
    .catch(() => null);
  return { gift, product };
}

export const freebie = defineLoader(async ({ api, params }) => {
  const found = await byId(freebieWithProduct(api, params.id ?? ''));
  if (found === 'missing') return { notFound: true };
  const data = { freebie: found?.gift ?? null, product: found?.product ?? null };
  return found ? { data, head: { title: found.gift.title, description: found.gift.terms } } : { data };
});
