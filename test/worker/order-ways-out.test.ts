import { env } from 'cloudflare:workers';
import { createScheduledController } from 'cloudflare:test';
import { expect, test } from 'vitest';
import worker from '../../worker/index';
import { callApi, demoToken } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere, stockOf } from '../commerce/order-helpers';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';

// The ways out of an order that cannot complete (decision 054): a pick-up not collected, a delivery returned.
const DAY = 86_400;
const money = async (id: number) =>
  (await env.DB.prepare('SELECT state, cancel_reason, paid_cents, refunded_cents FROM orders WHERE id = ?1')
    .bind(id)
    .first<{ state: string; cancel_reason: string | null; paid_cents: number; refunded_cents: number }>())!;
const titles = async (id: number, lang: 'en' | 'km') =>
  (
    await env.DB.prepare(`SELECT title_${lang} AS title FROM member_messages WHERE link = ?1 ORDER BY id`)
      .bind(`/accounts/order-details/${id}`)
      .all<{ title: string }>()
  ).results.map((row) => row.title);
const move = (cookie: string, id: number, state: string, confirm = true) =>
  postForm(`/ops/orders/${id}/state`, cookie, confirm ? { state, confirm: '1' } : { state });

/** A KHQR pick-up of one product, paid (in full, or its down payment), then made ready at the store. */
async function readyPickup(token: string, where: string, plan: 'full' | 'deposit') {
  const product = (await productWhere(where))!;
  const placed = await placeOrder(token, buyNow(product.id, 1, { payment_plan: plan }));
  expect(placed.code, placed.msg).toBe(0);
  const id = placed.data.id as number;
  await callApi(`/orders/${id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: id, outcome: 'paid' } });
  const staff = await opsCookie(STAFF);
  for (const state of ['processing', 'ready_for_pickup'])
    expect((await move(staff, id, state, false)).response.status).toBe(303);
  return { id, product: product.id };
}

test('a paid pick-up not collected: confirmed, it is owed back whole, its stock returns; the shopper reads why in Khmer', async () => {
  const token = await demoToken();
  const { id, product } = await readyPickup(
    token,
    'is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3 AND id > 300',
    'full',
  );
  const stock = await stockOf(product);
  const staff = await opsCookie(STAFF);
  const page = (await fetchPage(`/ops/orders/${id}`, { headers: { cookie: staff } })).body;
  expect(page).toContain('Mark as not collected');
  expect(page).toMatch(/Waits at the store until \d+ \w+ \d{4}; then it is marked not collected\./);
  const mine = (await fetchPage(`/accounts/order-details/${id}`, { headers: { cookie: `jwt=${token}` } })).body;
  expect(mine).toMatch(/Ready at the store: collect it by \d+ \w+ \d{4}/);

  expect((await move(staff, id, 'not_collected', false)).response.status).toBe(400);
  expect((await money(id)).state).toBe('ready_for_pickup');
  expect((await move(staff, id, 'not_collected')).response.status).toBe(303);
  const paid = (await money(id)).paid_cents;
  expect(await money(id)).toEqual({
    state: 'refund_due',
    cancel_reason: 'not_collected',
    paid_cents: paid,
    refunded_cents: 0,
  });
  expect(await stockOf(product)).toBe(stock + 1);
  expect(await titles(id, 'km')).toContain(`ការបញ្ជាទិញលេខ ${id} មិនត្រូវបានមកយកទេ`);
  const khmer = (await fetchPage(`/kh/accounts/order-details/${id}`, { headers: { cookie: `jwt=${token}` } })).body;
  expect(khmer).toContain('វាមិនត្រូវបានមកយកពីហាងទាន់ពេលទេ។');
  // Twice is refused; the owner then refunds what is owed, with no stock left to put back.
  expect((await move(staff, id, 'not_collected')).response.status).toBe(409);
  const owner = await opsCookie(OWNER);
  const ownerPage = (await fetchPage(`/ops/orders/${id}`, { headers: { cookie: owner } })).body;
  expect(ownerPage).toContain('This order was closed (not collected) after money was paid that the shop does not keep');
  expect(ownerPage).toContain('Their goods came back in stock when the order was cancelled.');
  const refund = await postForm(`/ops/orders/${id}/refunds`, owner, {
    amount: (paid / 100).toFixed(2),
    method: 'khqr',
    reference: 'ABA 9001',
    why: 'Not collected; paid back in full',
    confirm: '1',
    seen: '0',
  });
  expect(refund.response.status).toBe(303);
  expect((await money(id)).state).toBe('refunded');
  expect(await stockOf(product)).toBe(stock + 1);
});

test('a down-payment pick-up left past its hold: the sweep cancels it, keeps the down payment; one made ready since waits', async () => {
  const token = await demoToken();
  const old = await readyPickup(token, 'is_earnest = 1 AND stock > 5', 'deposit');
  const fresh = await readyPickup(token, 'is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3 AND id > 320', 'full');
  const now = Math.floor(Date.now() / 1000);
  // Made ready eight days ago.
  await env.DB.prepare('UPDATE orders SET updated_at = ?2 WHERE id = ?1')
    .bind(old.id, now - 8 * DAY)
    .run();
  const stock = await stockOf(old.product);
  await worker.scheduled(createScheduledController({ cron: '* * * * *' }), env);
  expect(await money(old.id)).toMatchObject({ state: 'cancelled', cancel_reason: 'not_collected', refunded_cents: 0 });
  expect((await money(old.id)).paid_cents).toBeGreaterThan(0);
  expect(await stockOf(old.product)).toBe(stock + 1);
  expect(await titles(old.id, 'en')).toContain(`Order ${old.id} was not collected`);
  expect((await money(fresh.id)).state).toBe('ready_for_pickup');
  const shopper = (await callApi(`/orders/${old.id}`, { bearer: token })).data;
  expect(shopper.events.at(-1)).toMatchObject({ state: 'cancelled', note: 'not_collected' });
});

test('a delivery that came back is marked returned: cash unpaid, it is cancelled with its stock back; through the operator API too', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND id > 340'))!;
  const cash = { delivery: 'delivery', address_id: 1, payment_method: 'cash' };
  const first = (await placeOrder(token, buyNow(product.id, 1, cash))).data.id as number;
  const second = (await placeOrder(token, buyNow(product.id, 1, cash))).data.id as number;
  const stock = await stockOf(product.id);
  const staff = await opsCookie(STAFF);
  for (const id of [first, second]) expect((await move(staff, id, 'shipped', false)).response.status).toBe(303);
  expect((await fetchPage(`/ops/orders/${first}`, { headers: { cookie: staff } })).body).toContain('Mark as returned');
  expect((await move(staff, first, 'returned')).response.status).toBe(303);
  expect(await money(first)).toEqual({
    state: 'cancelled',
    cancel_reason: 'returned',
    paid_cents: 0,
    refunded_cents: 0,
  });
  expect(await stockOf(product.id)).toBe(stock + 1);
  expect(await titles(first, 'en')).toContain(`Order ${first} came back to the shop`);

  const api = await callApi(`/operator/orders/${second}/state`, {
    body: { state: 'returned' },
    headers: { authorization: 'Bearer test-operator-secret-0123456789' },
  });
  expect(api).toMatchObject({ status: 200, data: { id: second, state: 'cancelled' } });
  expect(await stockOf(product.id)).toBe(stock + 2);
  // A pick-up cannot be "returned", nor a delivery "not collected".
  expect(
    await callApi(`/operator/orders/${second}/state`, {
      body: { state: 'not_collected' },
      headers: { authorization: 'Bearer test-operator-secret-0123456789' },
    }),
  ).toMatchObject({ status: 409 });
});

test('a line a refund put back already does not come back again when the pick-up is then not collected', async () => {
  const token = await demoToken();
  const { id, product } = await readyPickup(
    token,
    'is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3 AND id > 360',
    'full',
  );
  const line = (await callApi(`/orders/${id}`, { bearer: token })).data.merchants[0].items[0].line_id as number;
  const stock = await stockOf(product);
  const owner = await opsCookie(OWNER);
  const refund = await postForm(`/ops/orders/${id}/refunds`, owner, {
    amount: '1.00',
    method: 'cash',
    why: 'The box came back damaged',
    restock: String(line),
    confirm: '1',
    seen: '0',
  });
  expect(refund.response.status).toBe(303);
  expect(await stockOf(product)).toBe(stock + 1);
  expect((await move(await opsCookie(STAFF), id, 'not_collected')).response.status).toBe(303);
  expect(await stockOf(product)).toBe(stock + 1);
  expect((await money(id)).state).toBe('refund_due');
});
