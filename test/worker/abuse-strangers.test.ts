import { env } from 'cloudflare:workers';
import { expect, test, vi } from 'vitest';
import { totpCode } from '../../commerce/totp';
import { postFrom } from './abuse-client';
import { callApi, DEMO, demoToken } from '../commerce/call-api';
import { fetchPage, ORIGIN } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';

// What a stranger can do to other people's codes and to the shop's SMS (decision 014): each finding as the
// outside attack reproduced it, and what it gets now.

async function lastCode(mobile: string): Promise<string> {
  const row = await env.DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ?1 ORDER BY id DESC LIMIT 1')
    .bind(mobile)
    .first<{ body: string }>();
  return row?.body.match(/\d{6}/)?.[0] ?? '';
}

const outbox = async (mobile: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile = ?1').bind(mobile).first<{ n: number }>())
    ?.n ?? 0;

test('ten wrong reset codes from a stranger do not lock the owner out: from their own address the owner gets a code and it works', async () => {
  const stranger = '203.0.113.66';
  const guesses = [];
  for (let i = 0; i < 11; i++) {
    guesses.push(
      await callApi('/forgetpass', {
        body: { mobile: DEMO.mobile, code: String(100000 + i), pass: 'stolen-pass' },
        client: stranger,
      }),
    );
  }
  expect(guesses.map((g) => g.status)).toEqual([...Array(10).fill(400), 429]);
  // The stranger's address is paused for this number: no code it could not enter is sent to it.
  expect(
    (await callApi('/sendcode', { body: { mobile: DEMO.mobile, purpose: 'reset' }, client: stranger })).status,
  ).toBe(429);
  // Before: the owner's code request and their right code answered 429 for 24 hours.
  const owner = '198.51.100.5';
  expect((await callApi('/sendcode', { body: { mobile: DEMO.mobile, purpose: 'reset' }, client: owner })).code).toBe(0);
  const reset = await callApi('/forgetpass', {
    body: { mobile: DEMO.mobile, code: await lastCode(DEMO.mobile), pass: DEMO.pass },
    client: owner,
  });
  expect(reset).toMatchObject({ status: 200, code: 0, msg: expect.stringContaining('password') });
});

test('ten wrong sign-up codes for a new number do not stop its owner signing up from elsewhere', async () => {
  const mobile = '85597000001';
  for (let i = 0; i < 10; i++)
    await callApi('/register', {
      body: { mobile, code: String(200000 + i), pass: 'guess-pass' },
      client: '203.0.113.67',
    });
  expect((await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client: '198.51.100.6' })).code).toBe(0);
  const signUp = await callApi('/register', {
    body: { mobile, code: await lastCode(mobile), pass: 'owner-pass-1' },
    client: '198.51.100.6',
  });
  expect(signUp).toMatchObject({ status: 200, code: 0 });
});

test('a stranger guessing while the owner’s code is live does not spend it: the owner’s right code still works', async () => {
  const mobile = '85597000002';
  const owner = '198.51.100.7';
  expect((await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client: owner })).code).toBe(0);
  // Five strangers, five guesses each: before, the code's tries were everyone's, and it was dead.
  for (const stranger of ['203.0.113.71', '203.0.113.72', '203.0.113.73', '203.0.113.74', '203.0.113.75'])
    for (let i = 0; i < 5; i++)
      expect(
        (
          await callApi('/register', {
            body: { mobile, code: String(300000 + i), pass: 'guess-pass' },
            client: stranger,
          })
        ).status,
      ).toBe(400);
  const signUp = await callApi('/register', {
    body: { mobile, code: await lastCode(mobile), pass: 'owner-pass-1' },
    client: owner,
  });
  expect(signUp).toMatchObject({ status: 200, code: 0 });
});

test('one minute between codes to a number, whatever the purpose: sign-up, reset and phone change do not each text it', async () => {
  const mobile = '85597000003';
  const client = '198.51.100.8';
  const token = await demoToken();
  expect((await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client })).code).toBe(0);
  const reset = await callApi('/sendcode', { body: { mobile, purpose: 'reset' }, client });
  expect(reset).toMatchObject({ status: 429, msg: expect.stringContaining('less than a minute ago') });
  const phone = { mobile, purpose: 'phone' };
  expect((await callApi('/sendcode', { body: phone, client, bearer: token })).status).toBe(429);
  expect(await outbox(mobile)).toBe(1);
  vi.advanceTimersByTime(61_000);
  expect((await callApi('/sendcode', { body: phone, client, bearer: token })).code).toBe(0);
  expect(await outbox(mobile)).toBe(2);
});

test('a network shares a budget: 25 sign-up codes from five addresses of one /24 (or one IPv6 /48) send 20', async () => {
  for (const [network, address] of [
    ['192.0.20', (n: number) => `192.0.20.${n}`],
    ['2001:db8:77', (n: number) => `2001:db8:77:${n}::1`],
  ] as const) {
    const answers = [];
    for (let host = 1; host <= 5; host++)
      for (let i = 0; i < 5; i++)
        answers.push(
          await postFrom(address(host), '/sendcode', {
            mobile: `8559${network.length % 10}${host}${String(i).padStart(5, '0')}`,
            purpose: 'register',
          }),
        );
    expect(
      answers.filter((a) => a.code === 0),
      network,
    ).toHaveLength(20);
    expect(answers.at(-1)).toMatchObject({ status: 429, msg: expect.stringContaining('from your network') });
  }
});

test('wrong two-step codes pause only the guessing address; the operator signs in from their own, and an owner lifts a pause', async () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  await env.DB.prepare('UPDATE operators SET totp_secret = ?1, totp_last_step = NULL WHERE email = ?2')
    .bind(secret, STAFF.email)
    .run();
  const signIn = async (offset: number, address: string, code?: string) =>
    fetchPage('/ops/sign-in', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': address },
      body: new URLSearchParams({
        ...STAFF,
        code: code ?? (await totpCode(secret, Math.floor(Date.now() / 1000 / 30) + offset)),
      }).toString(),
    });
  // Someone with the staff password, 10 wrong codes from one address: that address waits, even with the right code.
  for (let i = 0; i < 10; i++) expect((await signIn(0, '203.0.113.81', '000000')).response.status).toBe(400);
  expect((await signIn(-1, '203.0.113.81')).response.status).toBe(429);
  // Before: the operator was paused everywhere. Now they sign in from their own address.
  const own = '198.51.100.20';
  expect((await signIn(-1, own)).response.status).toBe(303);
  // 50 from strangers' addresses pause the account at every address it never signed in from.
  for (let host = 2; host <= 5; host++)
    for (let i = 0; i < 10; i++)
      expect((await signIn(0, `203.0.113.${80 + host}`, '000000')).response.status).toBe(400);
  const paused = await signIn(0, '198.51.100.21');
  expect(paused.response.status).toBe(429);
  expect(paused.body).toContain('An owner can lift the pause');
  // The address the operator signed in from is theirs: it still works (a sole owner is never locked out).
  expect((await signIn(0, own)).response.status).toBe(303);
  const owner = await opsCookie(OWNER);
  const list = await fetchPage('/ops/operators', { headers: { cookie: owner } });
  expect(list.body).toContain('Sign-in paused');
  expect(list.body).toContain('50 wrong two-step codes');
  const staffId = (await env.DB.prepare('SELECT id FROM operators WHERE email = ?1').bind(STAFF.email).first<{
    id: number;
  }>())!.id;
  const lifted = await postForm(`/ops/operators/${staffId}/lift-pause`, owner, {});
  expect(lifted.body).toContain('Saved.');
  expect(lifted.body).not.toContain('Sign-in paused');
  const km = await fetchPage('/kh/ops/operators', { headers: { cookie: owner } });
  expect(km.body).not.toContain('ការចូលត្រូវបានផ្អាក');
  const audit = await env.DB.prepare("SELECT before_json FROM ops_audit WHERE action = 'operator_lift_pause'").first<{
    before_json: string;
  }>();
  expect(JSON.parse(audit!.before_json)).toEqual({ wrongCodes: 50, wrongPasswords: 0 });
  // Lifted: a new address signs in with the right code.
  expect((await signIn(1, '198.51.100.21')).response.status).toBe(303);
});
