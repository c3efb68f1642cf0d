import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi } from './call-api';

/** The last code the local SMS sender wrote to the outbox for a mobile. */
async function lastCode(mobile: string): Promise<string> {
  const row = await env.DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ?1 ORDER BY id DESC LIMIT 1')
    .bind(mobile)
    .first<{ body: string }>();
  return row?.body.match(/\d{6}/)?.[0] ?? '';
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function register(mobile: string, pass: string, client: string) {
  expect((await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client })).code).toBe(0);
  const answer = await callApi('/register', { body: { mobile, code: await lastCode(mobile), pass, name: 'Dara' } });
  expect(answer.code).toBe(0);
  const login = await callApi('/auth/login', { body: { mobile, pass }, client });
  return { uid: answer.data.uid as number, token: login.data.token as string };
}

test('register with a code from the outbox, then sign in', async () => {
  const mobile = '85511222333';
  const client = '198.51.100.1';
  const sent = await callApi('/sendcode', { body: { mobile, purpose: 'register' }, lang: '2', client });
  expect(sent).toMatchObject({ code: 0, data: { expires_in: 300 } });
  expect(sent.msg).toContain('លេខកូដ 6 ខ្ទង់');
  expect(await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client })).toMatchObject({
    status: 429,
    code: 429,
  });
  const code = await lastCode(mobile);
  expect(code).toMatch(/^\d{6}$/);
  expect(await callApi('/register', { body: { mobile, code: wrongCode(code), pass: 'secret-pass' } })).toMatchObject({
    status: 400,
    code: 400,
  });
  const done = await callApi('/register', { body: { mobile, code, pass: 'secret-pass' } });
  expect(done).toMatchObject({ code: 0, data: { uid: expect.any(Number) } });
  // The code is used: a second try is a wrong code, whoever asks.
  expect((await callApi('/register', { body: { mobile, code, pass: 'secret-pass' } })).status).toBe(400);
  expect((await callApi('/login', { body: { mobile, pass: 'secret-pass' }, client })).code).toBe(0);
});

test('a code allows 5 tries, then it is dead even when right; a member number answers like any other', async () => {
  const mobile = '85511222444';
  const client = '198.51.100.2';
  await callApi('/sendcode', { body: { mobile, purpose: 'register' }, client });
  const code = await lastCode(mobile);
  for (let i = 0; i < 5; i++)
    expect((await callApi('/register', { body: { mobile, code: wrongCode(code), pass: 'secret-pass' } })).code).toBe(
      400,
    );
  const late = await callApi('/register', { body: { mobile, code, pass: 'secret-pass' }, lang: '2' });
  expect(late).toMatchObject({ status: 400, msg: 'លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវ ឬផុតកំណត់ហើយ។ សូមស្នើសុំលេខកូដថ្មី។' });
  // The demo shopper's number: the same answer as a new number, and an SMS that reminds the member to sign in.
  const member = await callApi('/sendcode', { body: { mobile: '85512345678', purpose: 'register' }, client });
  const stranger = await callApi('/sendcode', { body: { mobile: '85511222445', purpose: 'register' }, client });
  expect(member).toEqual(stranger);
  expect(member).toMatchObject({ status: 200, code: 0 });
  expect(member.msg).toContain('If it already has an account');
  const reminder = await env.DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ?1').bind('85512345678').first();
  expect(reminder).toEqual({ body: expect.stringContaining('already has an account') });
  expect(String(reminder?.body)).not.toMatch(/\d{6}/);
  // No code was sent to the member, so sign-up with any code is a wrong code, as for any number.
  expect(
    await callApi('/register', { body: { mobile: '85512345678', code: '123456', pass: 'secret-pass' } }),
  ).toMatchObject({
    status: 400,
    code: 400,
  });
});

test('forgotten password: a code resets it and signs out every session', async () => {
  const mobile = '85511222555';
  const client = '198.51.100.3';
  const { token } = await register(mobile, 'first-pass', client);
  const reset = await callApi('/sendcode', { body: { mobile, purpose: 'reset' }, client });
  const unknown = await callApi('/sendcode', { body: { mobile: '85519999999', purpose: 'reset' }, client });
  expect(reset).toMatchObject({ code: 0, msg: expect.stringContaining('If this number has an account') });
  expect(unknown).toEqual(reset); // never tells
  expect(
    await callApi('/forgetpass', { body: { mobile, code: await lastCode(mobile), pass: 'second-pass' } }),
  ).toMatchObject({ code: 0 });
  expect((await callApi('/auth/user', { bearer: token })).code).toBe(1012);
  expect((await callApi('/auth/login', { body: { mobile, pass: 'second-pass' }, client })).code).toBe(0);
  expect(await callApi('/forgetpass', { body: { mobile, code: '123456', pass: 'third-pass' } })).toMatchObject({
    status: 400,
  });
});

test('change password, name, email and phone; profile', async () => {
  const mobile = '85511222666';
  const client = '198.51.100.4';
  const { token } = await register(mobile, 'first-pass', client);
  expect(await callApi('/changename', { bearer: token, body: { name: 'សុខា' }, lang: '2' })).toMatchObject({
    code: 0,
    msg: 'ការផ្លាស់ប្ដូររបស់អ្នកត្រូវបានរក្សាទុកហើយ។',
  });
  expect((await callApi('/changeemail', { bearer: token, body: { email: 'sokha@example.org' } })).code).toBe(0);
  // Refused with what is wrong, in the caller's language, and nothing changes.
  for (const email of ['not-an-email', 'a@b.c', '.a@b.com']) {
    expect(await callApi('/changeemail', { bearer: token, body: { email } })).toMatchObject({
      status: 400,
      msg: 'Please enter a valid e-mail address, for example name@example.com.',
    });
  }
  expect(await callApi('/changeemail', { bearer: token, body: { email: 'a..b@x.com' }, lang: '2' })).toMatchObject({
    status: 400,
    msg: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឱ្យបានត្រឹមត្រូវ ឧទាហរណ៍ name@example.com។',
  });
  // A phone-change code is a signed-in member's to ask for.
  expect(await callApi('/sendcode', { body: { mobile: '85511222777', purpose: 'phone' }, client })).toMatchObject({
    status: 401,
    code: 1012,
  });
  await callApi('/sendcode', { body: { mobile: '85511222777', purpose: 'phone' }, client, bearer: token });
  expect(
    (
      await callApi('/changephone', {
        bearer: token,
        body: { mobile: '85511222777', code: await lastCode('85511222777') },
      })
    ).code,
  ).toBe(0);
  expect((await callApi(`/profile`, { bearer: token })).data).toMatchObject({
    name: 'សុខា',
    email: 'sokha@example.org',
    mobile: '85511222777',
  });
  expect(
    await callApi('/changepass', { bearer: token, body: { old_pass: 'wrong', pass: 'second-pass' }, client }),
  ).toMatchObject({ code: 1001, msg: 'Your current password is incorrect. Please check it and try again.' });
  expect(
    await callApi('/changepass', {
      bearer: token,
      body: { old_pass: 'wrong', pass: 'second-pass' },
      client,
      lang: '2',
    }),
  ).toMatchObject({ code: 1001, msg: 'ពាក្យសម្ងាត់បច្ចុប្បន្នរបស់អ្នកមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។' });
  // The same password again is refused, and the session stays signed in.
  expect(
    await callApi('/changepass', { bearer: token, body: { old_pass: 'first-pass', pass: 'first-pass' }, client }),
  ).toMatchObject({
    status: 400,
    msg: 'Your new password is the same as your current one. Please choose a different one.',
  });
  expect((await callApi('/profile', { bearer: token })).code).toBe(0);
  expect(
    (await callApi('/changepass', { bearer: token, body: { old_pass: 'first-pass', pass: 'second-pass' }, client }))
      .code,
  ).toBe(0);
  expect((await callApi('/profile', { bearer: token })).code).toBe(1012);
});

test('account calls: bad input is 400 and token calls need a token (1012), localized', async () => {
  expect(await callApi('/sendcode', { body: { mobile: '85511', purpose: 'register' } })).toMatchObject({ status: 400 });
  expect(await callApi('/sendcode', { body: { mobile: '85511222888', purpose: 'spam' } })).toMatchObject({
    status: 400,
  });
  expect(
    await callApi('/register', { body: { mobile: '85511222888', code: '12', pass: 'secret-pass' } }),
  ).toMatchObject({ status: 400 });
  expect(await callApi('/register', { body: { mobile: '85511222888', code: '123456', pass: 'short' } })).toMatchObject({
    status: 400,
  });
  for (const path of ['/changepass', '/changename', '/changeemail', '/changephone']) {
    const answer = await callApi(path, { body: {}, lang: '2' });
    expect(answer, path).toMatchObject({ status: 401, code: 1012 });
  }
  expect((await callApi('/profile')).code).toBe(1012);
});
