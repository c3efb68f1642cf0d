import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere } from './order-helpers';

const freebieStock = async (id: number) =>
  (await env.DB.prepare('SELECT stock_left FROM freebies WHERE id = ?1').bind(id).first<{ stock_left: number }>())!
    .stock_left;

test('my freebies: the seeded ones, in the request language, each with its order status; guests get 1012', async () => {
  const token = await demoToken();
  const mine = await callApi('/myfreebies', { bearer: token });
  expect(mine).toMatchObject({ status: 200, code: 0 });
  expect(
    mine.data.map((f: { freebie_id: number; order_id: number; status: string }) => [
      f.freebie_id,
      f.order_id,
      f.status,
    ]),
  ).toEqual([
    [2, 2, 'coming'],
    [1, 2, 'coming'],
  ]);
  expect((await callApi('/myfreebies', { bearer: token, lang: '2' })).data[0].title).toMatch(/[\u1780-\u17FF]/);
  expect(await callApi('/myfreebies')).toMatchObject({ code: 1012 });
});

test('an order over a freebie’s minimum spend earns it (stock taken), waiting for payment; cancelling gives the stock back', async () => {
  const token = await demoToken();
  const product = await productWhere('price_cents BETWEEN 3000 AND 3900 AND is_earnest = 0 AND stock > 5');
  const before = await freebieStock(1);
  const placed = await placeOrder(token, buyNow(product!.id));
  expect(placed).toMatchObject({ code: 0 });
  const orderId = placed.data.id as number;
  const mine = (await callApi('/myfreebies', { bearer: token })).data as {
    freebie_id: number;
    order_id: number;
    status: string;
  }[];
  // $30–39 reaches freebie 1 ($30) only.
  expect(mine.filter((f) => f.order_id === orderId)).toEqual([
    expect.objectContaining({ freebie_id: 1, status: 'waiting' }),
  ]);
  expect(await freebieStock(1)).toBe(before - 1);

  expect(await callApi(`/orders/${orderId}/cancel`, { bearer: token, method: 'POST' })).toMatchObject({ code: 0 });
  const after = (await callApi('/myfreebies', { bearer: token })).data as { order_id: number; status: string }[];
  expect(after.find((f) => f.order_id === orderId)?.status).toBe('cancelled');
  expect(await freebieStock(1)).toBe(before);
});

test('an order under every minimum spend earns nothing', async () => {
  const token = await demoToken();
  const product = await productWhere('price_cents < 1000 AND is_earnest = 0 AND stock > 5');
  const placed = await placeOrder(token, buyNow(product!.id));
  const mine = (await callApi('/myfreebies', { bearer: token })).data as { order_id: number }[];
  expect(mine.some((f) => f.order_id === placed.data.id)).toBe(false);
});
