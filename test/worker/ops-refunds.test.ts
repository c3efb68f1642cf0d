import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere, stockOf } from '../commerce/order-helpers';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';

// Refunds that move money and purchase points (decision 053), as owners record them in the console and
// shoppers read them on their order and their points.
const one = async <T>(sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<T>())!;
const money = (id: number) =>
  one<{ state: string; paid_cents: number; refunded_cents: number }>(
    'SELECT state, paid_cents, refunded_cents FROM orders WHERE id = ?1',
    id,
  );
const auditOf = async (id: number) =>
  (
    await env.DB.prepare("SELECT action FROM ops_audit WHERE entity = 'order' AND entity_id = ?1 ORDER BY id")
      .bind(String(id))
      .all<{ action: string }>()
  ).results.map((row) => row.action);
const shopperCookie = (token: string) => `jwt=${token}; time=1763700000`;
/** The demo shopper's purchase points, oldest first, as the points page lists them. */
const purchasePoints = async (token: string, orderId: number) =>
  (
    (await callApi('/points?page=1&limit=50', { bearer: token })).data.list as {
      kind: string;
      title: string;
      points: number;
    }[]
  )
    .filter((row) => row.kind === 'purchase' && row.title.endsWith(`#${orderId}`))
    .reverse()
    .map((row) => [row.title, row.points]);

/** A KHQR pick-up of one `product` at `cents` (the test's own price), paid through the sandbox. */
async function paidOrder(token: string, cents: number, extra: Record<string, unknown> = {}) {
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3 AND id > 200'))!;
  await env.DB.prepare('UPDATE products SET price_cents = ?2, compare_cents = NULL WHERE id = ?1')
    .bind(product.id, cents)
    .run();
  const placed = await placeOrder(token, buyNow(product.id, 1, extra));
  expect(placed.code, placed.msg).toBe(0);
  const id = placed.data.id as number;
  await callApi(`/orders/${id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: id, outcome: 'paid' } });
  return { id, product: product.id };
}

test('staff cannot refund; the owner records a part refund that puts a line back, the rest later; refusals change nothing', async () => {
  const token = await demoToken();
  const { id, product } = await paidOrder(token, 4000);
  expect(await money(id)).toEqual({ state: 'paid', paid_cents: 4000, refunded_cents: 0 });
  const stock = await stockOf(product);
  const line = (await callApi(`/orders/${id}`, { bearer: token })).data.merchants[0].items[0].line_id as number;

  const staff = await opsCookie(STAFF);
  expect((await fetchPage(`/ops/orders/${id}`, { headers: { cookie: staff } })).body).not.toContain(
    'Record the refund',
  );
  const byStaff = await postForm(`/ops/orders/${id}/refunds`, staff, {
    amount: '10.00',
    method: 'cash',
    why: 'Not staff’s to give',
    confirm: '1',
  });
  expect(byStaff.response.status).toBe(404);

  const owner = await opsCookie(OWNER);
  const page = (await fetchPage(`/ops/orders/${id}`, { headers: { cookie: owner } })).body;
  expect(page).toContain('Paid $40.00, refunded $0.00: up to $40.00 can be refunded.');
  // Nothing ticked to start with: the owner ticks what came back.
  expect(page).toContain(`<input type="checkbox" name="restock" value="${line}"/>`);
  expect(page).toContain('<input type="hidden" name="seen" value="0"/>');
  const form = {
    amount: '15.00',
    method: 'khqr',
    reference: 'ABA 5521',
    why: 'One was scratched',
    confirm: '1',
    seen: '0',
  };
  const refusals: [Record<string, string | string[]>, number, string][] = [
    [{ ...form, confirm: '' }, 400, 'Tick the box to confirm this move.'],
    [{ ...form, why: ' ' }, 400, 'Write why the order is refunded'],
    [{ ...form, amount: '40.01' }, 400, 'at most $40.00'],
    [{ ...form, amount: 'ten' }, 400, 'Write the amount in dollars'],
    [{ ...form, reference: '' }, 400, 'needs its reference'],
    [{ ...form, restock: '999999' }, 400, 'not on this order'],
  ];
  for (const [fields, status, says] of refusals) {
    const refused = await postForm(`/ops/orders/${id}/refunds`, owner, fields);
    expect(refused.response.status, JSON.stringify(fields)).toBe(status);
    expect(refused.body).toContain(says);
    // The form keeps what was typed.
    expect(refused.body).toContain(`value="${fields.amount}"`);
  }
  const khmer = await postForm(`/kh/ops/orders/${id}/refunds`, owner, { ...form, why: '' });
  expect(khmer.body).toContain('សូមសរសេរមូលហេតុនៃការសងប្រាក់វិញ');
  expect(await money(id)).toEqual({ state: 'paid', paid_cents: 4000, refunded_cents: 0 });
  expect(await stockOf(product)).toBe(stock);
  expect(await auditOf(id)).toEqual([]);

  // $15 back by KHQR, the line back in stock: the order stays paid.
  const part = await postForm(`/ops/orders/${id}/refunds`, owner, { ...form, restock: String(line) });
  expect(part.response.status).toBe(303);
  expect(await money(id)).toEqual({ state: 'paid', paid_cents: 4000, refunded_cents: 1500 });
  expect(await stockOf(product)).toBe(stock + 1);
  expect(await one('SELECT delta, reason FROM stock_moves WHERE order_id = ?1 ORDER BY id DESC LIMIT 1', id)).toEqual({
    delta: 1,
    reason: 'refund_restock',
  });
  const after = (await fetchPage(`/ops/orders/${id}`, { headers: { cookie: owner } })).body;
  expect(after).toContain('Paid $40.00, refunded $15.00: up to $25.00 can be refunded.');
  expect(after).toContain('KHQR transfer ABA 5521 · by owner@membershop.com.kh');
  expect(after).toContain('One was scratched');

  // The shopper reads it on the order, in both languages.
  const mine = (await fetchPage(`/accounts/order-details/${id}`, { headers: { cookie: shopperCookie(token) } })).body;
  expect(mine).toContain('Refunded to you');
  expect(mine).toContain('By KHQR transfer');
  expect(mine).toContain('One was scratched');
  const mineKm = (await fetchPage(`/kh/accounts/order-details/${id}`, { headers: { cookie: shopperCookie(token) } }))
    .body;
  expect(mineKm).toContain('បានសងប្រាក់ជូនអ្នកវិញ');
  expect(mineKm).toContain('តាមការផ្ទេរ KHQR');

  // The same form sent again (a double tap, a reload) is refused: it was read before the refund it made.
  const again = await postForm(`/ops/orders/${id}/refunds`, owner, { ...form, restock: String(line) });
  expect(again.response.status).toBe(409);
  expect(again.body).toContain('Another refund or change of this order landed first');
  expect(await money(id)).toEqual({ state: 'paid', paid_cents: 4000, refunded_cents: 1500 });
  // The line is back already; the rest without it makes the order refunded.
  const twice = await postForm(`/ops/orders/${id}/refunds`, owner, {
    ...form,
    amount: '25.00',
    restock: String(line),
    seen: '1500',
  });
  expect(twice.response.status).toBe(409);
  expect(twice.body).toContain('already back in stock');
  const rest = await postForm(`/ops/orders/${id}/refunds`, owner, {
    ...form,
    amount: '25.00',
    method: 'cash',
    seen: '1500',
  });
  expect(rest.response.status).toBe(303);
  expect(await money(id)).toEqual({ state: 'refunded', paid_cents: 4000, refunded_cents: 4000 });
  expect(await stockOf(product)).toBe(stock + 1);
  expect(await auditOf(id)).toEqual(['order_refund', 'order_refund']);
  expect((await fetchPage(`/ops/orders/${id}`, { headers: { cookie: owner } })).body).not.toContain(
    'Record the refund',
  );

  // From another site the refund is refused before it runs.
  const cross = await fetchPage(`/ops/orders/${id}/refunds`, {
    method: 'POST',
    headers: { cookie: owner, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'amount=1.00&method=cash&why=xyz&confirm=1',
  });
  expect(cross.response.status).toBe(403);
});

test('a $100 order earns 100 points when completed; a $50 refund takes 50 back; the rest takes the rest', async () => {
  const token = await demoToken();
  const { id } = await paidOrder(token, 10_000);
  expect(await purchasePoints(token, id)).toEqual([]);
  const owner = await opsCookie(OWNER);
  for (const state of ['processing', 'ready_for_pickup', 'completed'])
    expect((await postForm(`/ops/orders/${id}/state`, owner, { state })).response.status).toBe(303);
  expect(await purchasePoints(token, id)).toEqual([[`Earned on order #${id}`, 100]]);

  const refund = (amount: string, seen: string) =>
    postForm(`/ops/orders/${id}/refunds`, owner, {
      amount,
      method: 'cash',
      why: 'Returned one part',
      confirm: '1',
      seen,
    });
  expect((await refund('50.00', '0')).response.status).toBe(303);
  expect(await purchasePoints(token, id)).toEqual([
    [`Earned on order #${id}`, 100],
    [`Taken back: refund on order #${id}`, -50],
  ]);
  expect((await refund('50.00', '5000')).response.status).toBe(303);
  expect((await purchasePoints(token, id)).map(([, points]) => points)).toEqual([100, -50, -50]);
  // The Khmer points page names them in Khmer.
  const khmer = (await callApi('/points?page=1&limit=50', { bearer: token, lang: '2' })).data.list as {
    title: string;
  }[];
  expect(khmer.map((row) => row.title)).toContain(`ដកវិញ៖ ការសងប្រាក់វិញលើការបញ្ជាទិញ #${id}`);
});

test('a refund racing the completion: whichever lands first, the order ends holding the points its kept money earns', async () => {
  const token = await demoToken();
  const { id } = await paidOrder(token, 10_000);
  const owner = await opsCookie(OWNER);
  for (const state of ['processing', 'ready_for_pickup'])
    expect((await postForm(`/ops/orders/${id}/state`, owner, { state })).response.status).toBe(303);
  const [completed, refunded] = await Promise.all([
    postForm(`/ops/orders/${id}/state`, owner, { state: 'completed' }),
    postForm(`/ops/orders/${id}/refunds`, owner, {
      amount: '30.00',
      method: 'cash',
      why: 'Part back',
      confirm: '1',
      seen: '0',
    }),
  ]);
  expect([completed.response.status, refunded.response.status]).toEqual([303, 303]);
  expect(await money(id)).toEqual({ state: 'completed', paid_cents: 10_000, refunded_cents: 3000 });
  const held = (await purchasePoints(token, id)).reduce((sum, [, points]) => sum + Number(points), 0);
  expect(held).toBe(70);
});

test('the points rule: an owner sets 2 a dollar and a down payment earning when paid; a stale page is refused', async () => {
  const owner = await opsCookie(OWNER);
  const page = (await fetchPage('/ops/points', { headers: { cookie: owner } })).body;
  const version = /name="version" value="(\d+)"/.exec(page)![1]!;
  expect(page).toContain('value="1"');
  expect((await fetchPage('/ops/points', { headers: { cookie: await opsCookie(STAFF) } })).response.status).toBe(404);
  for (const bad of ['101', '-1', '1.5', 'two', ''])
    expect(
      (await postForm('/ops/points', owner, { version, points_per_dollar: bad, deposit_earns: 'deposit' })).response
        .status,
    ).toBe(400);
  const saved = await postForm('/ops/points', owner, { version, points_per_dollar: '2', deposit_earns: 'deposit' });
  expect(saved.response.status).toBe(303);
  const stale = await postForm('/ops/points', owner, { version, points_per_dollar: '5', deposit_earns: 'completion' });
  expect(stale.response.status).toBe(409);
  expect(stale.body).toContain('Another owner saved the rule after this page was opened');
  expect(await one('SELECT points_per_dollar, deposit_earns FROM points_rules')).toEqual({
    points_per_dollar: 2,
    deposit_earns: 'deposit',
  });
  expect((await fetchPage('/ops/audit', { headers: { cookie: owner } })).body).toContain(
    'Changed the points for purchases',
  );
  // The help centre and the terms quote the rule as saved.
  expect((await fetchPage('/policies/terms')).body).toContain('You earn 2 points for each full dollar paid');
  expect((await fetchPage('/kh/policies/terms')).body).toContain('អ្នកទទួលបាន 2 ពិន្ទុ សម្រាប់រាល់ 1 ដុល្លារពេញ');

  // A $100 order on a $30 down payment: 60 points when the down payment is paid, 140 more on completion.
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 1 AND stock > 5'))!;
  await env.DB.prepare(
    'UPDATE products SET price_cents = 10000, compare_cents = NULL, earnest_cents = 3000 WHERE id = ?1',
  )
    .bind(product.id)
    .run();
  const placed = await placeOrder(token, buyNow(product.id, 1, { payment_plan: 'deposit' }));
  expect(placed.code, placed.msg).toBe(0);
  const id = placed.data.id as number;
  await callApi(`/orders/${id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: id, outcome: 'paid' } });
  expect(await money(id)).toMatchObject({ state: 'deposit_paid', paid_cents: 3000 });
  expect(await purchasePoints(token, id)).toEqual([[`Earned on the down payment of order #${id}`, 60]]);
  for (const state of ['processing', 'ready_for_pickup'])
    expect((await postForm(`/ops/orders/${id}/state`, owner, { state })).response.status).toBe(303);
  const done = await postForm(`/ops/orders/${id}/state`, owner, { state: 'completed', confirm: '1' });
  expect(done.response.status).toBe(303);
  expect((await purchasePoints(token, id)).map(([, points]) => points)).toEqual([60, 140]);
});
