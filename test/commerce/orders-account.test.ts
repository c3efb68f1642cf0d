import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { orderCountsResponse, reorderResponse } from '../../commerce/contract/orders';
import { memberToken, OTHER } from '../worker/member-session';
import { callApi, demoToken } from './call-api';

const envelopeOf = ({ code, msg, data }: { code: number; msg: string; data: unknown }) => ({ code, msg, data });
const ids = (answer: { data: { list: { id: number }[] } }) => answer.data.list.map((order) => order.id);

test('older orders (finished, placed over 90 days ago) are apart from the recent ones; counts by tab follow', async () => {
  // The seed's orders are of October 2026 (recent) and May 2026 (older) on the seed's day (test/worker/seed-day.ts).
  const token = await demoToken();
  const old = await callApi('/orders?age=old', { bearer: token });
  expect(old.data.list.map((o: { state: string }) => o.state)).toEqual(['cancelled', 'completed']);
  const recent = await callApi('/orders?age=recent', { bearer: token });
  expect(ids(recent)).toEqual([3, 2, 1]);
  expect(ids(await callApi('/orders', { bearer: token }))).toEqual([...ids(recent), ...ids(old)]);
  const counts = await callApi('/orders/counts?age=recent', { bearer: token });
  expect(orderCountsResponse.safeParse(envelopeOf(counts)).success).toBe(true);
  expect(counts.data).toEqual({ all: 3, to_pay: 0, to_ship: 0, to_receive: 1, completed: 1, cancelled: 1 });
  expect((await callApi('/orders/counts?age=old', { bearer: token })).data).toMatchObject({
    all: 2,
    completed: 1,
    cancelled: 1,
  });
  expect((await callApi('/orders/counts', { bearer: token })).data.all).toBe(5);
  expect(await callApi('/orders/counts?age=ancient', { bearer: token })).toMatchObject({ status: 400 });
  expect((await callApi('/orders/counts', { bearer: await memberToken(OTHER) })).data.all).toBe(0);
});

test("re-order puts the order's products back in the cart, one when the limit allows no more, and names what is sold out", async () => {
  const token = await demoToken();
  await env.DB.prepare('DELETE FROM cart_items WHERE user_id = 1').run();
  // Order 1: two of product 16. Only one may still be bought; product 2 (order 2) is sold out.
  await env.DB.prepare('UPDATE products SET stock = 1 WHERE id = 16').run();
  await env.DB.prepare('UPDATE products SET stock = 0 WHERE id = 2').run();
  const first = await callApi('/orders/1/reorder', { bearer: token, method: 'POST', lang: '2' });
  expect(reorderResponse.safeParse(envelopeOf(first)).success).toBe(true);
  expect(first.data).toEqual({ added: [{ product_id: 16, name: 'កាហ្វេទឹកកកម្រេចកំពត ៦ ដប', num: 1 }], unavailable: [] });
  const second = await callApi('/orders/2/reorder', { bearer: token, method: 'POST' });
  expect(second.data).toEqual({
    added: [],
    unavailable: [{ product_id: 2, name: 'iPad 10th generation, Wi-Fi 64GB', num: 1 }],
  });
  const cart = await callApi('/carlists', { bearer: token });
  expect(
    cart.data.lists.flatMap((g: { child: { goods_id: number; num: number }[] }) =>
      g.child.map((l) => [l.goods_id, l.num]),
    ),
  ).toEqual([[16, 1]]);
  expect(await callApi('/orders/1/reorder', { bearer: await memberToken(OTHER), method: 'POST' })).toMatchObject({
    status: 404,
  });
  expect(await callApi('/orders/1/reorder', { method: 'POST' })).toMatchObject({ status: 401 });
});
