import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import worker from '../../worker/index';
import { checkTransactions, md5Hex } from '../../commerce/payments/bakong';
import { fakeBakong, VARS, type FakeBakong } from './bakong-fake';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere, stockOf } from './order-helpers';

let bakong: FakeBakong;
beforeEach(() => {
  bakong = fakeBakong();
});
afterEach(() => vi.restoreAllMocks());

const now = () => Math.floor(Date.now() / 1000);

/** A KHQR order of the demo shopper with its code opened (asked once, before anything was paid). */
async function khqrOrder(extra: Record<string, unknown> = {}, num = 1) {
  const token = await demoToken();
  const product = (await productWhere(
    'stock > 5 AND is_earnest = 0 AND id NOT IN (SELECT product_id FROM order_items)',
  ))!;
  const order = await placeOrder(token, buyNow(product.id, num, extra));
  const payment = (await callApi(`/orders/${order.data.id}/payment`, { bearer: token, vars: VARS })).data;
  return { token, id: order.data.id as number, payment, productId: product.id };
}

/** Moves a poll's last ask of the order's codes back past its interval, as the seconds between polls would. */
const pollDue = (orderId: number) =>
  env.DB.prepare('UPDATE payments SET polled_at = NULL WHERE order_id = ?1').bind(orderId).run();
/** The KHQR page's poll, a few seconds after the one before. */
const pollState = async (token: string, id: number, vars: Record<string, string> = VARS) => {
  await pollDue(id);
  return (await callApi(`/orders/${id}/payment`, { bearer: token, vars })).data.state;
};
const orderState = async (token: string, id: number) =>
  (await callApi(`/orders/${id}`, { bearer: token, vars: VARS })).data.state;
const row = (id: number) =>
  env.DB.prepare('SELECT state, paid_cents, released_at FROM orders WHERE id = ?1')
    .bind(id)
    .first<{ state: string; paid_cents: number; released_at: number | null }>();
const pastDeadline = (id: number) =>
  env.DB.prepare('UPDATE orders SET expires_at = ?2 WHERE id = ?1')
    .bind(id, now() - 1)
    .run();
/** The cron's run, through the worker's own scheduled handler, as the platform calls it. */
async function sweep() {
  await worker.scheduled(createScheduledController({ cron: '* * * * *' }), { ...env, ...VARS } as CloudflareBindings);
}
/** Moves a watched code's next ask to now, as time passing would. */
const askDue = (orderId: number) =>
  env.DB.prepare('UPDATE payments SET next_check_at = ?2 WHERE order_id = ?1 AND next_check_at IS NOT NULL')
    .bind(orderId, now())
    .run();
const timeline = async (id: number) =>
  (
    await env.DB.prepare('SELECT state FROM order_events WHERE order_id = ?1 ORDER BY id')
      .bind(id)
      .all<{ state: string }>()
  ).results.map((event) => event.state);

test('the payment keeps the MD5 of its exact code and a link that opens a bank app on it', async () => {
  const { token, id, payment } = await khqrOrder();
  const stored = await env.DB.prepare("SELECT md5 FROM payments WHERE order_id = ?1 AND status = 'pending'")
    .bind(id)
    .first<{ md5: string }>();
  expect(stored!.md5).toBe(await md5Hex(payment.khqr));
  expect(payment.deeplink).toBe(`https://bakong.page.link/${stored!.md5.slice(0, 10)}`);
  expect(payment).toMatchObject({ payee: 'Member Shop', state: 'pending_payment' });
  expect(payment.expires_at - payment.now).toBe(600);
  const km = (await callApi(`/orders/${id}/payment`, { bearer: token, vars: VARS, lang: '2' })).data;
  expect(km.payee).toBe('ហាងសមាជិក');
  expect(await pollState(token, id)).toBe('pending_payment');
});

test('a transaction to the shop for the exact amount pays the order once, however many polls ask at the same time', async () => {
  const { token, id, payment } = await khqrOrder();
  await bakong.pay(payment.khqr);
  const states = await Promise.all(Array.from({ length: 6 }, () => pollState(token, id)));
  expect(states).toContain('paid');
  expect(await pollState(token, id)).toBe('paid');
  expect((await row(id))!.paid_cents).toBe(payment.amount_minor);
  expect(await timeline(id)).toEqual(['pending_payment', 'paid']);
});

test('a riel code paid in riel pays the order', async () => {
  const { token, id, payment } = await khqrOrder({ currency: 'KHR' });
  expect(payment.currency).toBe('KHR');
  await bakong.pay(payment.khqr);
  expect(await pollState(token, id)).toBe('paid');
});

test('a wrong amount, account or currency never pays; it is one row on the operator list however often it is seen', async () => {
  for (const change of [{ amount: 0.01 }, { toAccountId: 'someone@else' }, { currency: 'KHR' }]) {
    const { token, id, payment } = await khqrOrder();
    await bakong.pay(payment.khqr, change);
    expect(await pollState(token, id), JSON.stringify(change)).toBe('pending_payment');
    expect(await pollState(token, id)).toBe('pending_payment');
    expect((await row(id))!.paid_cents).toBe(0);
    const issues = await env.DB.prepare("SELECT detail FROM payment_issues WHERE kind = 'mismatch' AND order_id = ?1")
      .bind(id)
      .all<{ detail: string }>();
    expect(issues.results).toHaveLength(1);
    expect(JSON.parse(issues.results[0]!.detail).why).toMatch(/amount|receiving account|currency/);
    // At the deadline such an order waits for a person, its stock held, rather than cancelling itself.
    await pastDeadline(id);
    expect(await pollState(token, id)).toBe('payment_checking');
  }
});

test('(a) paid, page closed, My orders opened after the deadline: the read asks Bakong and the order is paid', async () => {
  const { token, id, payment } = await khqrOrder();
  await bakong.pay(payment.khqr);
  await pastDeadline(id);
  const list = await callApi('/orders?tab=all', { bearer: token, vars: VARS });
  expect(list.data.list.find((order: { id: number }) => order.id === id).state).toBe('paid');
  expect(await timeline(id)).toEqual(['pending_payment', 'paid']);
});

test('(b) Bakong down at the deadline: the order is checked, stock held, asked again with back-off, then paid', async () => {
  const { token, id, payment, productId } = await khqrOrder();
  const stock = await stockOf(productId);
  await bakong.pay(payment.khqr);
  await pastDeadline(id);
  for (const failure of ['500', 'timeout', 'garbled'] as const) {
    bakong.failure = failure;
    // Every read: My orders, the order, the counts, the KHQR page's poll; none cancels it.
    await callApi('/orders?tab=all', { bearer: token, vars: VARS });
    await callApi('/orders/counts', { bearer: token, vars: VARS });
    expect(await orderState(token, id), failure).toBe('payment_checking');
    expect(await pollState(token, id)).toBe('payment_checking');
  }
  const asks = () =>
    env.DB.prepare('SELECT next_check_at AS next, check_failures AS failures FROM payments WHERE order_id = ?1')
      .bind(id)
      .first<{ next: number; failures: number }>();
  // The page may poll as often as it likes: only the ask that held the order counts for the sweep's back-off.
  expect((await asks())!.failures).toBe(1);
  // The sweep waits longer after each ask Bakong did not answer: 1, 2, 4 … minutes.
  for (const failures of [2, 3]) {
    await askDue(id);
    await sweep();
    expect((await row(id))!.state).toBe('payment_checking');
    const { next, failures: counted } = (await asks())!;
    expect(counted).toBe(failures);
    expect(next - now()).toBeGreaterThanOrEqual(60 * 2 ** (failures - 1) - 1);
  }
  expect(await stockOf(productId)).toBe(stock);
  const callsBefore = bakong.calls.length;
  bakong.failure = 'none';
  await sweep();
  expect(bakong.calls.slice(callsBefore).flat()).not.toContain(await md5Hex(payment.khqr));
  await askDue(id);
  await sweep();
  expect(await orderState(token, id)).toBe('paid');
  expect(await timeline(id)).toEqual(['pending_payment', 'payment_checking', 'paid']);
  expect(await stockOf(productId)).toBe(stock);
});

test('(b) once Bakong answers that the code was not paid, an order being checked is cancelled and its stock comes back', async () => {
  const { token, id, productId } = await khqrOrder();
  const stock = await stockOf(productId);
  await pastDeadline(id);
  bakong.failure = '500';
  expect(await pollState(token, id)).toBe('payment_checking');
  bakong.failure = 'none';
  expect(await pollState(token, id)).toBe('cancelled');
  expect(await timeline(id)).toEqual(['pending_payment', 'payment_checking', 'cancelled']);
  expect(await stockOf(productId)).toBe(stock + 1);
});

test('(c) a refused token at the deadline: the order is checked, the refusal is recorded, and the order is paid once the token works', async () => {
  const { token, id, payment } = await khqrOrder();
  await bakong.pay(payment.khqr);
  await pastDeadline(id);
  bakong.failure = 'refused';
  await sweep();
  expect((await row(id))!.state).toBe('payment_checking');
  const rail = await env.DB.prepare("SELECT token_refused_at, failure FROM payment_rails WHERE rail = 'bakong'").first<{
    token_refused_at: number;
    failure: string;
  }>();
  expect(rail!.token_refused_at).toBeGreaterThan(now() - 60);
  expect(rail!.failure).toBe('status 401');
  bakong.failure = 'none';
  expect(await pollState(token, id)).toBe('paid');
  expect(await timeline(id)).toEqual(['pending_payment', 'payment_checking', 'paid']);
});

test('(d) paid after the order was cancelled for non-payment: the sweep finds it and the order is back on, its stock taken again', async () => {
  const { token, id, payment, productId } = await khqrOrder();
  const held = await stockOf(productId);
  await pastDeadline(id);
  expect(await pollState(token, id)).toBe('cancelled');
  expect(await stockOf(productId)).toBe(held + 1);
  await bakong.pay(payment.khqr);
  await askDue(id);
  await sweep();
  expect(await orderState(token, id)).toBe('paid');
  expect(await timeline(id)).toEqual(['pending_payment', 'cancelled', 'paid']);
  expect(await stockOf(productId)).toBe(held);
  expect((await row(id))!).toMatchObject({ paid_cents: payment.amount_minor, released_at: null });
  const late = await env.DB.prepare("SELECT detail FROM payment_issues WHERE kind = 'late' AND order_id = ?1")
    .bind(id)
    .first<{ detail: string }>();
  expect(JSON.parse(late!.detail)).toEqual({ outcome: 'reinstated' });
  // The sweep and a poll racing after it take the payment once.
  await askDue(id);
  await Promise.all([sweep(), pollState(token, id)]);
  expect(await stockOf(productId)).toBe(held);
});

test('(d) paid after cancellation when the stock is gone: the order is refund_due, and the shopper is told', async () => {
  const { token, id, payment, productId } = await khqrOrder();
  await pastDeadline(id);
  expect(await pollState(token, id)).toBe('cancelled');
  const stock = await stockOf(productId);
  await env.DB.prepare('UPDATE products SET stock = 0 WHERE id = ?1').bind(productId).run();
  await bakong.pay(payment.khqr);
  // The KHQR page's poll (the shopper back from the bank app) finds it, as the sweep would.
  expect(await pollState(token, id)).toBe('refund_due');
  expect(await orderState(token, id)).toBe('refund_due');
  expect(await timeline(id)).toEqual(['pending_payment', 'cancelled', 'refund_due']);
  expect((await row(id))!.paid_cents).toBe(payment.amount_minor);
  expect(await stockOf(productId)).toBe(0);
  const message = await env.DB.prepare('SELECT title_en FROM member_messages WHERE ref = ?1')
    .bind(`order-${id}-refund_due`)
    .first<{ title_en: string }>();
  expect(message!.title_en).toBe(`Order ${id}: we will refund your payment`);
  await env.DB.prepare('UPDATE products SET stock = ?2 WHERE id = ?1').bind(productId, stock).run();
});

test('an order the shopper cancelled and then paid is refund_due when it used points (they may be spent since)', async () => {
  const { token, id, payment } = await khqrOrder({ points: 5 });
  expect((await callApi(`/orders/${id}/cancel`, { bearer: token, body: {} })).code).toBe(0);
  await bakong.pay(payment.khqr);
  await askDue(id);
  await sweep();
  expect(await orderState(token, id)).toBe('refund_due');
});

test('after the late-payment window a cancelled order is no longer asked about', async () => {
  const { token, id, payment } = await khqrOrder();
  await pastDeadline(id);
  expect(await pollState(token, id)).toBe('cancelled');
  await env.DB.prepare('UPDATE orders SET updated_at = ?2 WHERE id = ?1')
    .bind(id, now() - 25 * 3600)
    .run();
  await askDue(id);
  await sweep();
  const watched = await env.DB.prepare('SELECT next_check_at FROM payments WHERE order_id = ?1')
    .bind(id)
    .first<{ next_check_at: number | null }>();
  expect(watched!.next_check_at).toBeNull();
  await bakong.pay(payment.khqr);
  const before = bakong.calls.length;
  await sweep();
  expect(bakong.calls.slice(before).flat()).not.toContain(await md5Hex(payment.khqr));
});

test('an order checked past its 24 hours is not cancelled: it waits for a person', async () => {
  const { token, id } = await khqrOrder();
  await pastDeadline(id);
  bakong.failure = 'timeout';
  expect(await pollState(token, id)).toBe('payment_checking');
  bakong.failure = '500';
  await env.DB.prepare('UPDATE orders SET expires_at = ?2 WHERE id = ?1')
    .bind(id, now() - 25 * 3600)
    .run();
  await askDue(id);
  await sweep();
  expect((await row(id))!.state).toBe('payment_checking');
  const watched = await env.DB.prepare('SELECT next_check_at FROM payments WHERE order_id = ?1')
    .bind(id)
    .first<{ next_check_at: number | null }>();
  expect(watched!.next_check_at).toBeNull();
});

test('the sweep asks about every waiting code, at most 50 a call', async () => {
  for (let i = 0; i < 3; i++) await khqrOrder();
  await sweep();
  const waiting = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.status = 'pending' AND o.state = 'pending_payment'",
  ).first<{ n: number }>();
  const lastCall = bakong.calls.at(-1)!;
  expect(lastCall.length).toBe(Math.min(50, waiting!.n));
  expect(bakong.calls.every((call) => call.length <= 50)).toBe(true);
});

test('without a Bakong token nothing asks Bakong', async () => {
  const { token, id, payment } = await khqrOrder();
  await bakong.pay(payment.khqr);
  const before = bakong.calls.length;
  expect(await pollState(token, id, {})).toBe('pending_payment');
  expect(bakong.calls.length).toBe(before);
});

test('an order whose payment is settled is never cancelled, even in the moment before it moves to paid', async () => {
  const { token, id } = await khqrOrder();
  await pastDeadline(id);
  // settle() has marked the code paid (its first write) and is about to move the order; the sweep runs meanwhile.
  await env.DB.prepare("UPDATE payments SET status = 'paid', provider_ref = 'bakong:in-flight' WHERE order_id = ?1")
    .bind(id)
    .run();
  await sweep();
  expect((await row(id))!.state).toBe('pending_payment');
  expect(await pollState(token, id)).toBe('pending_payment');
});

test('a second code paid after the order was put back is a duplicate for the operator, and changes nothing else', async () => {
  const { token, id, payment, productId } = await khqrOrder();
  await pastDeadline(id);
  expect(await pollState(token, id)).toBe('cancelled');
  await bakong.pay(payment.khqr);
  await askDue(id);
  await sweep();
  expect(await orderState(token, id)).toBe('paid');
  const stock = await stockOf(productId);
  // An older code of the same order, still watched, that the shopper's other bank app paid too.
  const older = `${payment.khqr.slice(0, -8)}0000`;
  await env.DB.prepare(
    `INSERT INTO payments (order_id, provider, amount_cents, currency, amount_minor, status, payload, md5, created_at, next_check_at)
     SELECT order_id, provider, amount_cents, currency, amount_minor, 'failed', ?2, ?3, created_at - 60, ?4 FROM payments WHERE order_id = ?1`,
  )
    .bind(id, older, await md5Hex(older), now())
    .run();
  await bakong.pay(older);
  await sweep();
  expect(await orderState(token, id)).toBe('paid');
  expect(await stockOf(productId)).toBe(stock);
  const issues = await env.DB.prepare(
    "SELECT json_extract(detail, '$.outcome') AS outcome FROM payment_issues WHERE kind = 'late' AND order_id = ?1 ORDER BY id",
  )
    .bind(id)
    .all<{ outcome: string }>();
  expect(issues.results.map((issue) => issue.outcome)).toEqual(['reinstated', 'duplicate']);
});

test("one odd entry in Bakong's answer leaves only its own code unclear, and a payment said once stands", async () => {
  const entry = (md5: string, status: string, data: object | null) => ({ md5, status, data });
  const paid = { hash: 'h1', fromAccountId: null, toAccountId: 'membershop@aclb', currency: 'USD', amount: 1 };
  vi.spyOn(globalThis, 'fetch').mockImplementationOnce(async () =>
    Response.json({
      responseCode: 0,
      errorCode: null,
      data: [
        entry('a', 'SUCCESS', paid),
        entry('a', 'NOT_FOUND', null),
        entry('b', 'SUCCESS', { hash: 'h2', amount: 'one dollar' }),
        { md5: 42 },
        entry('c', 'NOT_FOUND', null),
      ],
    }),
  );
  const check = await checkTransactions({ origin: 'https://bakong.test', token: 't', accountId: 'membershop@aclb' }, [
    'a',
    'b',
    'c',
    'd',
  ]);
  expect(
    check.kind === 'answered' && Object.fromEntries([...check.codes].map(([md5, answer]) => [md5, answer.kind])),
  ).toEqual({
    a: 'paid',
    b: 'unclear',
    c: 'notFound',
    d: 'unclear',
  });
});

test('an answer too large to be Bakong’s is not decoded: the codes are unclear and the order is only held', async () => {
  const { token, id, payment } = await khqrOrder();
  await bakong.pay(payment.khqr);
  await pastDeadline(id);
  // A valid answer that pays the code, padded past what 50 codes could need.
  const md5 = await md5Hex(payment.khqr);
  const huge = JSON.stringify({
    responseCode: 0,
    errorCode: null,
    padding: 'x'.repeat(1024 * 1024),
    data: [{ md5, status: 'SUCCESS', data: bakong.paid.get(md5) }],
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(huge));
  expect(await pollState(token, id)).toBe('payment_checking');
  expect((await row(id))!.paid_cents).toBe(0);
});

test('polls ask Bakong about a code at most once every few seconds, however many tabs poll at once', async () => {
  const { token, id, payment } = await khqrOrder();
  const md5 = await md5Hex(payment.khqr);
  const asks = () => bakong.calls.filter((call) => call.includes(md5)).length;
  const before = asks();
  const poll = () => callApi(`/orders/${id}/payment`, { bearer: token, vars: VARS });
  await pollDue(id);
  await Promise.all(Array.from({ length: 8 }, poll));
  await poll();
  expect(asks() - before).toBe(1);
  // Paid meanwhile: the next poll past the interval asks, and the order is paid.
  await bakong.pay(payment.khqr);
  expect((await poll()).data.state).toBe('pending_payment');
  expect(await pollState(token, id)).toBe('paid');
  expect(asks() - before).toBe(2);
});
