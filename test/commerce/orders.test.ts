import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { orderListResponse, orderQuoteResponse, orderResponse } from '../../commerce/contract/orders';
import { callApi, demoToken } from './call-api';
import { buyNow, PICKUP, placeOrder, productWhere, stockOf } from './order-helpers';

const envelopeOf = ({ code, msg, data }: { code: number; msg: string; data: unknown }) => ({ code, msg, data });

test('an order of the selected cart lines: server prices, stock reserved, cart emptied, timeline started', async () => {
  const token = await demoToken();
  const cart = await callApi('/carlists', { bearer: token });
  const lines = cart.data.lists.flatMap((g: { child: object[] }) => g.child) as {
    goods_id: number;
    num: number;
    money: string;
  }[];
  const before = await Promise.all(lines.map((line) => stockOf(line.goods_id)));
  const quote = await callApi('/orders/quote', { bearer: token, body: { ...PICKUP, money: '0.01', total: '0.01' } });
  expect(orderQuoteResponse.safeParse(envelopeOf(quote)).success).toBe(true);
  const expected = lines.reduce((sum, line) => sum + Math.round(Number(line.money) * 100) * line.num, 0);
  expect(quote.data.goods).toBe((expected / 100).toFixed(2));

  const order = await placeOrder(token, { ...PICKUP, money: '0.01', total: '0.01' });
  expect(order).toMatchObject({
    status: 200,
    code: 0,
    data: {
      state: 'pending_payment',
      delivery: 'pickup',
      total: quote.data.total,
      due_now: quote.data.total,
      balance: '0.00',
      can_pay: true,
    },
  });
  expect(orderResponse.safeParse(envelopeOf(order)).success).toBe(true);
  expect(order.data.outlet).toMatchObject({ id: 1 });
  expect(order.data.events).toEqual([expect.objectContaining({ state: 'pending_payment', note: 'created' })]);
  expect(order.data.expires_at).toBeGreaterThan(order.data.created_at);
  const after = await Promise.all(lines.map((line) => stockOf(line.goods_id)));
  expect(after).toEqual(before.map((stock, i) => stock - lines[i]!.num));
  expect((await callApi('/carlists', { bearer: token })).data.count).toBe(0);

  const list = await callApi('/orders?tab=to_pay', { bearer: token });
  expect(orderListResponse.safeParse(envelopeOf(list)).success).toBe(true);
  expect(list.data.list.map((o: { id: number }) => o.id)).toContain(order.data.id);
  expect(
    (await callApi('/orders?tab=completed&age=recent', { bearer: token })).data.list.map((o: { id: number }) => o.id),
  ).toEqual([1]);
});

test('a replayed Idempotency-Key returns the same order; the key with another request is refused', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 20 AND limit_per_shopper = 10 AND is_earnest = 0'))!;
  const key = 'replay-key-0001';
  const first = await placeOrder(token, buyNow(product.id, 2), key);
  const again = await placeOrder(token, buyNow(product.id, 2), key);
  expect(again.data.id).toBe(first.data.id);
  expect(await stockOf(product.id)).toBe(product.stock - 2);
  const other = await placeOrder(token, buyNow(product.id, 3), key, '2');
  expect(other).toMatchObject({ status: 422, code: 422 });
  expect(other.msg).toMatch(/[\u1780-\u17FF]/);
  expect(await placeOrder(token, buyNow(product.id), 'short')).toMatchObject({ status: 400, code: 400 });
  // Without the key: refused in plain words, never the header's name.
  const missing = await callApi('/orders', { bearer: token, body: buyNow(product.id) });
  expect(missing).toMatchObject({ status: 400, msg: expect.stringContaining('Please reload the page') });
  expect(missing.msg).not.toMatch(/idempotency/i);
  const khmer = await callApi('/orders', { bearer: token, body: buyNow(product.id), lang: '2' });
  expect(khmer).toMatchObject({ status: 400, msg: expect.stringContaining('ផ្ទុកទំព័រឡើងវិញ') });
  expect(khmer.msg).not.toMatch(/[A-Za-z]/);
});

test('20 simultaneous submissions with one key create exactly one order and reserve stock once', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 20 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 50'))!;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => placeOrder(token, buyNow(product.id, 1), 'same-key-20-at-once')),
  );
  expect(answers.every((a) => a.code === 0)).toBe(true);
  expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
  const count = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = 'same-key-20-at-once'`,
  ).first<{ n: number }>();
  expect(count?.n).toBe(1);
  expect(await stockOf(product.id)).toBe(product.stock - 1);
});

test('simultaneous orders from different keys never take the stock below zero', async () => {
  const token = await demoToken();
  const product = (await productWhere('limit_per_shopper = 10 AND is_earnest = 0 AND id > 120'))!;
  await env.DB.prepare('UPDATE products SET stock = 3 WHERE id = ?1').bind(product.id).run();
  const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(token, buyNow(product.id, 1))));
  expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
  expect(await stockOf(product.id)).toBe(0);
  const refused = await placeOrder(token, buyNow(product.id, 1));
  expect(refused.status).toBe(409);
  expect(refused.msg).toBe(`Sorry, “${product.name_en}” is out of stock. Remove it from your cart to check out.`);
});

test('the per-shopper limit holds across orders, and concurrently', async () => {
  const token = await demoToken();
  const product = (await productWhere(
    'limit_per_shopper = 3 AND stock > 30 AND is_earnest = 0 AND id NOT IN (SELECT product_id FROM order_items)',
  ))!;
  const answers = await Promise.all(Array.from({ length: 6 }, () => placeOrder(token, buyNow(product.id, 1))));
  expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
  expect(await stockOf(product.id)).toBe(product.stock - 3);
  expect(await placeOrder(token, buyNow(product.id, 1))).toMatchObject({ status: 409, code: 409 });
});

test('the cart counts what the shopper already ordered against the limit, and checkout names the item it refuses', async () => {
  const token = await demoToken();
  const product = (await productWhere(
    'limit_per_shopper = 3 AND stock > 30 AND is_earnest = 0 AND id NOT IN (SELECT product_id FROM order_items) AND id NOT IN (SELECT product_id FROM cart_items)',
  ))!;
  expect((await placeOrder(token, buyNow(product.id, 2))).code).toBe(0);
  // One more fits the limit of 3; two more are refused by the cart, as checkout would refuse them.
  expect((await callApi('/addcart', { bearer: token, body: { goods_id: product.id, num: 2 } })).status).toBe(409);
  expect((await callApi('/addcart', { bearer: token, body: { goods_id: product.id, num: 1 } })).code).toBe(0);
  const khmer = await callApi('/orders/quote', {
    bearer: token,
    lang: '2',
    body: buyNow(product.id, 2),
  });
  expect(khmer.status).toBe(409);
  expect(khmer.msg).toContain(`“${product.name_km}”`);
  expect(khmer.msg).toContain('បានតែ 1 ទៀត');
  const english = await placeOrder(token, buyNow(product.id, 2));
  expect(english.msg).toBe(
    `You can order only 1 more of “${product.name_en}” (its stock or the limit per shopper). Lower its quantity to check out.`,
  );
});

test('a live flash deal: its price, its stock and its per-shopper limit', async () => {
  const token = await demoToken();
  const deal = (await env.DB.prepare(
    `SELECT i.product_id, i.deal_cents, i.limit_per_shopper, i.stock_left FROM flash_deal_items i JOIN products p ON p.id = i.product_id
     WHERE i.slot_id = 1 AND p.stock > 10 AND i.stock_left > 3 AND p.limit_per_shopper > i.limit_per_shopper ORDER BY i.product_id LIMIT 1`,
  ).first<{ product_id: number; deal_cents: number; limit_per_shopper: number; stock_left: number }>())!;
  await env.DB.prepare('UPDATE flash_deal_slots SET starts_at = 0, ends_at = 4000000000 WHERE id = 1').run();
  const order = await placeOrder(token, buyNow(deal.product_id, deal.limit_per_shopper));
  expect(order.data.merchants[0].items[0].money).toBe((deal.deal_cents / 100).toFixed(2));
  const left = await env.DB.prepare('SELECT stock_left FROM flash_deal_items WHERE slot_id = 1 AND product_id = ?1')
    .bind(deal.product_id)
    .first<{ stock_left: number }>();
  expect(left?.stock_left).toBe(deal.stock_left - deal.limit_per_shopper);
  expect(await placeOrder(token, buyNow(deal.product_id, 1))).toMatchObject({ status: 409 });
});

test('down payment: the earnest now, the rest (with delivery) as the balance; cash pays everything later', async () => {
  const token = await demoToken();
  const product = (await productWhere(
    'is_earnest = 1 AND stock > 5 AND id NOT IN (SELECT product_id FROM order_items)',
  ))!;
  // The demo shopper's saved address 2 is in Siem Reap (province 17).
  const address = { address_id: 2 };
  const fee = (await env.DB.prepare(`SELECT fee_cents FROM shipping_fees WHERE province_code = '17'`).first<{
    fee_cents: number;
  }>())!.fee_cents;
  const deposit = await placeOrder(
    token,
    buyNow(product.id, 2, { delivery: 'delivery', ...address, payment_plan: 'deposit' }),
  );
  const total = product.price_cents * 2 + fee;
  expect(deposit.data).toMatchObject({
    state: 'pending_payment',
    shipping: (fee / 100).toFixed(2),
    total: (total / 100).toFixed(2),
    due_now: ((product.earnest_cents * 2) / 100).toFixed(2),
    balance: ((total - product.earnest_cents * 2) / 100).toFixed(2),
  });
  expect(deposit.data.address).toMatchObject({
    name: 'Chan Dara',
    province_code: '17',
    province: 'Siem Reap',
    district: 'Siem Reap City',
    street: 'Sivatha Boulevard',
  });
  const other = (await productWhere(
    `is_earnest = 1 AND stock > 5 AND id NOT IN (SELECT product_id FROM order_items)`,
  ))!;
  const cash = await placeOrder(token, buyNow(other.id, 1, { payment_method: 'cash', payment_plan: 'deposit' }));
  expect(cash.data).toMatchObject({
    state: 'processing',
    payment_plan: 'full',
    due_now: '0.00',
    balance: (other.price_cents / 100).toFixed(2),
    can_pay: false,
    expires_at: null,
  });
  const plain = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  expect(await placeOrder(token, buyNow(plain.id, 1, { payment_plan: 'deposit' }))).toMatchObject({
    status: 400,
    msg: expect.stringContaining('down payment'),
  });
  expect(await placeOrder(token, buyNow(plain.id, 1, { delivery: 'delivery' }))).toMatchObject({ status: 400 });
  expect(await placeOrder(token, buyNow(plain.id, 1, { outlet_id: 999 }))).toMatchObject({
    status: 400,
    msg: expect.stringContaining('pick-up'),
  });
});

test('cancelling an unpaid order gives its stock back once; a paid or unknown order cannot be cancelled', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 300'))!;
  const order = await placeOrder(token, buyNow(product.id, 2));
  expect(await stockOf(product.id)).toBe(product.stock - 2);
  const cancelled = await callApi(`/orders/${order.data.id}/cancel`, { bearer: token, method: 'POST' });
  expect(cancelled.data).toMatchObject({
    state: 'cancelled',
    cancel_reason: 'shopper',
    can_cancel: false,
    can_pay: false,
  });
  expect(cancelled.data.events.map((e: { state: string }) => e.state)).toEqual(['pending_payment', 'cancelled']);
  expect(await stockOf(product.id)).toBe(product.stock);
  expect(await callApi(`/orders/${order.data.id}/cancel`, { bearer: token, method: 'POST' })).toMatchObject({
    status: 409,
  });
  expect(await callApi('/orders/1/cancel', { bearer: token, method: 'POST' })).toMatchObject({ status: 409 });
  expect(await callApi('/orders/99999', { bearer: token })).toMatchObject({ status: 404 });
  expect(await callApi('/orders?tab=nope', { bearer: token })).toMatchObject({ status: 400 });
  expect(await callApi('/orders')).toMatchObject({ status: 401, code: 1012 });
});
