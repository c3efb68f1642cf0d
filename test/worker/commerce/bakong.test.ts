import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { md5Hex } from '../../../worker/commerce/payments/bakong';
import { scheduled } from '../../../worker/scheduled';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere } from './order-helpers';

/**
 * A fake of Bakong's Open API (POST /v1/check_transaction_by_md5), answering as the real one does:
 * `responseCode` 0 with the transaction, 1 when none paid the code, 401 for a bad token; or failing.
 */
const ORIGIN = 'https://bakong.test';
const TOKEN = 'bakong-developer-token';
const ACCOUNT = 'membershop@aclb';
const VARS = { BAKONG_API_ORIGIN: ORIGIN, BAKONG_TOKEN: TOKEN, KHQR_ACCOUNT_ID: ACCOUNT };

type Transaction = { hash: string; fromAccountId: string; toAccountId: string; currency: string; amount: number };
let paidCodes: Map<string, Transaction>;
let failure: 'none' | '500' | 'timeout';
let asked: number;

beforeEach(() => {
  paidCodes = new Map();
  failure = 'none';
  asked = 0;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(ORIGIN)) return realFetch(input, init);
    asked++;
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/v1/check_transaction_by_md5')
      return new Response('Not found', { status: 404 });
    if (failure === 'timeout') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    if (failure === '500') return new Response('<html>Internal Server Error</html>', { status: 500 });
    if (request.headers.get('authorization') !== `Bearer ${TOKEN}`)
      return Response.json(
        { responseCode: 1, responseMessage: 'Unauthorized', errorCode: 6, data: null },
        { status: 401 },
      );
    const { md5 } = (await request.json()) as { md5: string };
    const paid = paidCodes.get(md5);
    return Response.json(
      paid
        ? {
            responseCode: 0,
            responseMessage: 'Getting transaction successfully.',
            errorCode: null,
            data: { ...paid, description: '', createdDateMs: Date.now(), acknowledgedDateMs: Date.now() },
          }
        : {
            responseCode: 1,
            responseMessage: 'Transaction could not be found. Please check and try again.',
            errorCode: 1,
            data: null,
          },
    );
  });
});

afterEach(() => vi.restoreAllMocks());

/** A KHQR order of the demo shopper with its code opened (asked once, before anything was paid). */
async function khqrOrder(extra: Record<string, unknown> = {}) {
  const token = await demoToken();
  const product = (await productWhere('stock > 5 AND id NOT IN (SELECT product_id FROM order_items)'))!;
  const order = await placeOrder(token, buyNow(product.id, 1, extra));
  const payment = (await callApi(`/orders/${order.data.id}/payment`, { bearer: token, vars: VARS })).data;
  return { token, id: order.data.id as number, payment };
}

/** The bank app pays the code: Bakong now knows a transaction for its MD5. */
async function pay(khqr: string, change: Partial<Transaction> = {}) {
  // Tag 54 (the amount) follows tag 53 (the currency): dollars with cents, or riel, as Bakong reports it.
  const tag = /5303(840|116)54(\d\d)/.exec(khqr)!;
  const amount = Number(khqr.slice(tag.index + tag[0].length, tag.index + tag[0].length + Number(tag[2])));
  const currency = tag[1] === '116' ? 'KHR' : 'USD';
  paidCodes.set(await md5Hex(khqr), {
    hash: crypto.randomUUID().replaceAll('-', ''),
    fromAccountId: 'shopper@aba',
    toAccountId: ACCOUNT,
    currency,
    amount,
    ...change,
  });
}

const stateOf = async (token: string, id: number, vars: Record<string, string> = VARS) =>
  (await callApi(`/orders/${id}/payment`, { bearer: token, vars })).data.state;
const paidCents = async (id: number) =>
  (await env.DB.prepare('SELECT paid_cents FROM orders WHERE id = ?1').bind(id).first<{ paid_cents: number }>())!
    .paid_cents;

test('the payment keeps the MD5 of its exact code; unpaid, the order keeps waiting', async () => {
  const { token, id, payment } = await khqrOrder();
  const row = await env.DB.prepare("SELECT md5 FROM payments WHERE order_id = ?1 AND status = 'pending'")
    .bind(id)
    .first<{ md5: string }>();
  expect(row!.md5).toBe(await md5Hex(payment.khqr));
  expect(row!.md5).toMatch(/^[0-9a-f]{32}$/);
  expect(await stateOf(token, id)).toBe('pending_payment');
  expect(asked).toBeGreaterThan(0);
});

test('a transaction to the shop for the exact amount pays the order once, however many polls ask at the same time', async () => {
  const { token, id, payment } = await khqrOrder();
  await pay(payment.khqr);
  // A poll that lost the race may still answer "waiting" while the winner moves the order; the next one sees it paid.
  const states = await Promise.all(Array.from({ length: 6 }, () => stateOf(token, id)));
  expect(states).toContain('paid');
  expect(await stateOf(token, id)).toBe('paid');
  expect(await paidCents(id)).toBe(payment.amount_minor);
  const events = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ?1 AND state = 'paid'")
    .bind(id)
    .first<{ n: number }>();
  expect(events!.n).toBe(1);
  const settled = await env.DB.prepare('SELECT status, provider_ref FROM payments WHERE order_id = ?1')
    .bind(id)
    .first<{ status: string; provider_ref: string }>();
  expect(settled).toMatchObject({ status: 'paid', provider_ref: expect.stringMatching(/^bakong:[0-9a-f]{32}$/) });
});

test('a riel code paid in riel pays the order', async () => {
  const { token, id, payment } = await khqrOrder({ currency: 'KHR' });
  expect(payment.currency).toBe('KHR');
  await pay(payment.khqr);
  expect(await stateOf(token, id)).toBe('paid');
});

test('a wrong amount, another receiving account or another currency never pays the order', async () => {
  for (const change of [{ amount: 0.01 }, { toAccountId: 'someone@else' }, { currency: 'KHR' }]) {
    const { token, id, payment } = await khqrOrder();
    await pay(payment.khqr, change);
    expect(await stateOf(token, id), JSON.stringify(change)).toBe('pending_payment');
    expect(await paidCents(id)).toBe(0);
  }
});

test('a bad token, a Bakong error or a timeout leaves the order waiting, and the page still gets its code', async () => {
  const { token, id, payment } = await khqrOrder();
  await pay(payment.khqr);
  expect(await stateOf(token, id, { ...VARS, BAKONG_TOKEN: 'wrong' })).toBe('pending_payment');
  for (const mode of ['500', 'timeout'] as const) {
    failure = mode;
    const answer = await callApi(`/orders/${id}/payment`, { bearer: token, vars: VARS });
    expect(answer).toMatchObject({ status: 200, code: 0, data: { state: 'pending_payment', khqr: payment.khqr } });
  }
  failure = 'none';
  expect(await stateOf(token, id)).toBe('paid');
});

test('without a Bakong token nothing asks Bakong', async () => {
  const { token, id, payment } = await khqrOrder();
  await pay(payment.khqr);
  asked = 0;
  expect(await stateOf(token, id, {})).toBe('pending_payment');
  expect(asked).toBe(0);
});

test('the cron settles an order paid while its page was closed', async () => {
  const { id, payment } = await khqrOrder();
  await pay(payment.khqr);
  await scheduled({} as ScheduledController, { ...env, ...VARS } as CloudflareBindings);
  expect(await paidCents(id)).toBe(payment.amount_minor);
  const order = await env.DB.prepare('SELECT state FROM orders WHERE id = ?1').bind(id).first<{ state: string }>();
  expect(order!.state).toBe('paid');
});

test('a code paid just before its deadline pays the order when the page asks just after it', async () => {
  const { token, id, payment } = await khqrOrder();
  await pay(payment.khqr);
  await env.DB.prepare('UPDATE orders SET expires_at = ?2 WHERE id = ?1')
    .bind(id, Math.floor(Date.now() / 1000) - 2)
    .run();
  expect(await stateOf(token, id)).toBe('paid');
  expect(await paidCents(id)).toBe(payment.amount_minor);
});

test('an order cancelled before Bakong is asked is not paid by a late transaction, nor reported paid', async () => {
  const { token, id, payment } = await khqrOrder();
  expect((await callApi(`/orders/${id}/cancel`, { bearer: token, body: {} })).code).toBe(0);
  await pay(payment.khqr);
  await scheduled({} as ScheduledController, { ...env, ...VARS } as CloudflareBindings);
  expect(await stateOf(token, id)).toBe('cancelled');
  expect(await paidCents(id)).toBe(0);
});
