import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere } from './order-helpers';

/** The titles of the shopper's order messages about order `id`, oldest first, in `lang` ('1' English, '2' Khmer). */
async function orderTitles(token: string, id: number, lang: '1' | '2') {
  const answer = await callApi('/messages?kind=order&limit=50', { bearer: token, lang });
  expect(answer.code).toBe(0);
  return (answer.data.list as { title: string }[])
    .map((row) => row.title)
    .filter((title) => new RegExp(`\\b${id}\\b`).test(title))
    .reverse();
}

/** Opens the order's KHQR code (that creates its pending payment) and pays it through the sandbox. */
async function pay(token: string, id: number) {
  await callApi(`/orders/${id}/payment`, { bearer: token });
  return callApi('/payments/sandbox', { bearer: token, body: { order_id: id } });
}

const freshProduct = (where: string) =>
  productWhere(`${where} AND stock > 5 AND id NOT IN (SELECT product_id FROM order_items)`);

test("placing and paying a down payment posts both messages to the inbox, in the shopper's language", async () => {
  const token = await demoToken();
  const product = (await freshProduct('is_earnest = 1'))!;
  const key = crypto.randomUUID();
  const order = await placeOrder(token, buyNow(product.id, 1, { payment_plan: 'deposit' }), key);
  // A replay of the same order posts nothing more.
  await placeOrder(token, buyNow(product.id, 1, { payment_plan: 'deposit' }), key);
  expect(await pay(token, order.data.id)).toMatchObject({ data: { state: 'deposit_paid' } });
  const id = order.data.id;
  expect(await orderTitles(token, id, '1')).toEqual([
    `Order ${id} placed: waiting for payment`,
    `Down payment received for order ${id}`,
  ]);
  expect(await orderTitles(token, id, '2')).toEqual([
    `ការបញ្ជាទិញលេខ ${id} ត្រូវបានដាក់៖ កំពុងរង់ចាំការបង់ប្រាក់`,
    `បានទទួលប្រាក់កក់សម្រាប់ការបញ្ជាទិញលេខ ${id}`,
  ]);
  const list = await callApi('/messages?kind=order&limit=50', { bearer: token });
  const paid = list.data.list.find((row: { title: string }) => row.title === `Down payment received for order ${id}`);
  expect((await callApi(`/messages/${paid.id}`, { bearer: token })).data).toMatchObject({
    kind: 'order',
    link: `/accounts/order-details/${id}`,
  });
});

test('a full payment, a cash order, a cancellation and an expiry each tell the shopper once', async () => {
  const token = await demoToken();
  const full = await placeOrder(token, buyNow((await freshProduct('is_earnest = 0'))!.id));
  await pay(token, full.data.id);
  expect(await orderTitles(token, full.data.id, '1')).toEqual([
    `Order ${full.data.id} placed: waiting for payment`,
    `Payment received for order ${full.data.id}`,
  ]);

  const cash = await placeOrder(
    token,
    buyNow((await freshProduct('is_earnest = 0'))!.id, 1, { payment_method: 'cash' }),
  );
  expect(cash.data.state).toBe('processing');
  expect((await callApi(`/orders/${cash.data.id}/cancel`, { bearer: token, method: 'POST' })).code).toBe(0);
  expect(await orderTitles(token, cash.data.id, '1')).toEqual([
    `Order ${cash.data.id} placed`,
    `Order ${cash.data.id} cancelled`,
  ]);

  const late = await placeOrder(token, buyNow((await freshProduct('is_earnest = 0'))!.id));
  await env.DB.prepare('UPDATE orders SET expires_at = 1 WHERE id = ?1').bind(late.data.id).run();
  await callApi(`/orders/${late.data.id}`, { bearer: token });
  await callApi(`/orders/${late.data.id}`, { bearer: token });
  expect(await orderTitles(token, late.data.id, '2')).toEqual([
    `ការបញ្ជាទិញលេខ ${late.data.id} ត្រូវបានដាក់៖ កំពុងរង់ចាំការបង់ប្រាក់`,
    `ការបញ្ជាទិញលេខ ${late.data.id} ត្រូវបានលុបចោល៖ ផុតពេលបង់ប្រាក់`,
  ]);
});
