import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from '../commerce/call-api';
import { fetchPage, ORIGIN } from './fetch-page';

// Members in the console (the seed's demo shopper, 012 345 678, is member 1 with 100 points).
async function operatorCookie(email = 'staff@membershop.com.kh'): Promise<string> {
  const { response } = await fetchPage('/ops/sign-in', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'ops-demo-1234' }).toString(),
  });
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const post = (path: string, cookie: string, fields: Record<string, string> = {}) =>
  fetchPage(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const balance = async () => (await callApi('/mygrade', { bearer: await demoToken() })).data.points as number;
const audits = async (action: string) =>
  (
    await env.DB.prepare('SELECT entity_id, before_json, after_json FROM ops_audit WHERE action = ?1')
      .bind(action)
      .all<{ entity_id: string; before_json: string; after_json: string }>()
  ).results;

test('staff find a member by mobile in any form or by name, and open their account, points and orders', async () => {
  const cookie = await operatorCookie();
  for (const query of ['012 345 678', '+855 12 345 678', 'sokha']) {
    const { body } = await fetchPage(`/ops/members?q=${encodeURIComponent(query)}`, { headers: { cookie } });
    expect(body, query).toContain('href="/ops/members/1">Chan Sokha</a>');
  }
  const none = await fetchPage('/kh/ops/members?q=nobody', { headers: { cookie } });
  expect(none.body).toContain('គ្មានសមាជិកណាមានលេខទូរស័ព្ទ ឬឈ្មោះនេះទេ។');

  const page = await fetchPage('/ops/members/1', { headers: { cookie } });
  expect(page.response.status).toBe(200);
  expect(page.body).toContain('012 345 678');
  expect(page.body).toContain('Balance 100');
  const orders = (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = 1').first<{ n: number }>())!.n;
  expect(orders).toBeGreaterThan(0);
  expect(page.body).toContain('Order ');
  expect((await fetchPage('/ops/members/999999', { headers: { cookie } })).response.status).toBe(404);
});

test('points adjusted with a reason reach the member’s balance and ledger, and the audit; bad input changes nothing', async () => {
  const cookie = await operatorCookie();
  const before = await balance();
  for (const [fields, message] of [
    [{ points: '50', reason: '' }, 'Say why, in 3 to 200 characters.'],
    [{ points: 'ten', reason: 'Goodwill for a late delivery' }, 'Enter a whole number of points'],
    [{ points: '0', reason: 'Goodwill for a late delivery' }, 'Enter a whole number of points'],
    [{ points: String(-(before + 1)), reason: 'Correction' }, `That would take the balance below 0 (it is ${before}).`],
  ] as const) {
    const refused = await post('/ops/members/1/points', cookie, fields);
    expect(refused.response.status).toBe(400);
    expect(refused.body).toContain(message);
  }
  expect(await balance()).toBe(before);
  expect(await audits('points_adjust')).toEqual([]);

  // Written with its sign, as a bonus often is.
  const saved = await post('/kh/ops/members/1/points', cookie, {
    points: '+50',
    reason: 'Goodwill for a late delivery',
  });
  expect(saved.response.status).toBe(303);
  expect(saved.response.headers.get('location')).toBe('/kh/ops/members/1?done=adjusted');
  expect(await balance()).toBe(before + 50);
  const ledger = await callApi('/points?page=1&limit=5', { bearer: await demoToken() });
  expect(ledger.data.list[0]).toMatchObject({ kind: 'adjustment', title: 'Adjusted by the shop', points: 50 });
  const [entry] = await audits('points_adjust');
  expect(entry?.entity_id).toBe('1');
  expect(JSON.parse(entry!.before_json)).toEqual({ balance: before });
  expect(JSON.parse(entry!.after_json)).toEqual({
    balance: before + 50,
    points: 50,
    reason: 'Goodwill for a late delivery',
  });
  const page = await fetchPage('/kh/ops/members/1?done=adjusted', { headers: { cookie } });
  expect(page.body).toContain('ពិន្ទុត្រូវបានកែតម្រូវហើយ។');
  expect(page.body).toContain('Goodwill for a late delivery');
});

test('an adjustment of more than 1,000 points is saved only once the operator ticks that they mean it', async () => {
  const cookie = await operatorCookie();
  const before = await balance();
  const audited = (await audits('points_adjust')).length;
  const large = { points: '25000', reason: 'Compensation for a lost parcel' };
  const unticked = await post('/ops/members/1/points', cookie, large);
  expect(unticked.response.status).toBe(400);
  expect(unticked.body).toContain('Nothing was changed. That is a large adjustment: tick the box to confirm it.');
  expect(unticked.body).toContain('Yes, give Chan Sokha 25,000 points (worth $250.00)');
  // The form keeps what was typed.
  expect(unticked.body).toContain('value="Compensation for a lost parcel"');
  expect(await balance()).toBe(before);
  expect(await audits('points_adjust')).toHaveLength(audited);

  // The box names 25,000: ticked with another amount typed, it asks again for that one.
  const changed = await post('/ops/members/1/points', cookie, { ...large, points: '90000', confirm: '25000' });
  expect(changed.response.status).toBe(400);
  expect(changed.body).toContain('Yes, give Chan Sokha 90,000 points (worth $900.00)');
  expect(await balance()).toBe(before);
  expect((await post('/ops/members/1/points', cookie, { ...large, confirm: '25000' })).response.status).toBe(303);
  expect(await balance()).toBe(before + 25000);
  // Taking them back, in Khmer, asks the same.
  const take = { points: '-25000', reason: 'Parcel found' };
  const khmer = await post('/kh/ops/members/1/points', cookie, take);
  expect(khmer.response.status).toBe(400);
  expect(khmer.body).toContain('យល់ព្រម៖ ដក 25,000 ពិន្ទុ (ស្មើនឹង $250.00) ពី Chan Sokha');
  expect((await post('/kh/ops/members/1/points', cookie, { ...take, confirm: '-25000' })).response.status).toBe(303);
  expect(await balance()).toBe(before);
});

test('a member whose sign-in is paused by wrong passwords is unlocked, audited', async () => {
  const cookie = await operatorCookie();
  const now = Math.floor(Date.now() / 1000);
  await env.DB.batch(
    Array.from({ length: 20 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO budget_spends (scope, subject, at) VALUES ('signin-account', '85512345678', ?1)",
      ).bind(now - i),
    ),
  );
  const paused = await fetchPage('/ops/members/1', { headers: { cookie } });
  expect(paused.body).toContain('20 wrong passwords from unknown addresses in the last 24 hours.');
  expect(paused.body).toContain('Sign-in from addresses this member has not used is paused.');

  const unlocked = await post('/ops/members/1/unlock', cookie);
  expect(unlocked.response.status).toBe(303);
  const held = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM budget_spends WHERE scope = 'signin-account' AND subject = '85512345678'",
  ).first<{ n: number }>();
  expect(held?.n).toBe(0);
  expect((await fetchPage('/ops/members/1?done=unlocked', { headers: { cookie } })).body).toContain(
    'The sign-in pause is lifted.',
  );
  const [entry] = await audits('member_unlock');
  expect(JSON.parse(entry!.before_json)).toEqual({ wrongPasswords: 20 });
});

test('signed out or from another site, the members pages and their changes do nothing', async () => {
  expect((await fetchPage('/ops/members?q=sokha')).response.status).toBe(303);
  const before = await balance();
  const anonymous = await post('/ops/members/1/points', '', { points: '50', reason: 'Not signed in' });
  expect(anonymous.response.status).toBe(303);
  const cookie = await operatorCookie();
  const crossSite = await fetchPage('/ops/members/1/points', {
    method: 'POST',
    headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'points=50&reason=Cross+site',
  });
  expect(crossSite.response.status).toBe(403);
  expect(await balance()).toBe(before);
});

test('staff suspend a member with a reason and a ticked confirmation: signed out everywhere and refused sign-in, in both languages; reinstated, they sign in again', async () => {
  const cookie = await operatorCookie();
  const session = { cookie: `jwt=${await demoToken()}; time=1763700000` };
  // The shop's sign-in form gets a ticket, then exchanges it: one handed out just before the suspension.
  const ticket = (await callApi('/login', { body: { mobile: '85512345678', pass: 'demo1234' } })).data;
  expect((await fetchPage('/accounts', { headers: session })).response.status).toBe(200);

  const refused = await post('/kh/ops/members/1/suspend', cookie, { why: 'x' });
  expect(refused.response.status).toBe(400);
  expect(refused.body).toContain('សូមប្រាប់មូលហេតុ ពី 3 ដល់ 200 តួអក្សរ។');
  expect((await fetchPage('/accounts', { headers: session })).response.status).toBe(200);

  // A reason without the box ticked is not enough: nothing happens, and the reason typed stays in the form.
  const unconfirmed = await post('/ops/members/1/suspend', cookie, { why: 'Resold flash-deal phones' });
  expect(unconfirmed.response.status).toBe(400);
  expect(unconfirmed.body).toContain('Not suspended yet. Tick the box to confirm the suspension.');
  expect(unconfirmed.body).toContain('value="Resold flash-deal phones"');
  expect((await fetchPage('/accounts', { headers: session })).response.status).toBe(200);
  expect(await audits('member_suspend')).toEqual([]);

  const suspended = await post('/ops/members/1/suspend', cookie, { why: 'Resold flash-deal phones', confirm: '1' });
  expect(suspended.response.headers.get('location')).toBe('/ops/members/1?done=suspended');
  expect((await fetchPage('/accounts', { headers: session })).response.headers.get('location')).toMatch(
    /^\/user\/login\?redirect=/,
  );
  const english = await callApi('/login', { body: { mobile: '85512345678', pass: 'demo1234' } });
  expect([english.code, english.msg]).toEqual([1013, 'This account is suspended. Please contact customer service.']);
  const exchanged = await callApi('/gettoken', {
    body: { uid: ticket.uid, time: '1763700000', ticket: ticket.ticket },
  });
  expect([exchanged.code, exchanged.data]).toEqual([1013, null]);
  const khmer = await callApi('/auth/login', { body: { mobile: '85512345678', pass: 'demo1234' }, lang: '2' });
  expect(khmer.msg).toBe('គណនីនេះត្រូវបានព្យួរ។ សូមទាក់ទងសេវាអតិថិជន។');
  // A wrong password still says only that: the refusal tells nothing to someone without the password.
  expect((await callApi('/auth/login', { body: { mobile: '85512345678', pass: 'wrong-pass' } })).status).toBe(401);
  const page = await fetchPage('/kh/ops/members/1', { headers: { cookie } });
  expect(page.body).toContain('Resold flash-deal phones');
  expect(page.body).toContain('បើកគណនីនេះវិញ');
  expect((await fetchPage('/ops/members?q=sokha', { headers: { cookie } })).body).toContain(' · suspended');

  const reinstated = await post('/ops/members/1/reinstate', cookie);
  expect(reinstated.response.headers.get('location')).toBe('/ops/members/1?done=reinstated');
  expect((await callApi('/auth/login', { body: { mobile: '85512345678', pass: 'demo1234' } })).code).toBe(0);
  expect((await audits('member_suspend')).map((entry) => JSON.parse(entry.after_json).reason)).toEqual([
    'Resold flash-deal phones',
  ]);
  expect(await audits('member_reinstate')).toHaveLength(1);
});
