import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { scheduled } from '../../worker/cron/scheduled';
import { fetchPage } from '../worker/fetch-page';
import { requestLines } from '../worker/request-lines';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere, stockOf } from './order-helpers';

const expire = (id: number) => env.DB.prepare('UPDATE orders SET expires_at = 1 WHERE id = ?1').bind(id).run();

test('an unpaid KHQR order past its time is cancelled when read, and its stock and points come back', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0'))!;
  const earned = (await callApi('/mygrade', { bearer: token })).data.earned;
  const order = await placeOrder(token, buyNow(product.id, 3, { points: 30 }));
  expect(await stockOf(product.id)).toBe(product.stock - 3);
  expect((await callApi('/points', { bearer: token })).data.balance).toBe(70);
  await expire(order.data.id);
  const read = await callApi(`/orders/${order.data.id}`, { bearer: token });
  expect(read.data).toMatchObject({ state: 'cancelled', cancel_reason: 'expired', can_pay: false });
  expect(await stockOf(product.id)).toBe(product.stock);
  expect((await callApi('/points', { bearer: token })).data.balance).toBe(100);
  // The history names the order both ways, in each language; points given back earn no grade.
  const latest = async (lang: '1' | '2') =>
    ((await callApi('/points?limit=2', { bearer: token, lang })).data.list as { title: string; points: number }[]).map(
      (row) => [row.title, row.points],
    );
  expect(await latest('1')).toEqual([
    [`Returned from order #${order.data.id}`, 30],
    [`Used on order #${order.data.id}`, -30],
  ]);
  expect((await latest('2'))[0]).toEqual([`បានប្រគល់វិញពីការបញ្ជាទិញ #${order.data.id}`, 30]);
  expect((await callApi('/mygrade', { bearer: token })).data.earned).toBe(earned);
  // Reading again gives nothing back twice.
  await callApi(`/orders/${order.data.id}`, { bearer: token });
  expect(await stockOf(product.id)).toBe(product.stock);
  expect((await callApi(`/orders/${order.data.id}/payment`, { bearer: token })).data).toMatchObject({
    state: 'cancelled',
    khqr: null,
  });
});

// Without a Bakong token (as here) nothing can be asked, so the deadline cancels; a provider's late callback is still
// taken (orders-payments.test.ts), but the shopper's sandbox no longer pays the order.
test("the cron expires every shopper's overdue orders; the sandbox cannot pay one after", async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 200'))!;
  const order = await placeOrder(token, buyNow(product.id, 2));
  const payment = await callApi(`/orders/${order.data.id}/payment`, { bearer: token });
  const fresh = await placeOrder(token, buyNow(product.id, 1));
  await expire(order.data.id);
  await scheduled({} as ScheduledController, env);
  const row = await env.DB.prepare('SELECT state FROM orders WHERE id = ?1')
    .bind(order.data.id)
    .first<{ state: string }>();
  expect(row?.state).toBe('cancelled');
  expect(await stockOf(product.id)).toBe(product.stock - 1);
  expect((await callApi(`/orders/${fresh.data.id}`, { bearer: token })).data.state).toBe('pending_payment');
  expect(await callApi('/payments/sandbox', { bearer: token, body: { order_id: order.data.id } })).toMatchObject({
    status: 409,
  });
  expect(payment.data.khqr).toBeTruthy();
});

test('the account page counts the orders without a write while none is overdue, and expires an overdue one before counting it', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 300'))!;
  const order = await placeOrder(token, buyNow(product.id, 1));
  const headers = { cookie: `jwt=${token}; time=1763700000`, accept: 'application/json' };
  const counts = async () => JSON.parse((await fetchPage('/accounts', { headers })).body).deferred.orderCounts.value;

  let before: { to_pay: number; cancelled: number } = { to_pay: 0, cancelled: 0 };
  const [calm] = await requestLines('/accounts', async () => {
    before = await counts();
  });
  // The token, the grade, the counts and the latest messages: reads alone (the expiry's 10 statements, a
  // write for D1's primary on every visit, ran here before decision 036).
  expect(calm).toMatchObject({ status: 200, d1Statements: 5 });

  await expire(order.data.id);
  const [due] = await requestLines('/accounts', async () => {
    expect(await counts()).toMatchObject({ to_pay: before.to_pay - 1, cancelled: before.cancelled + 1 });
  });
  expect(due!.d1Statements).toBeGreaterThan(calm!.d1Statements + 10);
  expect(await stockOf(product.id)).toBe(product.stock);
});

test('the account page’s document reads the shopper, the counts and the latest messages in one D1 round trip, and still expires an overdue order first', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 340'))!;
  const order = await placeOrder(token, buyNow(product.id, 1));
  const headers = { cookie: `jwt=${token}; time=1763700000` };
  /** The page's count of a tab, as its link shows it. */
  const shown = (body: string, tab: string) =>
    Number(body.match(new RegExp(`href="/accounts/orders\\?tab=${tab}"><strong>(\\d+)</strong>`))?.[1]);

  // Four messages at least (the seed gives the demo shopper three), so the page's three leave one out.
  await env.DB.prepare(
    `INSERT INTO member_messages (user_id, kind, title_en, title_km, body_en, body_km, created_at)
     SELECT user_id, 'account', 'Newest', 'ថ្មីបំផុត', 'Body', 'អត្ថបទ', 1763700000 FROM orders WHERE id = ?1`,
  )
    .bind(order.data.id)
    .run();
  const counts = (await callApi('/orders/counts?age=recent', { bearer: token })).data;
  const messages = (await callApi('/messages?limit=4', { bearer: token })).data.list as { id: number }[];
  expect(messages).toHaveLength(4);
  // The first request of an isolate also reads the menus into its cache.
  let body = (await fetchPage('/accounts', { headers })).body;
  const [calm] = await requestLines('/accounts', async () => {
    body = (await fetchPage('/accounts', { headers })).body;
  });
  expect(calm).toMatchObject({ status: 200, d1RoundTrips: 1 });
  for (const tab of ['to_pay', 'to_ship', 'to_receive', 'completed', 'cancelled']) {
    expect(shown(body, tab), tab).toBe(counts[tab]);
  }
  const link = (id: number) => `href="/accounts/message-details/${id}"`;
  expect(messages.slice(0, 3).every((message) => body.includes(link(message.id)))).toBe(true);
  expect(body.includes(link(messages[3]!.id))).toBe(false);

  await expire(order.data.id);
  const [due] = await requestLines('/accounts', async () => {
    body = (await fetchPage('/accounts', { headers })).body;
  });
  expect(due!.d1RoundTrips).toBeGreaterThan(1);
  expect([shown(body, 'to_pay'), shown(body, 'cancelled')]).toEqual([counts.to_pay - 1, counts.cancelled + 1]);
  expect(await stockOf(product.id)).toBe(product.stock);
});

test('an overdue order is expired by whichever read finds it first: the KHQR page’s poll, or a list of another tab', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 320'))!;
  const stateOf = async (id: number) =>
    (await env.DB.prepare('SELECT state FROM orders WHERE id = ?1').bind(id).first<{ state: string }>())?.state;

  const polled = await placeOrder(token, buyNow(product.id, 1));
  await expire(polled.data.id);
  expect((await callApi(`/orders/${polled.data.id}/payment`, { bearer: token })).data).toMatchObject({
    state: 'cancelled',
    khqr: null,
  });
  expect(await stockOf(product.id)).toBe(product.stock);

  const listed = await placeOrder(token, buyNow(product.id, 2));
  await expire(listed.data.id);
  // The completed tab does not list it, but its total asks about every order of the shopper's.
  expect(await callApi('/orders?tab=completed', { bearer: token })).toMatchObject({ code: 0 });
  expect(await stateOf(listed.data.id)).toBe('cancelled');
  expect(await stockOf(product.id)).toBe(product.stock);
});
