import { expect, test, vi } from 'vitest';
import { callApi, DEMO } from './call-api';

test('login answers a uid and a ticket; gettoken exchanges the ticket once for a token', async () => {
  const login = await callApi('/login', { body: { ...DEMO, time: '1763700000' } });
  expect(login).toMatchObject({ status: 200, code: 0, data: { uid: 1 } });
  expect(login.data.ticket).toMatch(/^[0-9a-f]{64}$/);

  const token = await callApi('/gettoken', {
    body: { uid: String(login.data.uid), time: '1763700000', ticket: login.data.ticket },
  });
  expect(token).toMatchObject({ status: 200, code: 0 });
  expect(token.data.token).toMatch(/^[0-9a-f]{64}$/);

  const again = await callApi('/gettoken', { body: { uid: 1, time: '1', ticket: login.data.ticket }, lang: '2' });
  expect(again).toMatchObject({ status: 401, code: 1012, data: null });
  expect(again.msg).toContain('ចូលគណនី');
});

test('a mobile with the local leading 0 is the same shopper; a form body works too', async () => {
  const login = await callApi('/login', { form: { mobile: '855012345678', pass: DEMO.pass } });
  expect(login.code).toBe(0);
});

test('gettoken never mints a token without a valid ticket for that uid', async () => {
  const login = await callApi('/login', { body: DEMO });
  const otherUid = await callApi('/gettoken', { body: { uid: 2, time: '1', ticket: login.data.ticket } });
  expect(otherUid).toMatchObject({ status: 401, code: 1012 });
  const forged = await callApi('/gettoken', { body: { uid: 1, time: '1', ticket: 'a'.repeat(64) } });
  expect(forged).toMatchObject({ status: 401, code: 1012 });
  const missing = await callApi('/gettoken', { body: { uid: 1 } });
  expect(missing.code).toBe(1012);
});

test('an unknown mobile and a wrong password get the same localized message', async () => {
  const unknown = await callApi('/login', { body: { mobile: '85599999999', pass: 'demo1234' } });
  const wrong = await callApi('/login', { body: { mobile: '85512345678', pass: 'wrong-password' } });
  expect(unknown).toMatchObject({ status: 401, code: 1001, msg: 'The mobile number or password is incorrect.' });
  expect(wrong.msg).toBe(unknown.msg);
  const khmer = await callApi('/login', { body: { mobile: '85599999999', pass: 'x' }, lang: '2' });
  expect(khmer.msg).toBe('លេខទូរស័ព្ទ ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវទេ។');
});

test('bad input is a 400 envelope in the caller language', async () => {
  for (const body of [
    { mobile: '12345678', pass: 'x' },
    { mobile: '85512345678' },
    'not json',
    { mobile: 85512345678, pass: 'x' },
  ]) {
    const answer = await callApi('/login', { body, lang: '2' });
    expect(answer).toMatchObject({ status: 400, code: 400, data: null });
    expect(answer.msg).toContain('មិនត្រឹមត្រូវ');
  }
});

test('wrong passwords hold back the address that sent them, never the owner elsewhere', async () => {
  const attacker = '203.0.113.50';
  const owner = '198.51.100.50';
  const wrong = (i: number) => callApi('/login', { body: { ...DEMO, pass: `wrong-${i}` }, client: attacker });
  // Before: five wrong passwords locked the number for 15 minutes, for its owner too.
  for (let i = 0; i < 5; i++) {
    expect((await wrong(i)).code, `guess ${i}`).not.toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
  }
  expect(await callApi('/login', { body: DEMO, client: owner })).toMatchObject({ status: 200, code: 0 });
  // The pair's five tries of the day are spent: the attacker's address is refused this number, in both languages.
  const paused = await callApi('/auth/login', { body: DEMO, client: attacker, lang: '2' });
  expect(paused).toMatchObject({ status: 429, code: 429 });
  expect(paused.msg).toContain('កំណត់ពាក្យសម្ងាត់ថ្មី');
  expect((await callApi('/auth/login', { body: DEMO, client: attacker })).msg).toContain('reset your password');
  expect((await callApi('/auth/login', { body: DEMO, client: owner })).code).toBe(0);
});
