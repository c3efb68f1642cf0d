import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { totpCode } from '../../commerce/totp';
import { fetchPage, ORIGIN } from './fetch-page';

// Optional two-step sign-in (RFC 6238) for operators; required once it is on.
const OWNER = { email: 'owner@membershop.com.kh', password: 'ops-demo-1234' };

const post = (path: string, fields: Record<string, string>, cookie = '', address = '192.0.2.44') =>
  fetchPage(path, {
    method: 'POST',
    headers: {
      cookie,
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': address,
    },
    body: new URLSearchParams(fields).toString(),
  });

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
const codeNow = (secret: string, offset = 0) => totpCode(secret, Math.floor(Date.now() / 1000 / 30) + offset);
const ownerRow = () =>
  env.DB.prepare("SELECT totp_secret, totp_pending FROM operators WHERE email = 'owner@membershop.com.kh'").first<{
    totp_secret: string | null;
    totp_pending: string | null;
  }>();

test('an owner turns two-step sign-in on with a code from the app; then signing in needs the current code, once', async () => {
  const cookie = cookieOf((await post('/ops/sign-in', OWNER)).response);
  expect((await fetchPage('/ops/account', { headers: { cookie } })).body).toContain('Two-step sign-in is off');

  await post('/ops/account/two-step/start', {}, cookie);
  const pending = (await ownerRow())!.totp_pending!;
  expect(pending).toMatch(/^[A-Z2-7]{32}$/);
  const setup = await fetchPage('/kh/ops/account', { headers: { cookie } });
  expect(setup.body).toContain(pending.slice(0, 4));
  expect(setup.body).toContain('<svg');

  const wrong = await post('/ops/account/two-step/confirm', { code: '000000' }, cookie);
  expect(wrong.response.status).toBe(400);
  expect(wrong.body).toContain('That code is not right');
  expect((await ownerRow())!.totp_secret).toBeNull();

  const on = await post('/ops/account/two-step/confirm', { code: await codeNow(pending) }, cookie);
  expect(on.response.headers.get('location')).toBe('/ops/account?done=on');
  expect(await ownerRow()).toEqual({ totp_secret: pending, totp_pending: null });
  const audited = await env.DB.prepare("SELECT after_json FROM ops_audit WHERE action = 'two_step_on'").first<{
    after_json: string;
  }>();
  expect(JSON.parse(audited!.after_json)).toEqual({ twoStep: true });

  // The password alone now asks for the code, in the page's language, and starts no session.
  const asked = await post('/kh/ops/sign-in', OWNER);
  expect(asked.response.status).toBe(200);
  expect(asked.body).toContain('សូមបញ្ចូលលេខកូដ 6 ខ្ទង់');
  expect(asked.body).toContain('name="code"');
  expect(asked.response.headers.getSetCookie()).toEqual([]);
  const bad = await post('/ops/sign-in', { ...OWNER, code: '123456' });
  expect(bad.response.status).toBe(400);
  expect(bad.response.headers.getSetCookie()).toEqual([]);

  const code = await codeNow(pending, 1);
  const signedIn = await post('/ops/sign-in', { ...OWNER, code });
  expect(signedIn.response.status).toBe(303);
  expect(cookieOf(signedIn.response)).toMatch(/^ops_session=/);
  // The same code a second time is refused: a code signs in once.
  const replay = await post('/ops/sign-in', { ...OWNER, code });
  expect(replay.response.status).toBe(400);
  expect(replay.response.headers.getSetCookie()).toEqual([]);
});

test('wrong codes spend a daily budget: after 10 from an address, sign-in from it waits even with the right code', async () => {
  await env.DB.prepare(
    "UPDATE operators SET totp_secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' WHERE email = 'staff@membershop.com.kh'",
  ).run();
  const staff = { email: 'staff@membershop.com.kh', password: 'ops-demo-1234' };
  for (let i = 0; i < 10; i++) {
    const wrong = await post('/ops/sign-in', { ...staff, code: '000000' }, '', '192.0.2.100');
    expect(wrong.response.status).toBe(400);
  }
  const code = await codeNow('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  const waits = await post('/ops/sign-in', { ...staff, code }, '', '192.0.2.100');
  expect(waits.response.status).toBe(429);
  expect(waits.response.headers.getSetCookie()).toEqual([]);
  // A right password with a wrong code never made an address the account's own (decision 014).
  const known = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM budget_spends WHERE scope = 'signin-ok' AND subject LIKE 'ops:staff@%'",
  ).first<{ n: number }>();
  expect(known?.n).toBe(0);
});

test('turning two-step off takes the current code and spends the same budget of wrong codes: once it is used up, even the right code is refused', async () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  // The first test left the owner's two-step on: start from a session, then a known secret.
  await env.DB.prepare(
    "UPDATE operators SET totp_secret = NULL, totp_last_step = NULL WHERE email = 'owner@membershop.com.kh'",
  ).run();
  const cookie = cookieOf((await post('/ops/sign-in', OWNER, '', '192.0.2.77')).response);
  expect(cookie).toMatch(/^ops_session=/);
  await env.DB.prepare("UPDATE operators SET totp_secret = ?1 WHERE email = 'owner@membershop.com.kh'")
    .bind(secret)
    .run();
  // The first test spent some of the owner's wrong codes already: 10 more use up the day's budget.
  for (let i = 0; i < 10; i++) {
    const wrong = await post('/ops/account/two-step/off', { code: '000000' }, cookie);
    expect(wrong.response.status).toBe(400);
  }
  const right = await post('/ops/account/two-step/off', { code: await codeNow(secret) }, cookie);
  expect(right.response.status).toBe(400);
  expect(right.body).toContain('Sign-in from this address is paused');
  expect((await ownerRow())?.totp_secret).toBe(secret);
});
