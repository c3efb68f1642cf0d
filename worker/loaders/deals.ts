import type { Commerce } from '../data/commerce';
import { defineLoader } from './loader';
import { isNotFound } from './not-found';

/** A list's data, or null (the page shows an error block) when the API fails. */
const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

/** One item by id: its data, 'missing' for the 404 page, or null when the API fails. */
const byId = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => (isNotFound(error) ? ('missing' as const) : null));

export const flashdeal = defineLoader(async ({ api }) => ({
  data: { slots: await orNull(api.deals.flash()) },
}));

export const promotions = defineLoader(async ({ api }) => ({
  data: { promotions: await orNull(api.deals.promotions()) },
}));

/** Whether a promotion is still to come, on, or over at `now` (Unix seconds): its products cost its prices only while it is on. */
const phaseOf = (span: { starts_at: number; ends_at: number }, now: number) =>
  now < span.starts_at ? ('coming' as const) : now < span.ends_at ? ('on' as const) : ('over' as const);

/** A promotion's page (/promotions/<its slug>): the sale, whether it is on, and its products. */
export const promotion = defineLoader(async ({ api, params }) => {
  const found = await byId(api.deals.promotion({ slug: params.promotion }));
  if (found === 'missing') return { notFound: true };
  if (!found) return { data: { promotion: null, phase: null } };
  const data = { promotion: found, phase: phaseOf(found, Date.now() / 1000) };
  return { data, head: { title: found.title, description: found.description } };
});

export const vouchers = defineLoader(async ({ api }) => ({
  data: { vouchers: await orNull(api.coupons.vouchers()) },
}));

export const voucher = defineLoader(async ({ api, params }) => {
  const found = await byId(api.coupons.voucher({ id: params.id }));
  if (found === 'missing') return { notFound: true };
  const data = { voucher: found };
  return found ? { data, head: { title: found.title, description: found.terms } } : { data };
});

/** A freebie and the product it gives (the product may be gone: the freebie still shows). */
async function freebieWithProduct(api: Commerce, id: string) {
  const gift = await api.deals.freebie({ id });
  const product = await api.goods.detail({ id: gift.product_id }).catch(() => null);
  return { gift, product };
}

export const freebie = defineLoader(async ({ api, params }) => {
  const found = await byId(freebieWithProduct(api, params.id ?? ''));
  if (found === 'missing') return { notFound: true };
  const data = { freebie: found?.gift ?? null, product: found?.product ?? null };
  return found ? { data, head: { title: found.gift.title, description: found.gift.terms } } : { data };
});
