import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere, stockOf } from './order-helpers';

/** The secret whose SHA-256 vitest.config.ts gives the worker as OPERATOR_SECRET_HASH. */
const OPERATOR_SECRET = 'test-operator-secret-0123456789';

const move = (id: number, state: string, secret = OPERATOR_SECRET) =>
  callApi(`/operator/orders/${id}/state`, {
    body: { state, note: 'by the shop' },
    headers: { authorization: `Bearer ${secret}` },
  });
const order = async (id: number) => (await callApi(`/orders/${id}`, { bearer: await demoToken() })).data;

test('a delivery goes processing → shipped → completed, each a timeline event; completing records the cash balance as paid', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  const placed = await placeOrder(
    token,
    buyNow(product.id, 1, { delivery: 'delivery', address_id: 1, payment_method: 'cash' }),
  );
  expect(placed.data.state).toBe('processing');
  expect(await move(placed.data.id, 'ready_for_pickup')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'completed')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'shipped')).toMatchObject({
    status: 200,
    data: { id: placed.data.id, state: 'shipped' },
  });
  expect(await move(placed.data.id, 'shipped')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'cancelled')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'completed')).toMatchObject({ status: 200 });
  const done = await order(placed.data.id);
  expect(done.events.map((e: { state: string }) => e.state)).toEqual(['processing', 'shipped', 'completed']);
  expect(done.events[1].note).toBe('by the shop');
  expect(done).toMatchObject({ state: 'completed', paid: done.total, can_cancel: false });
});

test('a pick-up is made ready, not shipped; a paid one may be refunded, an unpaid one cancelled with its stock back', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3'))!;
  const paid = await placeOrder(token, buyNow(product.id, 1));
  await callApi(`/orders/${paid.data.id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: paid.data.id, outcome: 'paid' } });
  expect(await move(paid.data.id, 'shipped')).toMatchObject({ status: 409 });
  expect(await move(paid.data.id, 'processing')).toMatchObject({ status: 200 });
  expect(await move(paid.data.id, 'shipped')).toMatchObject({ status: 409 });
  expect(await move(paid.data.id, 'ready_for_pickup')).toMatchObject({ status: 200 });
  expect(await move(paid.data.id, 'refunded')).toMatchObject({ status: 409 });
  expect(await move(paid.data.id, 'completed')).toMatchObject({ status: 200 });
  expect(await move(paid.data.id, 'refunded')).toMatchObject({ status: 200 });
  expect((await order(paid.data.id)).state).toBe('refunded');

  const stock = await stockOf(product.id);
  const unpaid = await placeOrder(token, buyNow(product.id, 2));
  expect(await move(unpaid.data.id, 'refunded')).toMatchObject({ status: 409 });
  expect(await move(unpaid.data.id, 'processing')).toMatchObject({ status: 409 });
  expect(await move(unpaid.data.id, 'cancelled')).toMatchObject({ status: 200 });
  expect(await order(unpaid.data.id)).toMatchObject({ state: 'cancelled', cancel_reason: 'shop' });
  expect(await stockOf(product.id)).toBe(stock);
});

test('without the operator secret nothing moves: a wrong one, a shopper token, none; bad input and unknown orders', async () => {
  const token = await demoToken();
  for (const headers of [
    { authorization: 'Bearer wrong-secret-0123456789' },
    { authorization: `Bearer ${token}` },
    {} as Record<string, string>,
  ]) {
    const answer = await callApi('/operator/orders/2/state', { body: { state: 'completed' }, headers, lang: '2' });
    expect(answer).toMatchObject({ status: 401, msg: expect.stringContaining('អ្នកគ្រប់គ្រងហាង') });
  }
  expect((await order(2)).state).toBe('shipped');
  expect(await move(2, 'paid')).toMatchObject({ status: 400 });
  expect(await move(999999, 'completed')).toMatchObject({ status: 404 });
});

test('through the worker the operator needs no Origin (it is not a browser), only the secret', async () => {
  const { exports } = await import('cloudflare:workers');
  const call = (secret: string) =>
    exports.default.fetch(
      new Request('http://localhost/api/operator/orders/2/state', {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'completed' }),
      }),
    );
  const denied = await call('wrong-secret-0123456789');
  expect(denied.status).toBe(401);
  await denied.text();
  const done = await call(OPERATOR_SECRET);
  expect(await done.json()).toMatchObject({ code: 0, data: { id: 2, state: 'completed' } });
});

/** The titles of the shopper's inbox messages about one order, oldest first, in English or Khmer. */
const orderTitles = async (id: number, lang: 'en' | 'km' = 'en') =>
  (
    await env.DB.prepare(`SELECT title_${lang} AS title FROM member_messages WHERE link = ?1 ORDER BY id`)
      .bind(`/accounts/order-details/${id}`)
      .all<{ title: string }>()
  ).results.map((row) => row.title);

test('the shopper hears of each step in the inbox, once each: on the way, completed, refunded', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  const placed = await placeOrder(
    token,
    buyNow(product.id, 1, { delivery: 'delivery', address_id: 1, payment_method: 'cash' }),
  );
  const id = placed.data.id;
  await move(id, 'shipped');
  await move(id, 'shipped');
  await move(id, 'completed');
  expect(await orderTitles(id)).toEqual([`Order ${id} placed`, `Order ${id} is on its way`, `Order ${id} completed`]);
  expect((await orderTitles(id, 'km'))[1]).toBe(`ការបញ្ជាទិញលេខ ${id} កំពុងដឹកជញ្ជូន`);
  await move(id, 'refunded');
  expect((await orderTitles(id)).at(-1)).toBe(`Order ${id} refunded`);
});

test('a refund gives the stock back, once; a shop cancellation is told as the shop’s', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3'))!;
  const stock = await stockOf(product.id);
  const paid = await placeOrder(token, buyNow(product.id, 2));
  await callApi(`/orders/${paid.data.id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: paid.data.id, outcome: 'paid' } });
  await move(paid.data.id, 'processing');
  await move(paid.data.id, 'ready_for_pickup');
  expect((await orderTitles(paid.data.id)).at(-1)).toBe(`Order ${paid.data.id} is ready for pick-up`);
  expect(await stockOf(product.id)).toBe(stock - 2);
  expect(await move(paid.data.id, 'refunded')).toMatchObject({ status: 409 });
  await move(paid.data.id, 'completed');
  expect(await move(paid.data.id, 'refunded')).toMatchObject({ status: 200 });
  expect(await stockOf(product.id)).toBe(stock);
  // A later cancellation elsewhere releases only what it cancelled.
  const unpaid = await placeOrder(
    token,
    buyNow(product.id, 1, { delivery: 'delivery', address_id: 1, payment_method: 'cash' }),
  );
  expect(await move(unpaid.data.id, 'cancelled')).toMatchObject({ status: 200 });
  expect(await stockOf(product.id)).toBe(stock);
  expect((await orderTitles(unpaid.data.id)).at(-1)).toBe(`Order ${unpaid.data.id} cancelled by the shop`);
});
