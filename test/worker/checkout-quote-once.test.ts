import { expect, test } from 'vitest';
import { callApi } from '../commerce/call-api';
import { fetchPage } from './fetch-page';
import { memberToken } from './member-session';
import { requestLines } from './request-lines';

const PATH = '/checkouts/confirm_order/checkout';

/** What the checkout page's document cost, and its data (as a client navigation gets it), for the shopper of `token`. */
async function checkoutPage(token: string) {
  const cookie = `jwt=${token}; time=1763700000`;
  // The stores, fees and provinces are read once and kept at the edge: measured with them kept.
  await fetchPage(PATH, { headers: { cookie } });
  const [line] = await requestLines(PATH, () => fetchPage(PATH, { headers: { cookie } }));
  const { body } = await fetchPage(PATH, { headers: { cookie, accept: 'application/json' } });
  return { data: JSON.parse(body).data, statements: line!.d1Statements };
}

test('checkout of a cart with a down-payment line opens on the down payment with one quote: it reads no more than a cart without one', async () => {
  const token = await memberToken();
  const cart = await callApi('/carlists', { bearer: token });
  const lines = cart.data.lists.flatMap((group: { child: object[] }) => group.child) as {
    id: number;
    is_earnest: number;
  }[];
  const earnest = lines.filter((line) => line.is_earnest === 1).map((line) => line.id);
  expect(earnest.length).toBeGreaterThan(0);
  await callApi('/selectcart', { bearer: token, body: { selected: 1 } });

  const deposit = await checkoutPage(token);
  expect(deposit.data.plan).toBe('deposit');
  expect(deposit.data.quote.has_deposit).toBe(true);
  expect(Number(deposit.data.quote.due_now)).toBeLessThan(Number(deposit.data.quote.total));

  await callApi('/selectcart', { bearer: token, body: { ids: earnest, selected: 0 } });
  const full = await checkoutPage(token);
  expect(full.data.plan).toBe('full');
  expect(full.data.quote.due_now).toBe(full.data.quote.total);
  expect(deposit.statements).toBe(full.statements);
});
