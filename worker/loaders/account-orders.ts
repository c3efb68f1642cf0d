import { ORDER_TABS, type OrderAge, type OrderTab } from '../../commerce/contract/orders';
import { defineLoader, type LoaderContext } from './loader';
import { isNotFound } from './not-found';

const PAGE_SIZE = '10';

/** One page of the shopper's orders of an age, in the tab of `?tab=` (recent orders only) and its counts; null parts when the API fails. */
async function loadOrders({ api, query }: LoaderContext, age: OrderAge) {
  const tabParam = query.get('tab') ?? '';
  const tab = age === 'recent' && (ORDER_TABS as readonly string[]).includes(tabParam) ? (tabParam as OrderTab) : 'all';
  const page = /^[1-9][0-9]{0,3}$/.test(query.get('page') ?? '') ? query.get('page')! : '1';
  const [orders, counts] = await Promise.all([
    api.orders.list({ tab, page, limit: PAGE_SIZE, age }).catch(() => null),
    age === 'recent' ? api.orders.counts({ age }).catch(() => null) : Promise.resolve(null),
  ]);
  return { data: { tab, orders, counts } };
}

/** /accounts/orders: recent orders (everything but the older ones) by state tab. */
export const accountOrders = defineLoader((context) => loadOrders(context, 'recent'));
/** /accounts/ordersold: finished orders placed more than OLD_ORDER_DAYS ago. */
export const accountOrdersOld = defineLoader((context) => loadOrders(context, 'old'));

/** One of the shopper's orders (details, delivery status, re-order); another shopper's or an unknown one is a 404. */
export const accountOrder = defineLoader(async ({ api, params }) => {
  try {
    const order = await api.orders.detail({ id: params.id });
    return { data: { order } };
  } catch (error) {
    if (isNotFound(error)) return { notFound: true };
    return { data: { order: null } };
  }
});
