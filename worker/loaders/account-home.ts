import { messageListResponse } from '../../src/api/contract/messages';
import { ORDER_TABS, orderListResponse } from '../../src/api/contract/orders';
import { myGradeResponse } from '../../src/api/contract/points';
import type { AccountHomeData, OrderCounts } from '../../src/pages/AccountHomePage';
import type { Loader } from './loader';

/** The account home: grade and points first; order counts by tab and recent messages stream in. */
export const accountHome: Loader = async ({ api }) => {
  const grade = await api.get('/mygrade', myGradeResponse).then((body) => body.data, () => null);
  const tabs = ORDER_TABS.filter((tab) => tab !== 'all');
  const orderCounts: Promise<OrderCounts> = Promise.all(
    tabs.map((tab) => api.get('/orders', orderListResponse, { tab, limit: '1' }).then((body) => [tab, body.data.total] as const)),
  ).then((entries) => Object.fromEntries(entries) as OrderCounts);
  const messages = api.get('/messages', messageListResponse, { limit: '3' }).then((body) => body.data);
  return { data: { grade } satisfies AccountHomeData, deferred: { orderCounts, messages } };
};
