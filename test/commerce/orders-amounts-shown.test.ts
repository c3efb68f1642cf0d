import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere } from './order-helpers';

/** Decisions 038 and 039: an order that names the amounts its shopper was shown never charges more than them. */

const setPrice = (id: number, column: 'price_cents' | 'earnest_cents', cents: number) =>
  env.DB.prepare(`UPDATE products SET ${column} = ?1 WHERE id = ?2`).bind(cents, id).run();

const ordersOf = async (id: number) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM order_items WHERE product_id = ?1').bind(id).first<{ n: number }>())!
    .n;

test('a down payment raised while the shopper read checkout is refused, naming what is due now; quoted again, it is placed', async () => {
  const token = await demoToken();
  const product = (await productWhere(
    'is_earnest = 1 AND stock > 5 AND earnest_cents + 500 < price_cents AND id NOT IN (SELECT product_id FROM order_items)',
  ))!;
  const body = buyNow(product.id, 1, { payment_plan: 'deposit' });
  const shown = (await callApi('/orders/quote', { bearer: token, body })).data;
  expect(shown.due_now).toBe((product.earnest_cents / 100).toFixed(2));
  await setPrice(product.id, 'earnest_cents', product.earnest_cents + 500);
  const raised = ((product.earnest_cents + 500) / 100).toFixed(2);
  const withShown = { ...body, expected_total: shown.total, expected_due_now: shown.due_now };

  const english = await placeOrder(token, withShown);
  expect(english).toMatchObject({ status: 409, code: 409 });
  expect(english.msg).toBe(
    `What you pay now changed while you were ordering: it is now $${raised}. Check the new amount and place your order again.`,
  );
  const khmer = await placeOrder(token, withShown, crypto.randomUUID(), '2');
  expect(khmer).toMatchObject({ status: 409, code: 409 });
  expect(khmer.msg).toContain(`ឥឡូវនេះគឺ $${raised}។`);
  expect(await ordersOf(product.id)).toBe(0);

  const requoted = (await callApi('/orders/quote', { bearer: token, body })).data;
  expect(requoted).toMatchObject({ total: shown.total, due_now: raised });
  const placed = await placeOrder(token, {
    ...body,
    expected_total: requoted.total,
    expected_due_now: requoted.due_now,
  });
  expect(placed).toMatchObject({ code: 0, data: { total: shown.total, due_now: raised } });
});

test('an order that became cheaper goes through at its new price; a retry with the same key and other amounts shown is the same order', async () => {
  const token = await demoToken();
  const product = (await productWhere(
    'is_earnest = 0 AND stock > 5 AND price_cents > 1000 AND id NOT IN (SELECT product_id FROM order_items)',
  ))!;
  const body = buyNow(product.id, 1);
  const shown = (await callApi('/orders/quote', { bearer: token, body })).data;
  await setPrice(product.id, 'price_cents', product.price_cents - 500);
  const cheaper = ((product.price_cents - 500) / 100).toFixed(2);

  const key = crypto.randomUUID();
  const placed = await placeOrder(
    token,
    { ...body, expected_total: shown.total, expected_due_now: shown.due_now },
    key,
  );
  expect(placed).toMatchObject({ code: 0, data: { total: cheaper } });
  const retried = await placeOrder(token, { ...body, expected_total: cheaper, expected_due_now: cheaper }, key);
  expect(retried).toMatchObject({ code: 0, data: { id: placed.data.id, total: cheaper } });
  expect(await ordersOf(product.id)).toBe(1);
});
