import type { OrderState } from '../../commerce/contract/orders';
import { defineLoader, type LoaderContext } from './loader';
import { loaderI18n } from './loader-i18n';
import { isNotFound } from './not-found';

/** The order of `:id` (or `?order=` on the result pages); null when the API fails, 404 when unknown. */
async function loadOrder({ api, params, query }: LoaderContext, withPayment: boolean) {
  const id = params.id ?? query.get('order') ?? '';
  // The result pages opened without an order say so (200); a bad path id is unknown.
  if (!/^[0-9]{1,12}$/.test(id))
    return params.id ? { notFound: true as const } : { data: { order: null, payment: null, missing: true } };
  try {
    const [order, payment] = await Promise.all([
      api.orders.detail({ id }),
      withPayment ? api.payments.ofOrder({ id }) : Promise.resolve(null),
    ]);
    return { data: { order, payment, missing: false } };
  } catch (error) {
    if (isNotFound(error)) return { notFound: true as const };
    return { data: { order: null, payment: null, missing: false } };
  }
}

/** Where the KHQR page of an order in these states sends the shopper: it has nothing left to pay there. */
const PAY_RESULT: Partial<Record<OrderState, string>> = {
  paid: 'payment-success',
  deposit_paid: 'payment-success',
  cancelled: 'payment-failed',
};

/**
 * The KHQR page: the order and its payment code. Opened again once the order is paid (the shopper back
 * from the bank app, a reload, the browser's history), it goes to the order's success page; cancelled, to
 * the failed one. Checking and refund due stay here: the page says how they stand.
 */
export const checkoutPay = defineLoader(async (context) => {
  const result = await loadOrder(context, true);
  const payment = 'data' in result ? result.data?.payment : null;
  const next = payment && PAY_RESULT[payment.state];
  return next ? { redirect: `/checkouts/${next}?order=${payment.order_id}` } : result;
});
/** The local payment sandbox: like the KHQR page, and a 404 unless the API has the sandbox on. */
export const checkoutSandbox = defineLoader(async (context) => {
  const result = await loadOrder(context, true);
  return 'data' in result && result.data?.payment?.sandbox === false ? { notFound: true } : result;
});
/** Payment failure: the order. */
export const checkoutResult = defineLoader((context) => loadOrder(context, false));
/**
 * Payment success: the order. One with nothing paid (cash) is titled as placed, not as paid, in the
 * window's title as in the page's heading.
 */
export const checkoutSuccess = defineLoader(async (context) => {
  const result = await loadOrder(context, false);
  if (!('data' in result) || result.data?.order?.paid !== '0.00') return result;
  const i18n = await loaderI18n(context.lang);
  return { ...result, head: { title: i18n.t('checkout.result.placed') } };
});
