import { env } from 'cloudflare:workers';
import { expect, test, vi } from 'vitest';
import { pairSubject, SCOPES, signInBudgets } from '../../commerce/budgets';
import { SIGN_IN_BUSY_RETRY_SECONDS } from '../../commerce/check-credentials';
import { nowSeconds } from '../../lib/clock';
import { recordStatement, refundSpends, spendBudgets } from '../../commerce/db/budget-spends';
import { createUser } from '../../commerce/db/users';
import { API_MESSAGES } from '../../commerce/messages';
import { hashPassword } from '../../commerce/secrets';
import { postFrom } from './abuse-client';
import { DEMO } from '../commerce/call-api';

const signIn = (address: string, body: { mobile: string; pass: string }, headers?: Record<string, string>) =>
  postFrom(address, '/auth/login', body, headers);

test('spraying one password over many mobiles from one address is slowed, then blocked for the hour', async () => {
  const sprayer = '203.0.113.20';
  const mobiles = Array.from({ length: 14 }, (_, i) => `8557700${String(i).padStart(4, '0')}`);
  // As fast as it can: the fourth guess already has to wait.
  const fast = [];
  for (const mobile of mobiles.slice(0, 6)) fast.push(await signIn(sprayer, { mobile, pass: 'password123' }));
  expect(fast.map((a) => a.status)).toEqual([401, 401, 401, 429, 429, 429]);
  expect(fast[3]?.msg).toBe('Too many wrong passwords. Please wait a moment before trying again.');
  // Waiting out every delay (5 s, doubling each time; 6 minutes here): ten wrong passwords in the hour, then the address is refused.
  const patient = [];
  for (const mobile of mobiles.slice(6, 14)) {
    vi.advanceTimersByTime(6 * 60_000);
    patient.push(await signIn(sprayer, { mobile, pass: 'password123' }));
  }
  expect(patient.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
  expect(patient[7]?.msg).toContain('from your connection');
  // The right password of another account is refused too: a blocked address tests nothing.
  expect((await signIn(sprayer, DEMO)).status).toBe(429);
  // Forged address headers do not give the sprayer a fresh budget.
  const forged = { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.1', 'x-client-address': '198.51.100.1' };
  expect((await signIn(sprayer, { mobile: '85577009999', pass: 'password123' }, forged)).status).toBe(429);
});

test('the owner signs in from another address while an attacker address is blocked', async () => {
  const attacker = '203.0.113.21';
  for (let i = 0; i < 12; i++) {
    await signIn(attacker, { mobile: DEMO.mobile, pass: `guess-${i}` });
    vi.advanceTimersByTime(6 * 60_000);
  }
  const refused = await signIn(attacker, DEMO, { lang: '2' });
  expect(refused).toMatchObject({ status: 429, code: 429 });
  // Before: the number was locked for everyone, its owner too.
  const owner = await signIn('198.51.100.21', DEMO);
  expect(owner).toMatchObject({ status: 200, code: 0 });
  expect(owner.cookies.some((cookie) => cookie.startsWith('jwt='))).toBe(true);
});

test("an account takes 20 wrong passwords a day from strangers' addresses; its owner's address still signs in", async () => {
  const mobile = '85577100000';
  const pass = 'owner-pass-1';
  await createUser(env.DB, { mobile, name: 'Owner', salt: 'ab', hash: await hashPassword(pass, 'ab') }, 1);
  const home = '198.51.100.30';
  expect((await signIn(home, { mobile, pass })).code).toBe(0);
  // Five addresses, five guesses each (each pair's cap): the account's twenty are spent.
  for (let a = 0; a < 5; a++)
    for (let i = 0; i < 5; i++) {
      await signIn(`203.0.113.${100 + a}`, { mobile, pass: `guess-${a}-${i}` });
      vi.advanceTimersByTime(60_000);
    }
  const stranger = await signIn('203.0.113.200', { mobile, pass });
  expect(stranger).toMatchObject({ status: 429, code: 429 });
  expect(stranger.msg).toContain('reset your password');
  expect((await signIn(home, { mobile, pass })).code).toBe(0);
});

test('a crowd behind one address (a carrier’s NAT on a sale day) signs in at once with right passwords, none refused', async () => {
  const crowd = '203.0.113.60';
  const pass = 'sale-day-pass';
  const mobiles = Array.from({ length: 25 }, (_, i) => `8557720${String(i).padStart(4, '0')}`);
  const hash = await hashPassword(pass, 'cd');
  for (const [i, mobile] of mobiles.entries())
    await createUser(env.DB, { mobile, name: `Crowd ${i}`, salt: 'cd', hash }, 1);
  const answers = await Promise.all(mobiles.map((mobile) => signIn(crowd, { mobile, pass })));
  expect(answers.filter((a) => a.status !== 200).map((a) => a.msg)).toEqual([]);
  expect(answers.map((answer) => answer.status)).toEqual(mobiles.map(() => 200));
  // Their right passwords count as no wrong ones: the next wrong password from there is a plain 401.
  expect((await signIn(crowd, { mobile: mobiles[0]!, pass: 'wrong-pass' })).status).toBe(401);
});

test('an address whose budget is full of sign-ins still hashing answers “busy, try again in seconds”, not “wrong passwords”', async () => {
  const crowd = '203.0.113.61';
  const now = nowSeconds();
  // Ten of the crowd's sign-ins have spent the address's hour and are hashing: not given back, not found wrong.
  const inFlight = [];
  for (let i = 0; i < 10; i++)
    inFlight.push(await spendBudgets(env.DB, signInBudgets(crowd, `8557730000${i}`, false), now));
  // They outlast the 1.75 s a sign-in waits for them (both languages at once, so the test waits that once).
  const [en, km] = await Promise.all([signIn(crowd, DEMO), signIn(crowd, DEMO, { lang: '2' })]);
  expect(en).toMatchObject({ status: 429, code: 429, retryAfter: String(SIGN_IN_BUSY_RETRY_SECONDS) });
  expect(en.msg).toBe('Many people are signing in from the same network right now. Please try again in a few seconds.');
  expect(km).toMatchObject({ status: 429, code: 429, retryAfter: String(SIGN_IN_BUSY_RETRY_SECONDS) });
  expect(km.msg).toBe(API_MESSAGES.km.signInBusy);
  // Once they are found right and given back, the shopper who tries again is in.
  await refundSpends(
    env.DB,
    inFlight.flatMap((ids) => ids ?? []),
  );
  expect(await signIn(crowd, DEMO)).toMatchObject({ status: 200, code: 0 });
});

test('an address whose budget is full of wrong passwords is still told so, in both languages', async () => {
  const sprayer = '203.0.113.62';
  const now = nowSeconds();
  // Ten guesses found wrong: each spent the address's hour and was marked wrong at the same moment.
  await env.DB.batch(
    Array.from({ length: 10 }, () => [
      recordStatement(env.DB, SCOPES.signInAddress, sprayer, now),
      recordStatement(env.DB, SCOPES.wrongPassword, sprayer, now),
    ]).flat(),
  );
  const [en, km] = await Promise.all([signIn(sprayer, DEMO), signIn(sprayer, DEMO, { lang: '2' })]);
  expect(en).toMatchObject({ status: 429, code: 429, retryAfter: null, msg: API_MESSAGES.en.signInBlocked });
  expect(en.msg).toContain('Too many wrong passwords have been sent from your connection');
  expect(km).toMatchObject({ status: 429, code: 429, retryAfter: null, msg: API_MESSAGES.km.signInBlocked });
});

test('a number paused for wrong passwords from an address is told so, even while the address is busy with others’ sign-ins', async () => {
  const address = '203.0.113.63';
  const now = nowSeconds();
  for (let i = 0; i < 10; i++) await spendBudgets(env.DB, signInBudgets(address, `8557731000${i}`, false), now);
  // Five wrong passwords for this number from this address today: waiting seconds would not help.
  await env.DB.batch(
    Array.from({ length: 5 }, () => recordStatement(env.DB, SCOPES.signInPair, pairSubject(DEMO.mobile, address), now)),
  );
  expect(await signIn(address, DEMO)).toMatchObject({
    status: 429,
    retryAfter: null,
    msg: API_MESSAGES.en.signInPaused,
  });
});
