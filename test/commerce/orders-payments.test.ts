import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { orderPaymentResponse } from '../../commerce/contract/payments';
import { rielFor, toCents } from '../../lib/money';
import { crc16Ccitt } from '../../commerce/payments/crc16';
import { signCallback } from '../../commerce/payments/signature';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere } from './order-helpers';
import { workerFetch } from '../worker/worker-fetch';

const SECRET = 'test-callback-secret';
const now = () => Math.floor(Date.now() / 1000);

/** Sends the provider's callback, signed with `secret`, through the worker as a provider would (no Origin). */
async function callback(
  body: Record<string, unknown>,
  { secret = SECRET, timestamp = now(), nonce = crypto.randomUUID() as string } = {},
) {
  const text = JSON.stringify(body);
  const signature = await signCallback(secret, timestamp, nonce, text);
  const response = await workerFetch(
    new Request('http://localhost/api/payments/callback', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': signature,
        'x-timestamp': String(timestamp),
        'x-nonce': nonce,
      },
      body: text,
    }),
  );
  return { status: response.status, ...((await response.json()) as { code: number; data: { state: string } | null }) };
}

async function khqrOrder(extra: Record<string, unknown> = {}) {
  const token = await demoToken();
  const product = (await productWhere(
    'is_earnest = 1 AND stock > 5 AND id NOT IN (SELECT product_id FROM order_items)',
  ))!;
  const order = await placeOrder(token, buyNow(product.id, 1, extra));
  const payment = await callApi(`/orders/${order.data.id}/payment`, { bearer: token });
  return { token, order: order.data, payment: payment.data, answer: payment };
}

test('a KHQR order gets a code for its amount; a signed callback marks it deposit paid', async () => {
  const { token, order, payment, answer } = await khqrOrder({ payment_plan: 'deposit' });
  expect(orderPaymentResponse.safeParse({ code: answer.code, msg: answer.msg, data: answer.data }).success).toBe(true);
  expect(payment).toMatchObject({
    state: 'pending_payment',
    currency: 'USD',
    amount_minor: Math.round(Number(order.due_now) * 100),
    sandbox: true,
  });
  expect(payment.khqr).toContain(`5303840540${order.due_now.length}${order.due_now}`);
  expect(crc16Ccitt(payment.khqr.slice(0, -4))).toBe(payment.khqr.slice(-4));
  expect(payment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
  // The same code on the next look.
  expect((await callApi(`/orders/${order.id}/payment`, { bearer: token })).data.khqr).toBe(payment.khqr);

  const body = {
    transaction_id: 'tx-deposit-1',
    order_id: order.id,
    amount_minor: payment.amount_minor,
    currency: 'USD',
    status: 'paid',
  };
  expect(await callback(body)).toMatchObject({ status: 200, code: 0, data: { state: 'deposit_paid' } });
  const paid = await callApi(`/orders/${order.id}`, { bearer: token });
  expect(paid.data).toMatchObject({
    state: 'deposit_paid',
    paid: order.due_now,
    balance: order.balance,
    can_pay: false,
    expires_at: null,
  });
  expect(paid.data.events.map((e: { state: string }) => e.state)).toEqual(['pending_payment', 'deposit_paid']);
  expect(
    (await callApi('/orders?tab=to_ship', { bearer: token })).data.list.map((o: { id: number }) => o.id),
  ).toContain(order.id);
});

test('forged, stale, replayed and mismatched callbacks are refused and change nothing', async () => {
  const { token, order, payment } = await khqrOrder();
  const body = {
    transaction_id: 'tx-full-1',
    order_id: order.id,
    amount_minor: payment.amount_minor,
    currency: 'USD',
    status: 'paid',
  };
  expect(await callback(body, { secret: 'not-the-secret' })).toMatchObject({ status: 401 });
  expect(await callback(body, { timestamp: now() - 3600 })).toMatchObject({ status: 401 });
  expect(await callback({ ...body, amount_minor: 1 })).toMatchObject({ status: 409 });
  expect(await callback({ ...body, currency: 'KHR' })).toMatchObject({ status: 409 });
  expect(await callback({ ...body, order_id: 'x' })).toMatchObject({ status: 400 });
  expect((await callApi(`/orders/${order.id}`, { bearer: token })).data.state).toBe('pending_payment');

  const nonce = 'replayed-nonce-0123456789';
  expect(await callback(body, { nonce })).toMatchObject({ status: 200, data: { state: 'paid' } });
  expect(await callback(body, { nonce })).toMatchObject({ status: 409 });
  // The same transaction again with a fresh nonce is not applied twice either.
  expect(await callback(body)).toMatchObject({ status: 409 });
  const paid = await callApi(`/orders/${order.id}`, { bearer: token });
  expect(paid.data).toMatchObject({ state: 'paid', paid: order.due_now });
  expect(paid.data.events).toHaveLength(2);
});

test('a failed payment leaves the order payable; KHR codes are in riel', async () => {
  const { token, order, payment } = await khqrOrder({ currency: 'KHR' });
  expect(payment.currency).toBe('KHR');
  // The riel the code charges is the riel every page shows for the same dollars (wrangler.toml: 4100 to the dollar).
  expect(payment.amount_minor).toBe(rielFor(toCents(payment.due_now), 4100));
  expect(payment.amount_minor % 100).toBe(0);
  expect(payment.khqr).toContain('5303116');
  const failed = await callApi('/payments/sandbox', { bearer: token, body: { order_id: order.id, outcome: 'failed' } });
  expect(failed).toMatchObject({ code: 0, data: { state: 'pending_payment' } });
  const retry = await callApi(`/orders/${order.id}/payment`, { bearer: token });
  expect(retry.data.amount_minor).toBe(payment.amount_minor);
  expect(await callApi('/payments/sandbox', { bearer: token, body: { order_id: order.id } })).toMatchObject({
    code: 0,
    data: { state: 'paid' },
  });
  expect(await callApi('/payments/sandbox', { bearer: token, body: { order_id: order.id } })).toMatchObject({
    status: 409,
  });
});

test('the sandbox exists only when PAYMENT_SANDBOX is "1", and only for the shopper\'s own orders', async () => {
  const { commerce } = await import('../../commerce/app');
  const token = await demoToken();
  const off = await commerce.fetch(
    new Request('http://localhost/api/payments/sandbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"order_id":1}',
    }),
    { ...env, PAYMENT_SANDBOX: '' },
  );
  expect(off.status).toBe(404);
  expect(await callApi('/payments/sandbox', { body: { order_id: 1 } })).toMatchObject({ status: 401 });
  expect(await callApi('/payments/sandbox', { bearer: token, body: { order_id: 1 } })).toMatchObject({ status: 409 });
});

test('a signed callback for an order already cancelled at its deadline is taken: the order is back on, once', async () => {
  // No freebie comes with the order (a freebie given back may be gone since, and the order would be refund_due).
  await env.DB.prepare('UPDATE freebies SET stock_left = 0').run();
  const { token, order, payment } = await khqrOrder();
  await env.DB.prepare('UPDATE orders SET expires_at = ?2 WHERE id = ?1')
    .bind(order.id, now() - 1)
    .run();
  // No rail to ask (no Bakong token here): the deadline cancels, and the provider's word is still heard after it.
  expect((await callApi(`/orders/${order.id}`, { bearer: token })).data.state).toBe('cancelled');
  const body = {
    transaction_id: 'tx-late-1',
    order_id: order.id,
    amount_minor: payment.amount_minor,
    currency: 'USD',
    status: 'paid',
  };
  expect(await callback({ ...body, amount_minor: payment.amount_minor + 1 })).toMatchObject({ status: 409 });
  expect(await callback(body)).toMatchObject({ status: 200, code: 0, data: { state: 'paid' } });
  expect(await callback(body)).toMatchObject({ status: 409 });
  const read = await callApi(`/orders/${order.id}`, { bearer: token });
  expect(read.data).toMatchObject({ state: 'paid', paid: order.due_now });
  expect(read.data.events.map((e: { state: string }) => e.state)).toEqual(['pending_payment', 'cancelled', 'paid']);
});
