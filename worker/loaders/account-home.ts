import { ACCOUNT_HOME_MESSAGES } from '../../commerce/embedded';
import { defineLoader } from './loader';

/** The account home: grade and points first; order counts by tab and recent messages stream in. */
export const accountHome = defineLoader(async ({ api }) => {
  const grade = await api.points.grade().catch(() => null);
  // Every tab's count in one call; the home lists each state, not "all". Recent orders, as the orders page
  // each count links to lists them (older finished ones are under "older orders").
  const orderCounts = api.orders.counts({ age: 'recent' }).then(({ all: _all, ...byState }) => byState);
  const messages = api.messages.list({ limit: String(ACCOUNT_HOME_MESSAGES) });
  return { data: { grade }, deferred: { orderCounts, messages } };
});
