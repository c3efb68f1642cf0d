import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, expect, test, vi } from 'vitest';
import worker from '../../worker/index';
import { ACCOUNT, fakeBakong, VARS } from '../commerce/bakong-fake';
import { fetchPage, ORIGIN } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';

// Issue point 3: the operator sees every payment that needs a person (/ops/payments, decision 045): codes
// being checked, payments found after cancellation and the orders owed a refund, transactions that did not
// match, the Bakong token; "mark dealt with" and "token set today" are audited; the glance counts them all.
// Rows are put straight into D1, as the sweep would leave them.

const DAY = 86_400;

// Storage is the test file's, not the test's: each test starts with none of what these lists show.
beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM payment_issues'),
    // As the shop would cancel them: with a reason, and what they held given back.
    env.DB.prepare(
      "UPDATE orders SET state = 'cancelled', cancel_reason = 'shop', released_at = updated_at WHERE state IN ('payment_checking', 'refund_due')",
    ),
    env.DB.prepare(
      'UPDATE payment_rails SET token_set_at = NULL, token_refused_at = NULL, answered_at = NULL, failed_at = NULL, failure = NULL',
    ),
  ]);
});
const now = () => Math.floor(Date.now() / 1000);
let serial = 0;

async function shopper(name: string) {
  serial += 1;
  const mobile = `8551000${String(serial).padStart(4, '0')}`;
  const row = await env.DB.prepare(
    "INSERT INTO users (mobile, name, pass_salt, pass_hash, created_at) VALUES (?1, ?2, '', '', ?3) RETURNING id",
  )
    .bind(mobile, name, now())
    .first<{ id: number }>();
  return row!.id;
}

type OrderRow = { state: string; total?: number; paid?: number; expiresAt?: number | null; createdAt?: number };
async function order(userId: number, { state, total = 725, paid = 0, expiresAt = null, createdAt = now() }: OrderRow) {
  serial += 1;
  const row = await env.DB.prepare(
    `INSERT INTO orders (user_id, idempotency_key, request_hash, state, delivery, outlet_id, payment_plan, payment_method,
       currency, goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents,
       paid_cents, expires_at, cancel_reason, released_at, created_at, updated_at)
     VALUES (?1, ?2, 'test', ?3, 'pickup', 1, 'full', 'khqr', 'USD', ?4, 0, 0, 0, ?4, ?4, 0, ?5, ?6,
       CASE WHEN ?3 = 'cancelled' THEN 'expired' END, CASE WHEN ?3 IN ('cancelled', 'refund_due', 'refunded') THEN ?7 END, ?7, ?7)
     RETURNING id`,
  )
    .bind(userId, `payments-test-${serial}`, state, total, paid, expiresAt, createdAt)
    .first<{ id: number }>();
  return row!.id;
}

type PaymentRow = {
  status: 'pending' | 'paid' | 'failed';
  cents?: number;
  currency?: 'USD' | 'KHR';
  minor?: number;
  failures?: number;
  nextCheckAt?: number | null;
  checkedAt?: number | null;
};
async function payment(orderId: number, p: PaymentRow) {
  const cents = p.cents ?? 725;
  const row = await env.DB.prepare(
    `INSERT INTO payments (order_id, provider, amount_cents, currency, amount_minor, status, md5, created_at,
       check_failures, next_check_at, checked_at)
     VALUES (?1, 'khqr', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id`,
  )
    .bind(
      orderId,
      cents,
      p.currency ?? 'USD',
      p.minor ?? cents,
      p.status,
      `md5-${orderId}`,
      now() - 3600,
      p.failures ?? 0,
      p.nextCheckAt ?? null,
      p.checkedAt ?? null,
    )
    .first<{ id: number }>();
  return row!.id;
}

async function issue(kind: 'late' | 'mismatch', orderId: number, paymentId: number, reference: string, detail: object) {
  const row = await env.DB.prepare(
    `INSERT INTO payment_issues (kind, order_id, payment_id, reference, detail, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6) RETURNING id`,
  )
    .bind(kind, orderId, paymentId, reference, JSON.stringify(detail), now() - 600)
    .first<{ id: number }>();
  return row!.id;
}

const operatorId = async (email: string) =>
  (await env.DB.prepare('SELECT id FROM operators WHERE email = ?1').bind(email).first<{ id: number }>())!.id;
const audits = async (action: string) =>
  (
    await env.DB.prepare(
      'SELECT operator_id, entity, entity_id, before_json, after_json FROM ops_audit WHERE action = ?1 ORDER BY id',
    )
      .bind(action)
      .all<{ operator_id: number; entity: string; entity_id: string; before_json: string; after_json: string }>()
  ).results;
const rail = () =>
  env.DB.prepare("SELECT token_set_at, token_refused_at FROM payment_rails WHERE rail = 'bakong'").first<{
    token_set_at: number | null;
    token_refused_at: number | null;
  }>();

/** A console page with Bakong confirmation on (the fake Bakong's variables), as the worker would serve it. */
async function pageWithBakong(path: string, cookie: string) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(ORIGIN + path, { headers: { cookie }, redirect: 'manual' }),
    { ...env, ...VARS } as CloudflareBindings,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** A section of the page, from its heading to the next h2 (or the end). */
const section = (body: string, id: string) => {
  const start = body.indexOf(`<h2 id="${id}">`);
  expect(start, id).toBeGreaterThan(-1);
  const end = body.indexOf('<h2 ', start + 1);
  return body.slice(start, end === -1 ? undefined : end);
};
/** The order numbers a part of a page links to, in its order. */
const orderLinks = (html: string) =>
  [...html.matchAll(/href="\/(?:kh\/)?ops\/orders\/(\d+)"/g)].map((m) => Number(m[1]));

test('with nothing to do, each list says so; staff read the page and the glance’s zero, and get no token form', async () => {
  const cookie = await opsCookie(STAFF);
  const { response, body } = await fetchPage('/ops/payments', { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(body).toContain('<h1>Payments needing a person</h1>');
  expect(body).toContain('href="/ops/payments">Payments</a>');
  expect(body).toContain('Codes being checked (0)');
  expect(body).toContain('No code is being checked: Bakong has answered for every KHQR order past its deadline.');
  expect(body).toContain('No payment has arrived for a cancelled order.');
  expect(body).toContain('No order is owed a refund.');
  expect(body).toContain('Every transaction Bakong returned matched its code.');
  // The tests' worker has no Bakong token: confirmation is off, and no warning is given about a token not in use.
  expect(body).toContain('Bakong confirmation is off (BAKONG_TOKEN or KHQR_ACCOUNT_ID is not set)');
  expect(body).toContain('No one has recorded when the token was set.');
  expect(body).not.toContain('ops-error');
  expect(body).toContain('An owner records the day the token is set.');
  expect(body).not.toContain('action="/ops/payments/token"');

  const khmer = await fetchPage('/kh/ops/payments', { headers: { cookie } });
  expect(khmer.body).toContain('<h1>ការបង់ប្រាក់ដែលត្រូវការអ្នកដោះស្រាយ</h1>');
  expect(khmer.body).toContain('href="/kh/ops/payments">ការបង់ប្រាក់</a>');
  expect(khmer.body).toContain('គ្មានកូដណាកំពុងពិនិត្យទេ');

  const glance = (await fetchPage('/ops', { headers: { cookie } })).body;
  expect(glance).toContain(
    '<dt>Payments needing a person</dt><dd><a href="/ops/payments">0</a></dd><dd class="ops-tile-parts">0 being checked · 0 refunds due · 0 to look at</dd>',
  );
});

test('codes being checked: the overdue decision first and flagged, with the asks, amounts in dollars and riel, in both languages', async () => {
  const t = now();
  const sokha = await shopper('Sokha Chan');
  const long = await shopper('សុវណ្ណារ៉ា ចាន់ដារ៉ាវង្សសុភក្ដិ');
  // Ten minutes past its deadline, in riel, two asks unanswered, the next in five minutes.
  const recent = await order(sokha, { state: 'payment_checking', expiresAt: t - 600 });
  await payment(recent, { status: 'pending', currency: 'KHR', minor: 29_700, failures: 2, nextCheckAt: t + 300 });
  // A day and an hour past it: the sweep stopped asking.
  const old = await order(long, { state: 'payment_checking', total: 1250, expiresAt: t - DAY - 3600 });
  await payment(old, { status: 'pending', cents: 1250, failures: 9, checkedAt: t - DAY - 1800 });
  await env.DB.prepare(
    "UPDATE payment_rails SET failed_at = ?1, failure = 'timeout', answered_at = ?2 WHERE rail = 'bakong'",
  )
    .bind(t - 120, t - 7200)
    .run();

  const cookie = await opsCookie(STAFF);
  const body = (await fetchPage('/ops/payments', { headers: { cookie } })).body;
  const checks = section(body, 'ops-checking');
  expect(checks).toContain('Codes being checked (2)');
  expect(orderLinks(checks)).toEqual([old, recent]);
  expect(checks.match(/class="ops-flag">Needs a decision</g)).toHaveLength(1);
  expect(checks).toContain('an owner can cancel the order on its page.');
  expect(checks).toContain('<td role="cell" data-label="Amount due">$7.25 · 29,700៛</td>');
  expect(checks).toContain('<td role="cell" data-label="Amount due">$12.50</td>');
  expect(checks).toContain('<td role="cell" data-label="Asks unanswered in a row">2</td>');
  expect(checks).toContain('<td role="cell" data-label="Asks unanswered in a row">9</td>');
  // Seed day, noon in Phnom Penh: the next ask at 12:05, the old one no longer asked; its last answer at 11:30 the day before.
  expect(checks).toContain('<td role="cell" data-label="Next ask" class="ops-when">21 Nov 2026 12:05</td>');
  expect(checks).toContain('<td role="cell" data-label="Next ask" class="ops-when">Not asked any more</td>');
  expect(checks).toContain('<td role="cell" data-label="Bakong last answered" class="ops-when">20 Nov 2026 11:30</td>');
  expect(checks).toContain('<td role="cell" data-label="Bakong last answered" class="ops-when">Not yet</td>');
  expect(checks).toContain('Bakong’s last failure: timeout (21 Nov 2026 11:58), for every code asked then.');
  expect(checks).toContain('សុវណ្ណារ៉ា ចាន់ដារ៉ាវង្សសុភក្ដិ');

  const khmer = section((await fetchPage('/kh/ops/payments', { headers: { cookie } })).body, 'ops-checking');
  expect(khmer).toContain('កូដដែលកំពុងពិនិត្យ (2)');
  expect(khmer).toContain('class="ops-flag">ត្រូវការការសម្រេចចិត្ត<');
  expect(khmer).toContain('ម្ចាស់អាចលុបចោលការបញ្ជាទិញនៅលើទំព័ររបស់វា');
  expect(khmer).toContain('<td role="cell" data-label="ការសួរលើកក្រោយ" class="ops-when">21 វិច្ឆិកា 2026 12:05</td>');
  expect(khmer).toContain('<td role="cell" data-label="ការសួរលើកក្រោយ" class="ops-when">លែងសួរទៀតហើយ</td>');

  // The orders list filters and names the state, its CSV too; staff may not cancel such an order, an owner decides.
  const list = (await fetchPage('/ops/orders?state=payment_checking', { headers: { cookie } })).body;
  expect(list).toContain('>payment being checked (2)</a>');
  expect(orderLinks(list.slice(list.indexOf('<table')))).toEqual([old, recent]);
  expect((await fetchPage('/kh/ops/orders', { headers: { cookie } })).body).toContain('>កំពុងពិនិត្យការបង់ប្រាក់ (2)</a>');
  const csv = (await fetchPage('/ops/orders.csv?state=payment_checking', { headers: { cookie } })).body;
  expect(csv).toContain(`${old},`);
  expect(csv).toContain(',payment being checked,');
  const staffOrder = (await fetchPage(`/ops/orders/${old}`, { headers: { cookie } })).body;
  expect(staffOrder).toContain('Bakong has not said whether this order’s KHQR code was paid');
  expect(staffOrder).not.toContain('value="cancelled"');
  const staffCancel = await postForm(`/ops/orders/${old}/state`, cookie, { state: 'cancelled', confirm: '1' });
  expect(staffCancel.response.status).toBe(404);
  expect((await env.DB.prepare('SELECT state FROM orders WHERE id = ?1').bind(old).first())!.state).toBe(
    'payment_checking',
  );
  const ownerOrder = (await fetchPage(`/ops/orders/${old}`, { headers: { cookie: await opsCookie(OWNER) } })).body;
  expect(ownerOrder).toContain('value="cancelled"');
  expect(ownerOrder).toContain('Yes, cancel it: the shop’s bank account shows no payment for its code');
});

test('payments found after cancellation and the orders owed a refund; “mark dealt with” resolves once, audited', async () => {
  const t = now();
  const dara = await shopper('Dara Kim');
  const back = await order(dara, { state: 'paid', paid: 725 });
  const backPaid = await payment(back, { status: 'paid' });
  const lateBack = await issue('late', back, backPaid, 'bakong:aa11bb22cc33', { outcome: 'reinstated' });
  const owed = await order(dara, { state: 'refund_due', total: 4000, paid: 4000 });
  const owedPaid = await payment(owed, { status: 'paid', cents: 4000, currency: 'KHR', minor: 164_000 });
  await issue('late', owed, owedPaid, 'bakong:dd44ee55ff66', { outcome: 'refund_due' });

  const cookie = await opsCookie(STAFF);
  const late = section((await fetchPage('/ops/payments', { headers: { cookie } })).body, 'ops-late');
  expect(late).toContain('Payments found after cancellation (2)');
  expect(late).toContain('<code>aa11bb22cc33</code>');
  expect(late).toContain('<td role="cell" data-label="What the shop did">Reinstated as paid</td>');
  expect(late).toContain('<td role="cell" data-label="What the shop did">Refund due</td>');
  expect(late).toContain('<td role="cell" data-label="Paid">$40.00 · 164,000៛</td>');
  expect(late).toContain('class="ops-state ops-state-refund_due">refund due</span>');
  expect(late).toContain('Orders owed a refund (1)');
  expect(late).toContain(`<a href="/ops/orders/${owed}">Refund it on its page</a>`);
  expect(late).toContain(`action="/ops/payments/issues/${lateBack}/resolve"`);
  expect(late).toContain(`aria-label="Mark dealt with · #${back}"`);

  const khmer = section((await fetchPage('/kh/ops/payments', { headers: { cookie } })).body, 'ops-late');
  expect(khmer).toContain('ការបង់ប្រាក់ដែលរកឃើញក្រោយការលុបចោល (2)');
  expect(khmer).toContain('បានស្ដារឡើងវិញ ជាបានបង់ប្រាក់');
  expect(khmer).toContain('ការបញ្ជាទិញដែលត្រូវសងប្រាក់វិញ (1)');
  expect(khmer).toContain('សម្គាល់ថាបានដោះស្រាយ');

  // From another site, nothing runs.
  const forged = await fetchPage(`/ops/payments/issues/${lateBack}/resolve`, {
    method: 'POST',
    headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(forged.response.status).toBe(403);

  const done = await postForm(`/ops/payments/issues/${lateBack}/resolve`, cookie, {});
  expect(done.response.status).toBe(303);
  expect(done.response.headers.get('location')).toBe('/ops/payments?done=resolved');
  const staffId = await operatorId(STAFF.email);
  const resolved = await env.DB.prepare('SELECT resolved_at, resolved_by FROM payment_issues WHERE id = ?1')
    .bind(lateBack)
    .first<{ resolved_at: number; resolved_by: number }>();
  expect(resolved!.resolved_by).toBe(staffId);
  expect(resolved!.resolved_at - t).toBeLessThan(60);
  const after = (await fetchPage('/ops/payments?done=resolved', { headers: { cookie } })).body;
  expect(after).toContain('Marked dealt with: it has left the list');
  expect(after).not.toContain('aa11bb22cc33');
  expect(section(after, 'ops-late')).toContain('Payments found after cancellation (1)');
  // The order owed its refund stays listed until it is refunded: dealing with the payment is not refunding it.
  expect(section(after, 'ops-late')).toContain('Orders owed a refund (1)');

  // A second press (or another operator's) changes nothing and audits nothing; an unknown issue is not found.
  expect((await postForm(`/ops/payments/issues/${lateBack}/resolve`, cookie, {})).response.status).toBe(303);
  expect((await postForm('/ops/payments/issues/999999/resolve', cookie, {})).response.status).toBe(404);
  const entries = await audits('payment_issue_resolve');
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ operator_id: staffId, entity: 'order', entity_id: String(back) });
  expect(JSON.parse(entries[0]!.before_json)).toMatchObject({ issue: lateBack, kind: 'late', resolved_at: null });
  expect(JSON.parse(entries[0]!.after_json)).toEqual({ resolved_at: resolved!.resolved_at });
  const owner = await opsCookie(OWNER);
  const log = (await fetchPage('/ops/audit', { headers: { cookie: owner } })).body;
  expect(log).toContain('Marked a payment dealt with');
  expect(log).toContain(`<a href="/ops/orders/${back}">order ${back}</a>`);

  // The owner refunds the order owed its money from its page, which says why it is owed.
  const owedPage = (await fetchPage(`/ops/orders/${owed}`, { headers: { cookie: owner } })).body;
  expect(owedPage).toContain('This order was paid ($40.00) after it was cancelled');
  expect(owedPage).toContain('Paid $40.00, refunded $0.00: up to $40.00 can be refunded.');
  expect(owedPage).toContain('<dt>Balance due</dt><dd>$0.00</dd>');
  const refunded = await postForm(`/ops/orders/${owed}/refunds`, owner, {
    amount: '40.00',
    method: 'bank',
    reference: 'ABA 7781',
    why: 'Paid after it was cancelled; returned by ABA transfer',
    confirm: '1',
    seen: '0',
  });
  expect(refunded.response.status).toBe(303);
  expect(section((await fetchPage('/ops/payments', { headers: { cookie } })).body, 'ops-late')).toContain(
    'No order is owed a refund.',
  );
  // The audit names both states in the console's words.
  expect((await fetchPage('/ops/audit', { headers: { cookie: owner } })).body).toContain('refund due → refunded');
  expect((await fetchPage('/kh/ops/audit', { headers: { cookie: owner } })).body).toContain('នឹងសងប្រាក់វិញ → បានសងប្រាក់វិញ');
});

test('transactions that did not match: what was paid, to whom and why, in both languages; dealt with one at a time', async () => {
  const vanna = await shopper('Vanna Sok');
  const first = await order(vanna, { state: 'pending_payment', expiresAt: now() + 300 });
  const code = await payment(first, { status: 'pending' });
  const second = await order(vanna, { state: 'cancelled' });
  const secondCode = await payment(second, { status: 'failed', currency: 'KHR', minor: 29_700 });
  const short = await issue('mismatch', first, code, 'bakong:5eed0001', {
    why: 'amount',
    amount: 7,
    currency: 'USD',
    to_account: 'membershop@aclb',
  });
  await issue('mismatch', first, code, 'bakong:5eed0002', {
    why: 'currency',
    amount: 29_700,
    currency: 'KHR',
    to_account: 'membershop@aclb',
  });
  await issue('mismatch', second, secondCode, 'bakong:5eed0003', {
    why: 'receiving account',
    amount: 29_700,
    currency: 'KHR',
    to_account: 'someone.else@aba',
  });

  const cookie = await opsCookie(OWNER);
  const part = section((await fetchPage('/ops/payments', { headers: { cookie } })).body, 'ops-mismatch');
  expect(part).toContain('Transactions that did not match (3)');
  expect(part).toContain('<code>5eed0001</code>');
  expect(part).toContain('<td role="cell" data-label="Paid">$7.00</td>');
  expect(part).toContain('<td role="cell" data-label="Paid">29,700៛</td>');
  expect(part).toContain('<td role="cell" data-label="The code asked for">$7.25</td>');
  expect(part).toContain('<td role="cell" data-label="The code asked for">$7.25 · 29,700៛</td>');
  expect(part).toContain('class="ops-account">someone.else@aba</td>');
  expect(part).toContain('>Another amount</td>');
  expect(part).toContain('>Another currency</td>');
  expect(part).toContain('>Another receiving account</td>');
  const khmer = section((await fetchPage('/kh/ops/payments', { headers: { cookie } })).body, 'ops-mismatch');
  expect(khmer).toContain('ប្រតិបត្តិការដែលមិនត្រូវគ្នា (3)');
  expect(khmer).toContain('>ចំនួនទឹកប្រាក់ផ្សេង</td>');
  expect(khmer).toContain('>គណនីទទួលផ្សេង</td>');

  expect(
    (await postForm(`/kh/ops/payments/issues/${short}/resolve`, cookie, {})).response.headers.get('location'),
  ).toBe('/kh/ops/payments?done=resolved');
  const after = section((await fetchPage('/ops/payments', { headers: { cookie } })).body, 'ops-mismatch');
  expect(after).toContain('Transactions that did not match (2)');
  expect(after).not.toContain('5eed0001');
  expect(after).toContain('5eed0002');
});

test('the Bakong token: its age warns from day 80, a refusal at once in red; owners record “set today”, staff cannot', async () => {
  const t = now();
  const owner = await opsCookie(OWNER);
  const staff = await opsCookie(STAFF);
  const setAt = (at: number | null, refusedAt: number | null = null) =>
    env.DB.prepare("UPDATE payment_rails SET token_set_at = ?1, token_refused_at = ?2 WHERE rail = 'bakong'")
      .bind(at, refusedAt)
      .run();

  // Set 79 days ago: its age, no warning.
  await setAt(t - 79 * DAY);
  let page = (await pageWithBakong('/ops/payments', staff)).body;
  expect(page).toContain('Bakong confirmation is on: every code pays membershop@aclb');
  expect(page).toContain('The token was recorded as set on 3 Sep 2026: 79 days ago. Bakong tokens last 90 days.');
  expect(page).not.toContain('ops-warning');
  expect(page).not.toContain('ops-error');

  // Day 85: the page and the glance warn (amber), naming the day it runs out.
  await setAt(t - 85 * DAY);
  page = (await pageWithBakong('/ops/payments', staff)).body;
  const warning = 'The Bakong token is 85 days old and runs out on 26 Nov 2026';
  expect(page).toContain(`<p class="ops-warning ops-token-warning" role="status"><a href="#bakong-token">${warning}`);
  const glance = (await pageWithBakong('/ops', staff)).body;
  expect(glance).toContain(`<a href="/ops/payments#bakong-token">${warning}`);
  // With Bakong confirmation off, the token is not in use: no warning.
  expect((await fetchPage('/ops', { headers: { cookie: staff } })).body).not.toContain(warning);

  // Refused after it was set: red at once, whatever its age, in both languages.
  await setAt(t - 10 * DAY, t - DAY);
  page = (await pageWithBakong('/ops/payments', staff)).body;
  expect(page).toContain(
    '<p class="ops-error ops-token-warning" role="alert"><a href="#bakong-token">Bakong refused the token on 20 Nov 2026: renew it and record it here.',
  );
  expect((await pageWithBakong('/ops', staff)).body).toContain('Bakong refused the token on 20 Nov 2026');
  expect((await pageWithBakong('/kh/ops/payments', staff)).body).toContain('Bakong បានបដិសេធ Token នៅថ្ងៃ 20 វិច្ឆិកា 2026');

  // Staff cannot record it: the route does not exist for them, nothing is written.
  const refused = await postForm('/ops/payments/token', staff, {});
  expect(refused.response.status).toBe(404);
  expect(await rail()).toEqual({ token_set_at: t - 10 * DAY, token_refused_at: t - DAY });
  expect(await audits('bakong_token_set')).toEqual([]);

  // The owner records the new token: today, audited; the refusal is older than it, so the warning goes.
  expect((await pageWithBakong('/ops/payments', owner)).body).toContain('action="/ops/payments/token"');
  const recorded = await postForm('/ops/payments/token', owner, {});
  expect(recorded.response.status).toBe(303);
  expect(recorded.response.headers.get('location')).toBe('/ops/payments?done=recorded#bakong-token');
  const set = (await rail())!;
  expect(set.token_set_at! - t).toBeLessThan(60);
  expect(set.token_refused_at).toBe(t - DAY);
  const [entry] = await audits('bakong_token_set');
  expect(entry).toMatchObject({
    operator_id: await operatorId(OWNER.email),
    entity: 'payment_rail',
    entity_id: 'bakong',
  });
  expect(JSON.parse(entry!.before_json)).toEqual({ token_set_at: t - 10 * DAY });
  expect(JSON.parse(entry!.after_json)).toEqual({ token_set_at: set.token_set_at });
  page = (await pageWithBakong('/ops/payments?done=recorded', owner)).body;
  expect(page).toContain('Recorded: the token was set today.');
  expect(page).toContain('The token was recorded as set on 21 Nov 2026: 0 days ago.');
  expect(page).not.toContain('ops-error');
});

test('the glance counts every payment needing a person, and leaves unsettled and owed orders out of today’s value', async () => {
  const cookie = await opsCookie(OWNER);
  const revenue = async () => {
    const body = (await fetchPage('/ops', { headers: { cookie } })).body;
    const match = /Value of today’s orders \(not counting KHQR orders still unpaid\)<\/dt><dd>\$([\d,.]+)<\/dd>/.exec(
      body,
    );
    expect(match, body).not.toBeNull();
    return { body, revenue: match![1] };
  };
  const before = await revenue();

  const who = await shopper('ចាន់ សុខា');
  const checking = [
    await order(who, { state: 'payment_checking', expiresAt: now() - 60 }),
    await order(who, { state: 'payment_checking', expiresAt: now() - 2 * DAY }),
  ];
  for (const id of checking) await payment(id, { status: 'pending' });
  const owed = await order(who, { state: 'refund_due', paid: 725 });
  const owedPaid = await payment(owed, { status: 'paid' });
  const late = await issue('late', owed, owedPaid, 'bakong:glance-late', { outcome: 'refund_due' });
  const shortId = await order(who, { state: 'pending_payment', expiresAt: now() + 300 });
  const shortCode = await payment(shortId, { status: 'pending' });
  await issue('mismatch', shortId, shortCode, 'bakong:glance-1', { why: 'amount', amount: 1, currency: 'USD' });
  await issue('mismatch', shortId, shortCode, 'bakong:glance-2', { why: 'amount', amount: 2, currency: 'USD' });

  const after = await revenue();
  // 2 being checked + 1 owed a refund + 1 late payment + 2 mismatches.
  expect(after.body).toContain(
    '<dt>Payments needing a person</dt><dd><a href="/ops/payments">6</a></dd><dd class="ops-tile-parts">2 being checked · 1 refund due · 3 to look at</dd>',
  );
  // Only the order still waiting for its payment is… waiting; the unsettled and owed orders add nothing to the day's value.
  expect(after.revenue).toBe(before.revenue);
  const page = (await fetchPage('/ops/payments', { headers: { cookie } })).body;
  const headings = [...page.matchAll(/<h[23] id="ops-[a-z]+">[^<]*\((\d+)\)<\/h[23]>/g)].map((m) => Number(m[1]));
  expect(headings.reduce((sum, n) => sum + n, 0)).toBe(6);

  await postForm(`/ops/payments/issues/${late}/resolve`, cookie, {});
  expect((await fetchPage('/kh/ops', { headers: { cookie } })).body).toContain(
    '<dt>ការបង់ប្រាក់ដែលត្រូវការអ្នកដោះស្រាយ</dt><dd><a href="/kh/ops/payments">5</a></dd><dd class="ops-tile-parts">កំពុងពិនិត្យ 2 · ត្រូវសងប្រាក់វិញ 1 · ត្រូវពិនិត្យ 2</dd>',
  );
});

test('“Ask Bakong now” settles a code being checked as the sweep would: paid when Bakong has the transaction', async () => {
  const bakong = fakeBakong();
  try {
    const cookie = await opsCookie(STAFF);
    const paidId = await order(await shopper('Sok Dara'), { state: 'payment_checking', expiresAt: now() - 2 * DAY });
    await payment(paidId, { status: 'pending', failures: 9, nextCheckAt: null });
    const unpaidId = await order(await shopper('Chan Vanna'), {
      state: 'payment_checking',
      expiresAt: now() - 2 * DAY,
    });
    await payment(unpaidId, { status: 'pending', failures: 9, nextCheckAt: null });
    bakong.paid.set(`md5-${paidId}`, {
      hash: 'ask-now-1',
      fromAccountId: 'a@aba',
      toAccountId: ACCOUNT,
      currency: 'USD',
      amount: 7.25,
    });
    const ask = async (id: number) => {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${ORIGIN}/ops/payments/orders/${id}/ask`, {
          method: 'POST',
          headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
          redirect: 'manual',
        }),
        { ...env, ...VARS } as CloudflareBindings,
        ctx,
      );
      await response.arrayBuffer();
      await waitOnExecutionContext(ctx);
      return response;
    };
    const { body } = await pageWithBakong('/ops/payments', cookie);
    expect(section(body, 'ops-checking')).toContain(`aria-label="Ask Bakong now · #${paidId}"`);
    expect((await ask(paidId)).headers.get('location')).toBe('/ops/payments?done=asked');
    expect((await ask(unpaidId)).status).toBe(303);
    const states = await env.DB.prepare('SELECT id, state FROM orders WHERE id IN (?1, ?2) ORDER BY id')
      .bind(paidId, unpaidId)
      .all<{ id: number; state: string }>();
    expect(states.results.map((row) => row.state)).toEqual(['paid', 'cancelled']);
    // An order no longer being checked is not asked about (404), nor is anything without Bakong.
    expect((await ask(paidId)).status).toBe(404);
  } finally {
    vi.restoreAllMocks();
  }
});

test('a payment taken twice is owed back: only an owner marks it dealt with; staff are told and refused', async () => {
  const sokha = await shopper('Sokha Chan');
  const paidOrder = await order(sokha, { state: 'paid', paid: 725 });
  const second = await payment(paidOrder, { status: 'failed' });
  const twice = await issue('late', paidOrder, second, 'bakong:77aa88bb99cc', { outcome: 'duplicate' });
  const path = `/ops/payments/issues/${twice}/resolve`;
  const audited = (await audits('payment_issue_resolve')).length;

  const staff = await opsCookie(STAFF);
  const late = section((await fetchPage('/ops/payments', { headers: { cookie: staff } })).body, 'ops-late');
  expect(late).toContain('Paid twice: refund this payment');
  expect(late).toContain('An owner refunds it and marks it dealt with');
  expect(late).not.toContain(`action="${path}"`);
  const khmer = section((await fetchPage('/kh/ops/payments', { headers: { cookie: staff } })).body, 'ops-late');
  expect(khmer).toContain('ម្ចាស់សងប្រាក់នេះវិញ ហើយសម្គាល់ថាបានដោះស្រាយ');
  expect((await postForm(path, staff, {})).response.status).toBe(404);
  const open = () =>
    env.DB.prepare('SELECT resolved_at FROM payment_issues WHERE id = ?1')
      .bind(twice)
      .first<{ resolved_at: number | null }>();
  expect((await open())!.resolved_at).toBeNull();
  expect(await audits('payment_issue_resolve')).toHaveLength(audited);

  const owner = await opsCookie(OWNER);
  expect(section((await fetchPage('/ops/payments', { headers: { cookie: owner } })).body, 'ops-late')).toContain(
    `action="${path}"`,
  );
  expect((await postForm(path, owner, {})).response.status).toBe(303);
  expect((await open())!.resolved_at).not.toBeNull();
  expect(await audits('payment_issue_resolve')).toHaveLength(audited + 1);
});
