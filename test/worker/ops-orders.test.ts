import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { readOrderState } from '../../commerce/db/order-read';
import { moveByShop } from '../../commerce/order-moves';
import { callApi, demoToken } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere, stockOf } from '../commerce/order-helpers';
import { fetchPage, ORIGIN } from './fetch-page';
import { opsCookie, postForm, STAFF } from './ops-session';
import { workerFetch } from './worker-fetch';

// The console's orders: the list and its filters, an order and its moves, the slip, the CSV.
const one = async <T>(sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<T>())!;
const stateOf = async (id: number) =>
  (await one<{ state: string }>('SELECT state FROM orders WHERE id = ?1', id)).state;
const auditOf = async (id: number) =>
  (
    await env.DB.prepare(
      "SELECT action, before_json, after_json FROM ops_audit WHERE entity = 'order' AND entity_id = ?1 ORDER BY id",
    )
      .bind(String(id))
      .all<{ action: string; before_json: string; after_json: string }>()
  ).results;
/** The orders a list page links to, in its order. */
const listed = (body: string) =>
  [...body.matchAll(/href="\/(?:kh\/)?ops\/orders\/(\d+)"/g)].map((match) => Number(match[1]));
const idsWhere = async (where: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(`SELECT id FROM orders o WHERE ${where} ORDER BY created_at DESC, id DESC`)
      .bind(...params)
      .all<{ id: number }>()
  ).results.map((row) => row.id);

/** A cash delivery to the demo shopper's first address: it starts in processing. */
async function deliveryOrder(token: string) {
  const product = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  const placed = await placeOrder(
    token,
    buyNow(product.id, 1, { delivery: 'delivery', address_id: 1, payment_method: 'cash' }),
  );
  expect(placed.data.state).toBe('processing');
  return placed.data.id as number;
}

/** A KHQR pick-up paid in full through the sandbox. */
async function paidOrder(token: string) {
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3'))!;
  const placed = await placeOrder(token, buyNow(product.id, 1));
  expect(placed.code, placed.msg).toBe(0);
  await callApi(`/orders/${placed.data.id}/payment`, { bearer: token });
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: placed.data.id, outcome: 'paid' } });
  expect(await stateOf(placed.data.id)).toBe('paid');
  return placed.data.id as number;
}

test('the list is newest first, its filters and state counts are the database’s', async () => {
  const token = await demoToken();
  const delivery = await deliveryOrder(token);
  await paidOrder(token);
  const cookie = await opsCookie(STAFF);

  const all = await fetchPage('/ops/orders', { headers: { cookie } });
  expect(all.response.status).toBe(200);
  expect(listed(all.body)).toEqual((await idsWhere('1')).slice(0, 50));
  expect(all.body).toContain('href="/ops/orders">Orders</a>');
  // The table's roles are written out: a phone lays it out as cards, and WebKit would drop them.
  expect(all.body).toContain('<table role="table" class="ops-table">');
  expect(all.body).toContain('<th role="columnheader" scope="col">State</th>');
  expect(all.body).toMatch(/<tr role="row"><td role="cell" data-label="Order">/);
  const counts = (
    await env.DB.prepare('SELECT state, COUNT(*) AS n FROM orders GROUP BY state').all<{ state: string; n: number }>()
  ).results;
  for (const { state, n } of counts)
    expect(all.body).toContain(`href="/ops/orders?state=${state}">${OPS_MESSAGES.en.orders.states[state]} (${n})</a>`);
  expect(all.body).toContain(`>All (${counts.reduce((sum, row) => sum + row.n, 0)})</a>`);

  const pickups = await fetchPage('/ops/orders?fulfilment=pickup&payment=khqr', { headers: { cookie } });
  expect(listed(pickups.body)).toEqual(await idsWhere("delivery = 'pickup' AND payment_method = 'khqr'"));
  expect(listed(pickups.body)).not.toContain(delivery);

  const processing = await fetchPage('/kh/ops/orders?state=processing&fulfilment=delivery', { headers: { cookie } });
  expect(listed(processing.body)).toEqual(await idsWhere("state = 'processing' AND delivery = 'delivery'"));
  expect(listed(processing.body)).toContain(delivery);
  expect(processing.body).toContain('ដឹកជញ្ជូន');

  // Phnom Penh days (UTC+7): seed order 2 was placed 2026-10-25 at 10:46 there (1792900000).
  const day = await fetchPage('/ops/orders?from=2026-10-25&to=2026-10-25', { headers: { cookie } });
  expect(listed(day.body)).toEqual(await idsWhere('created_at >= ?1 AND created_at < ?2', 1792861200, 1792947600));
  expect(listed(day.body)).toContain(2);

  const merchant = await fetchPage('/ops/orders?merchant=16', { headers: { cookie } });
  expect(listed(merchant.body)).toEqual(
    await idsWhere('EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.merchant_id = 16)'),
  );
  expect(merchant.body).toContain('<option value="16" selected="">');
  // Nonsense filters are dropped, not errors.
  const junk = await fetchPage('/ops/orders?state=lost&from=2026-02-30&merchant=x', { headers: { cookie } });
  expect(listed(junk.body)).toEqual(listed(all.body));
});

test('a processing delivery moved to shipped: the shopper sees it, gets a message, and the audit has one entry', async () => {
  const token = await demoToken();
  const id = await deliveryOrder(token);
  const cookie = await opsCookie(STAFF);
  const messages = async () =>
    (await one<{ n: number }>('SELECT COUNT(*) AS n FROM member_messages WHERE user_id = 1')).n;
  const before = await messages();

  const page = await fetchPage(`/ops/orders/${id}`, { headers: { cookie } });
  expect(page.response.status).toBe(200);
  expect(page.body).toContain('Mark as shipped');
  expect(page.body).toContain('Cancel the order');
  expect(page.body).not.toContain('Mark as ready for pick-up');

  const moved = await postForm(`/ops/orders/${id}/state`, cookie, { state: 'shipped' });
  expect(moved.response.status).toBe(303);
  expect(moved.response.headers.get('location')).toBe(`/ops/orders/${id}`);
  const shopper = await callApi(`/orders/${id}`, { bearer: token });
  expect(shopper.data.state).toBe('shipped');
  expect(shopper.data.events.map((event: { state: string }) => event.state)).toEqual(['processing', 'shipped']);
  expect(await messages()).toBe(before + 1);
  expect(await auditOf(id)).toEqual([
    { action: 'order_state', before_json: '{"state":"processing"}', after_json: '{"state":"shipped"}' },
  ]);
  const after = await fetchPage(`/ops/orders/${id}`, { headers: { cookie } });
  expect(after.body).toContain('Mark as completed');

  // A move the state does not allow: the page again with the reason, nothing changed.
  const refused = await postForm(`/kh/ops/orders/${id}/state`, cookie, { state: 'ready_for_pickup' });
  expect(refused.response.status).toBe(409);
  expect(refused.body).toContain('role="alert"');
  expect(refused.body).toContain('ការបញ្ជាទិញនេះឥឡូវ បានដឹកចេញ');
  const again = await postForm(`/ops/orders/${id}/state`, cookie, { state: 'cancelled' });
  expect(again.response.status).toBe(409);
  expect(again.body).toContain('This order is shipped now: that move is not allowed, nothing was changed.');
  const unknown = await postForm(`/ops/orders/${id}/state`, cookie, { state: 'paid' });
  expect(unknown.response.status).toBe(400);
  expect(await stateOf(id)).toBe('shipped');
  expect(await auditOf(id)).toHaveLength(1);
  expect(await messages()).toBe(before + 1);
  expect((await callApi(`/orders/${id}`, { bearer: token })).data.events).toHaveLength(2);
});

test('staff cancel an unpaid order: its stock goes back, one audit entry; an audit never lands without its move', async () => {
  const token = await demoToken();
  const id = await deliveryOrder(token);
  const product = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  const stock = await stockOf(product.id);
  const cookie = await opsCookie(STAFF);
  // Not without the box ticked: the page again, saying so, and nothing changed.
  const unticked = await postForm(`/ops/orders/${id}/state`, cookie, { state: 'cancelled' });
  expect(unticked.response.status).toBe(400);
  expect(unticked.body).toContain('Nothing was changed. Tick the box to confirm this move.');
  expect(await stateOf(id)).toBe('processing');
  expect(await auditOf(id)).toEqual([]);
  const cancelled = await postForm(`/ops/orders/${id}/state`, cookie, { state: 'cancelled', confirm: '1' });
  expect(cancelled.response.status).toBe(303);
  expect(await stateOf(id)).toBe('cancelled');
  expect(await stockOf(product.id)).toBe(stock + 1);
  expect(await auditOf(id)).toEqual([
    { action: 'order_state', before_json: '{"state":"processing"}', after_json: '{"state":"cancelled"}' },
  ]);
  // A cancelled order is owed nothing.
  expect((await fetchPage(`/ops/orders/${id}`, { headers: { cookie } })).body).toContain(
    '<dt>Balance due</dt><dd>$0.00</dd>',
  );

  // Two operators on the same page: the second move finds the order moved, and records nothing.
  const other = await deliveryOrder(token);
  const seen = (await readOrderState(env.DB, other))!;
  const move = (to: 'shipped' | 'cancelled') => ({ to, note: '', collected: false, operatorId: 2 });
  expect(await moveByShop(env.DB, other, seen, move('shipped'), 1)).toBe('moved');
  expect(await moveByShop(env.DB, other, seen, move('shipped'), 2)).toBe('refused');
  expect(await moveByShop(env.DB, other, seen, move('cancelled'), 3)).toBe('refused');
  expect(await auditOf(other)).toHaveLength(1);
  expect(await stateOf(other)).toBe('shipped');
});

test('completing an order with its balance due asks the operator to confirm the cash collected, and records it as a cash payment', async () => {
  const token = await demoToken();
  // A cash delivery of a product of its own (the tests above have the others' limits used).
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND id > 100'))!;
  const placed = await placeOrder(
    token,
    buyNow(product.id, 1, { delivery: 'delivery', address_id: 1, payment_method: 'cash' }),
  );
  const id = placed.data.id as number;
  const cookie = await opsCookie(STAFF);
  expect((await postForm(`/ops/orders/${id}/state`, cookie, { state: 'shipped' })).response.status).toBe(303);
  const { total } = (await callApi(`/orders/${id}`, { bearer: token })).data;
  const page = await fetchPage(`/ops/orders/${id}`, { headers: { cookie } });
  expect(page.body).toContain(`Yes, I have collected the balance of $${total} from the shopper`);
  // The shopper opens their member page; numbers read as shoppers write them.
  expect(page.body).toContain('<a href="/ops/members/1">Chan Sokha</a><br/>012 345 678');
  expect(page.body).toContain('Chan Sokha · 012 345 678');
  expect(page.body).toMatch(/<span>processing<\/span><span>[^<]* · placed<\/span>/);

  const shipped = (await readOrderState(env.DB, id))!;
  const unticked = await postForm(`/ops/orders/${id}/state`, cookie, { state: 'completed' });
  expect(unticked.response.status).toBe(400);
  expect(await stateOf(id)).toBe('shipped');
  const payments = () =>
    env.DB.prepare('SELECT provider, amount_cents, status FROM payments WHERE order_id = ?1').bind(id).all();
  expect((await payments()).results).toEqual([]);

  const completed = await postForm(`/ops/orders/${id}/state`, cookie, { state: 'completed', confirm: '1' });
  expect(completed.response.status).toBe(303);
  expect((await callApi(`/orders/${id}`, { bearer: token })).data).toMatchObject({ state: 'completed', paid: total });
  expect((await payments()).results).toEqual([
    { provider: 'cash', amount_cents: Math.round(Number(total) * 100), status: 'paid' },
  ]);
  expect((await fetchPage(`/kh/ops/orders/${id}`, { headers: { cookie } })).body).toContain('សាច់ប្រាក់ · ');
  // The same move again from what another tab read before (shipped, the balance due): its batch runs and
  // records nothing, as the order had moved.
  const again = { to: 'completed', note: '', collected: true, operatorId: 2 } as const;
  expect(await moveByShop(env.DB, id, shipped, again, 3)).toBe('refused');
  expect((await payments()).results).toHaveLength(1);
  expect(await auditOf(id)).toHaveLength(2);
});

test('the CSV: a byte-order mark, the header, one line per order, a formula neutralised', async () => {
  await env.DB.prepare(`UPDATE users SET name = '=HYPERLINK("http://x","Chan, Sokha")' WHERE id = 1`).run();
  const cookie = await opsCookie(STAFF);
  const response = await workerFetch(
    new Request(`${ORIGIN}/ops/orders.csv?fulfilment=pickup`, { headers: { cookie } }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder().decode(bytes).split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines[0]).toBe('Order,Date,Shopper,Mobile,Items,Total (USD),State,Delivery or pick-up,Payment');
  const ids = await idsWhere("delivery = 'pickup'");
  expect(lines.slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual(ids);
  expect(lines[1]).toContain(`,"'=HYPERLINK(""http://x"",""Chan, Sokha"")",`);

  const khmer = await workerFetch(new Request(`${ORIGIN}/kh/ops/orders.csv`, { headers: { cookie } }));
  const text = new TextDecoder().decode(await khmer.arrayBuffer());
  expect(text.split('\r\n')[0]).toContain('ការបញ្ជាទិញ,កាលបរិច្ឆេទ');
  expect(text.split('\r\n')).toHaveLength((await idsWhere('1')).length + 2);
});

test('the packing slip: the balance to collect in dollars and riel, each line’s SKU and merchant, a Print button; in the page’s language, no console bar when printed', async () => {
  const cookie = await opsCookie(STAFF);
  const khmer = await fetchPage('/kh/ops/orders/2/slip', { headers: { cookie } });
  expect(khmer.response.status).toBe(200);
  expect(khmer.body).toContain('<html lang="km">');
  expect(khmer.body).toContain('បណ្ណវេចខ្ចប់ · ការបញ្ជាទិញ #2');
  expect(khmer.body).toContain('ថេប្លេត iPad ជំនាន់ទី ១០ Wi-Fi ៦៤GB');
  expect(khmer.body).toContain('Opposite the BKK market');
  // Shipped, $450.49 of which $90.00 paid: the rest in riel is the total's less the paid part's, as checkout showed.
  expect(khmer.body).toContain('ប្រាក់នៅសល់ត្រូវប្រមូល៖ $360.49 (1,478,000៛)');
  const english = await fetchPage('/ops/orders/1/slip', { headers: { cookie } });
  expect(english.body).toContain('Kampot pepper iced coffee, 6 bottles');
  expect(english.body).toMatch(
    /<td[^>]*>Kampot pepper iced coffee, 6 bottles<\/td><td[^>]*>MS-000016<\/td><td[^>]*>Kep Coffee &amp; Bakery<\/td><td[^>]*>2<\/td>/,
  );
  expect(english.body).toContain('Nothing to collect: paid in full.');
  // Phones have no Ctrl+P: the console's script shows the button and prints.
  expect(english.body).toContain('<button type="button" data-print="" hidden="">Print the slip</button>');
  expect(english.body).toMatch(/<script type="module" src="[^"]+" nonce="[^"]+"><\/script>/);
  // public/ops.css's print rules leave these out.
  expect(english.body).toContain('<header class="ops-bar">');
  expect(english.body).toContain('<p class="ops-noprint">');
  expect((await fetchPage('/ops/orders/999999', { headers: { cookie } })).response.status).toBe(404);
  expect((await fetchPage('/ops/orders/1', {})).response.status).toBe(303);
});
