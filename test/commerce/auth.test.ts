import { expect, test } from 'vitest';
import { callApi, DEMO, demoToken } from './call-api';

test('auth/login gives a token that auth/user accepts as bearer, query or body field', async () => {
  const token = await demoToken();
  const user = { id: 1, name: 'Chan Sokha', mobile: '85512345678', email: 'sokha@example.com', scope: ['user'] };
  expect(await callApi('/auth/user', { bearer: token })).toMatchObject({ status: 200, code: 0, data: user });
  expect((await callApi(`/auth/user`, { bearer: token })).data).toEqual(user);
  expect((await callApi('/auth/logout', { bearer: token, form: {}, method: 'POST', lang: '2' })).msg).toBe(
    'អ្នកបានចាកចេញហើយ។',
  );
});

test('logout revokes the token: it then gets 1012', async () => {
  const token = await demoToken();
  expect((await callApi('/auth/logout', { bearer: token, body: {} })).code).toBe(0);
  const after = await callApi('/auth/user', { bearer: token });
  expect(after).toMatchObject({ status: 401, code: 1012 });
  expect((await callApi('/auth/logout', { bearer: token, body: {} })).code).toBe(1012);
});

test('a missing, malformed or unknown token gets 1012 with a localized message', async () => {
  const missing = await callApi('/auth/user');
  expect(missing).toMatchObject({ status: 401, code: 1012, msg: 'Your session has expired. Please sign in again.' });
  const malformed = await callApi('/auth/user?token=abc', { lang: '2' });
  expect(malformed).toMatchObject({ status: 401, code: 1012 });
  expect(malformed.msg).toContain('ចូលគណនី');
  expect((await callApi('/auth/user', { bearer: 'f'.repeat(64) })).code).toBe(1012);
});

test('auth/login rejects bad input and wrong passwords', async () => {
  expect(await callApi('/auth/login', { body: { mobile: DEMO.mobile } })).toMatchObject({ status: 400, code: 400 });
  expect(await callApi('/auth/login', { body: { mobile: DEMO.mobile, pass: 'nope' } })).toMatchObject({
    status: 401,
    code: 1001,
  });
});
