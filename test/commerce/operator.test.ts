import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { CODE_BALANCE_NOT_COLLECTED, CODE_REFUND_REASON_MISSING } from '../../commerce/contract/codes';
import { fetchPage } from '../worker/fetch-page';
import { OWNER, opsCookie } from '../worker/ops-session';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere, stockOf } from './order-helpers';
import { workerFetch } from '../worker/worker-fetch';

/** The secret whose SHA-256 vitest.config.ts gives the worker as OPERATOR_SECRET_HASH. */
const OPERATOR_SECRET = 'test-operator-secret-0123456789';

/** A move with the note every move here keeps (a refund's reason too); `more`: e.g. `collected: true`. */
const move = (id: number, state: string, more: Record<string, unknown> = {}) =>
  callApi(`/operator/orders/${id}/state`, {
    body: { state, note: 'by the shop', ...more },
    headers: { authorization: `Bearer ${OPERATOR_SECRET}` },
  });
/** A refund through the operator API; `more` replaces the fields given (amount, method, note, …). */
const refund = (id: number, more: Record<string, unknown> = {}, lang?: '1' | '2') =>
  callApi(`/operator/orders/${id}/refunds`, {
    body: { method: 'khqr', reference: 'ABA 1001', note: 'Returned at the counter', ...more },
    headers: { authorization: `Bearer ${OPERATOR_SECRET}` },
    ...(lang ? { lang } : {}),
  });
/** A cash delivery to the demo shopper's first address: it starts in processing, its total due. */
const CASH_DELIVERY = { delivery: 'delivery', address_id: 1, payment_method: 'cash' };
const order = async (id: number) => (await callApi(`/orders/${id}`, { bearer: await demoToken() })).data;

test('a delivery goes processing → shipped → completed, each a timeline event; completing records the cash balance as paid', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  const placed = await placeOrder(token, buyNow(product.id, 1, CASH_DELIVERY));
  expect(placed.data.state).toBe('processing');
  expect(await move(placed.data.id, 'ready_for_pickup')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'completed')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'shipped')).toMatchObject({
    status: 200,
    data: { id: placed.data.id, state: 'shipped' },
  });
  expect(await move(placed.data.id, 'shipped')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'cancelled')).toMatchObject({ status: 409 });
  expect(await move(placed.data.id, 'completed', { collected: true })).toMatchObject({ status: 200 });
  const done = await order(placed.data.id);
  expect(done.events.map((e: { state: string }) => e.state)).toEqual(['processing', 'shipped', 'completed']);
  expect(done.events[1].note).toBe('by the shop');
  expect(done).toMatchObject({ state: 'completed', paid: done.total, can_cancel: false });
});

test('a pick-up is made ready, not shipped; refunded through the refund, never moved there; an unpaid one cancelled with its stock back', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3'))!;
  const paid = await placeOrder(token, buyNow(product.id, 1));
  await callApi(`/orders/${paid.data.id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: paid.data.id, outcome: 'paid' } });
  expect(await move(paid.data.id, 'shipped')).toMatchObject({ status: 409 });
  expect(await move(paid.data.id, 'processing')).toMatchObject({ status: 200 });
  expect(await move(paid.data.id, 'shipped')).toMatchObject({ status: 409 });
  expect(await move(paid.data.id, 'ready_for_pickup')).toMatchObject({ status: 200 });
  expect(await move(paid.data.id, 'completed')).toMatchObject({ status: 200 });
  // "refunded" is no move: a refund says how much went back and how (decision 053).
  expect(await move(paid.data.id, 'refunded')).toMatchObject({ status: 400 });
  const { paid: all } = await order(paid.data.id);
  expect(await refund(paid.data.id, { amount: all })).toMatchObject({
    status: 200,
    data: { id: paid.data.id, state: 'refunded', refunded_total: all },
  });
  expect((await order(paid.data.id)).state).toBe('refunded');

  const stock = await stockOf(product.id);
  const unpaid = await placeOrder(token, buyNow(product.id, 2));
  expect(await refund(unpaid.data.id, { amount: '1.00' })).toMatchObject({ status: 409 });
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
  const call = (secret: string) =>
    workerFetch(
      new Request('http://localhost/api/operator/orders/2/state', {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'completed', collected: true }),
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
  const placed = await placeOrder(token, buyNow(product.id, 1, CASH_DELIVERY));
  const id = placed.data.id;
  await move(id, 'shipped');
  await move(id, 'shipped');
  await move(id, 'completed', { collected: true });
  expect(await orderTitles(id)).toEqual([`Order ${id} placed`, `Order ${id} is on its way`, `Order ${id} completed`]);
  expect((await orderTitles(id, 'km'))[1]).toBe(`ការបញ្ជាទិញលេខ ${id} កំពុងដឹកជញ្ជូន`);
  const { total } = await order(id);
  await refund(id, { amount: '0.50', method: 'cash' });
  expect((await orderTitles(id)).at(-1)).toBe(`Order ${id}: $0.50 refunded`);
  await refund(id, { amount: (Number(total) - 0.5).toFixed(2), method: 'cash' });
  expect((await orderTitles(id)).at(-1)).toBe(`Order ${id} refunded`);
});

test('a refund puts back in stock only the lines it names, each once; a shop cancellation is told as the shop’s', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3'))!;
  const stock = await stockOf(product.id);
  const paid = await placeOrder(token, buyNow(product.id, 2));
  const id = paid.data.id as number;
  await callApi(`/orders/${id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: id, outcome: 'paid' } });
  await move(id, 'processing');
  await move(id, 'ready_for_pickup');
  expect((await orderTitles(id)).at(-1)).toBe(`Order ${id} is ready for pick-up`);
  expect(await stockOf(product.id)).toBe(stock - 2);
  await move(id, 'completed');
  // Money back without the goods (they stay with the shopper): the stock stays as it is.
  expect(await refund(id, { amount: '0.10' })).toMatchObject({ status: 200 });
  expect(await stockOf(product.id)).toBe(stock - 2);
  const line = (await order(id)).merchants[0].items[0].line_id as number;
  expect(await refund(id, { amount: '0.10', restock: [line] })).toMatchObject({ status: 200 });
  expect(await stockOf(product.id)).toBe(stock);
  const moves = await env.DB.prepare(
    "SELECT delta, reason FROM stock_moves WHERE order_id = ?1 AND reason = 'refund_restock'",
  )
    .bind(id)
    .all();
  expect(moves.results).toEqual([{ delta: 2, reason: 'refund_restock' }]);
  // The same line again: refused, nothing changes.
  const again = await refund(id, { amount: '0.10', restock: [line] });
  expect(again).toMatchObject({ status: 409, msg: expect.stringContaining('already back in stock') });
  expect(await stockOf(product.id)).toBe(stock);
  expect((await order(id)).refunded_total).toBe('0.20');
  // A later cancellation elsewhere releases only what it cancelled.
  const unpaid = await placeOrder(token, buyNow(product.id, 1, CASH_DELIVERY));
  expect(await move(unpaid.data.id, 'cancelled')).toMatchObject({ status: 200 });
  expect(await stockOf(product.id)).toBe(stock);
  expect((await orderTitles(unpaid.data.id)).at(-1)).toBe(`Order ${unpaid.data.id} cancelled by the shop`);
});

/** The audit entries of an order, oldest first: who (null: the operator API), the move. */
const auditOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT operator_id, action, before_json, after_json FROM ops_audit WHERE entity = 'order' AND entity_id = ?1 ORDER BY id",
    )
      .bind(String(id))
      .all()
  ).results;
const paymentsOf = async (id: number) =>
  (
    await env.DB.prepare('SELECT provider, amount_cents, status FROM payments WHERE order_id = ?1 AND provider = ?2')
      .bind(id, 'cash')
      .all()
  ).results;

/** A product for the tests below (the tests above have the others' limits used). */
const ownProduct = async () =>
  (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3 AND id > 100'))!;

/** A KHQR pick-up paid in full. */
async function paidOrder(token: string) {
  const product = await ownProduct();
  const placed = await placeOrder(token, buyNow(product.id, 1));
  await callApi(`/orders/${placed.data.id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: placed.data.id, outcome: 'paid' } });
  expect((await order(placed.data.id)).state).toBe('paid');
  return placed.data.id as number;
}

test('a refund the API refuses says why, in the shopper’s language, and changes nothing: no reason, bad amounts, over what was paid, no reference, a line not on the order', async () => {
  const id = await paidOrder(await demoToken());
  const before = await order(id);
  const { paid } = before;
  const refusals: [Record<string, unknown>, number, string][] = [
    [
      { amount: '1.00', note: '  ab  ' },
      CODE_REFUND_REASON_MISSING,
      'A refund needs its reason in "note", 3 to 200 characters',
    ],
    [{ amount: '-1.00' }, 400, 'amount'],
    [{ amount: '0.00' }, 400, 'amount'],
    [{ amount: '1e3' }, 400, 'amount'],
    [{ amount: (Number(paid) + 0.01).toFixed(2) }, 400, `at most $${paid}`],
    [{ amount: '1.00', method: 'bank', reference: '  ' }, 400, 'reference'],
    [{ amount: '1.00', restock: [999_999] }, 400, 'not on this order'],
  ];
  for (const [more, code, says] of refusals) {
    const answer = await refund(id, more);
    expect(answer, JSON.stringify(more)).toMatchObject({ code, msg: expect.stringContaining(says) });
    expect(answer.status).toBeGreaterThanOrEqual(400);
  }
  const khmer = await refund(id, { amount: '1.00', note: '' }, '2');
  expect(khmer).toMatchObject({ status: 400, code: CODE_REFUND_REASON_MISSING });
  expect(khmer.msg).toContain('ការសងប្រាក់វិញត្រូវការមូលហេតុ');
  // Longer than the timeline keeps: the contract's 400.
  expect(await refund(id, { amount: '1.00', note: 'x'.repeat(201) })).toMatchObject({ status: 400, code: 400 });
  expect(await order(id)).toEqual(before);
  expect(await auditOf(id)).toEqual([]);

  expect(await refund(id, { amount: paid, note: '  Arrived broken; money back by ABA  ' })).toMatchObject({
    status: 200,
    data: { id, state: 'refunded', refunded_total: paid },
  });
  const after = await order(id);
  expect(after.events.at(-1)).toMatchObject({ state: 'refunded', note: 'Arrived broken; money back by ABA' });
  expect(after.refunds).toMatchObject([{ amount: paid, method: 'khqr', reference: 'ABA 1001' }]);
  expect(await auditOf(id)).toMatchObject([{ operator_id: null, action: 'order_refund' }]);
  // Nothing is left to give back.
  expect(await refund(id, { amount: '0.01' })).toMatchObject({ status: 409 });
});

test('two refunds of what is left at once: one lands, the other is refused, and the order paid back once', async () => {
  const id = await paidOrder(await demoToken());
  const { paid } = await order(id);
  const answers = await Promise.all([refund(id, { amount: paid }), refund(id, { amount: paid })]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const after = await order(id);
  expect(after).toMatchObject({ state: 'refunded', refunded_total: paid });
  expect(after.refunds).toHaveLength(1);
});

test('a refund sent again with what the caller had read is refused, not paid twice; a bad figure is a 400', async () => {
  const id = await paidOrder(await demoToken());
  const once = { amount: '1.00', refunded_before: '0.00' };
  expect(await refund(id, once)).toMatchObject({ status: 200, data: { refunded_total: '1.00' } });
  // The retry after a timeout: the first landed, so the order is not as the caller read it.
  expect(await refund(id, once)).toMatchObject({ status: 409, msg: expect.stringContaining('Nothing was changed') });
  expect((await order(id)).refunded_total).toBe('1.00');
  expect(await refund(id, { amount: '1.00', refunded_before: '1.00' })).toMatchObject({ status: 200 });
  expect(await refund(id, { amount: '1.00', refunded_before: 'one' })).toMatchObject({ status: 400 });
  expect((await order(id)).refunded_total).toBe('2.00');
});

test('completing with a balance due needs collected: true, then records it as a cash payment; nothing due needs nothing', async () => {
  const token = await demoToken();
  const placed = await placeOrder(token, buyNow((await ownProduct()).id, 1, CASH_DELIVERY));
  const id = placed.data.id as number;
  expect(await move(id, 'shipped')).toMatchObject({ status: 200 });
  const { total } = await order(id);
  for (const more of [{}, { collected: false }]) {
    expect(await move(id, 'completed', more)).toMatchObject({
      status: 409,
      code: CODE_BALANCE_NOT_COLLECTED,
      msg: expect.stringContaining(`This order still has $${total} to pay.`),
    });
  }
  expect(await move(id, 'completed', { collected: 'yes' })).toMatchObject({ status: 400, code: 400 });
  expect(await order(id)).toMatchObject({ state: 'shipped', paid: '0.00', balance: total });
  expect(await paymentsOf(id)).toEqual([]);
  expect(await auditOf(id)).toEqual([
    {
      operator_id: null,
      action: 'order_state',
      before_json: '{"state":"processing"}',
      after_json: '{"state":"shipped"}',
    },
  ]);

  expect(await move(id, 'completed', { collected: true })).toMatchObject({ status: 200 });
  expect(await order(id)).toMatchObject({ state: 'completed', paid: total });
  expect(await paymentsOf(id)).toEqual([
    { provider: 'cash', amount_cents: Math.round(Number(total) * 100), status: 'paid' },
  ]);
  expect(await auditOf(id)).toHaveLength(2);

  // Paid in full online: completing it records no cash, with or without the word.
  const paid = await paidOrder(token);
  expect(await move(paid, 'processing')).toMatchObject({ status: 200 });
  expect(await move(paid, 'ready_for_pickup')).toMatchObject({ status: 200 });
  expect(await move(paid, 'completed')).toMatchObject({ status: 200 });
  expect(await paymentsOf(paid)).toEqual([]);
  expect((await auditOf(paid)).map((entry) => entry.after_json)).toEqual([
    '{"state":"processing"}',
    '{"state":"ready_for_pickup"}',
    '{"state":"completed"}',
  ]);
});

test("the console's audit log names the operator API for its moves, in both languages", async () => {
  const token = await demoToken();
  const placed = await placeOrder(token, buyNow((await ownProduct()).id, 1));
  expect(await move(placed.data.id, 'cancelled')).toMatchObject({ status: 200 });
  const cookie = await opsCookie(OWNER);
  const english = (await fetchPage('/ops/audit', { headers: { cookie } })).body;
  expect(english).toMatch(
    new RegExp(
      `<td[^>]*>Operator API \\(the shop’s key\\)</td><td[^>]*>Moved an order</td><td[^>]*><a href="/ops/orders/${placed.data.id}">order ${placed.data.id}</a></td>`,
    ),
  );
  expect(english).not.toContain('undefined');
  const khmer = (await fetchPage('/kh/ops/audit', { headers: { cookie } })).body;
  expect(khmer).toMatch(/<td[^>]*>API អ្នកគ្រប់គ្រងហាង \(សោរបស់ហាង\)<\/td>/);
});
