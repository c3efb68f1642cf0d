import { messageListResponse } from '../../commerce/contract/messages';
import { orderCountsResponse } from '../../commerce/contract/orders';
import { myGradeResponse } from '../../commerce/contract/points';
import { ACCOUNT_HOME_MESSAGES } from '../../commerce/db/shopper-state';
import { defineLoader } from './loader';

/** The account home: grade and points first; order counts by tab and recent messages stream in. */
export const accountHome = defineLoader(async ({ api }) => {
  const grade = await api.get('/mygrade', myGradeResponse).then(
    (body) => body.data,
    () => null,
  );
  // Every tab's count in one call; the home lists each state, not "all". Recent orders, as the orders page
  // each count links to lists them (older finished ones are under "older orders").
  const orderCounts = api
    .get('/orders/counts', orderCountsResponse, { age: 'recent' })
    .then(({ data: { all: _all, ...byState } }) => byState);
  const messages = api
    .get('/messages', messageListResponse, { limit: String(ACCOUNT_HOME_MESSAGES) })
    .then((body) => body.data);
  return { data: { grade }, deferred: { orderCounts, messages } };
});
