import { env } from 'cloudflare:workers';
import { afterEach, expect, test, vi } from 'vitest';
import { postFrom } from './abuse-client';
import { callApi } from '../commerce/call-api';

afterEach(() => vi.restoreAllMocks());

const numbers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `855${prefix}${String(i).padStart(8 - prefix.length, '0')}`);

async function outboxCount(mobiles: string[]): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile IN (SELECT value FROM json_each(?1))`,
  )
    .bind(JSON.stringify(mobiles))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

test('SMS pumping: 100 sign-up codes to 100 numbers from one address send the budget and no more', async () => {
  const mobiles = numbers('96', 100);
  const answers = [];
  // In bursts of 20 at once: the budget is spent in one statement, so concurrent requests cannot overdraw it.
  for (let i = 0; i < mobiles.length; i += 20)
    answers.push(
      ...(await Promise.all(
        mobiles.slice(i, i + 20).map((mobile) => postFrom('203.0.113.7', '/sendcode', { mobile, purpose: 'register' })),
      )),
    );
  expect(answers.filter((a) => a.code === 0)).toHaveLength(5);
  expect(answers.filter((a) => a.status === 429 && a.code === 429)).toHaveLength(95);
  expect(answers.find((a) => a.code === 429)?.msg).toContain('from your connection');
  expect(await outboxCount(mobiles)).toBe(5);
  // The next ten minutes allow five more; the day stops at twenty, whatever the pace.
  for (let round = 0; round < 6; round++) {
    vi.advanceTimersByTime(10 * 60_000 + 1000);
    for (const mobile of numbers(`97${round}`, 6))
      await postFrom('203.0.113.7', '/sendcode', { mobile, purpose: 'register' });
  }
  const sent = await env.DB.prepare("SELECT COUNT(*) AS n FROM sms_outbox WHERE mobile LIKE '8559%'").first<{
    n: number;
  }>();
  expect(sent?.n).toBe(20);
});

test('a client cannot pick its own address: X-Forwarded-For, X-Real-IP or the internal header change nothing', async () => {
  // Each test its own /24: the network's budgets are shared by its addresses.
  const real = '198.18.0.8';
  for (const mobile of numbers('881', 5))
    expect(await postFrom(real, '/sendcode', { mobile, purpose: 'register' })).toMatchObject({ code: 0 });
  const forged = {
    'x-client-address': '198.51.100.99',
    'x-forwarded-for': '198.51.100.98',
    'x-real-ip': '198.51.100.97',
    'true-client-ip': '198.51.100.96',
  };
  const again = await postFrom(real, '/sendcode', { mobile: '85588200000', purpose: 'register' }, forged);
  expect(again).toMatchObject({ status: 429, code: 429 });
  // Without Cloudflare's header (only a local run lacks it) the forged ones are still not believed:
  // every such request shares one budget.
  for (const mobile of numbers('883', 5)) await postFrom(null, '/sendcode', { mobile, purpose: 'register' }, forged);
  expect((await postFrom(null, '/sendcode', { mobile: '85588400000', purpose: 'register' }, forged)).status).toBe(429);
  // Another address has its own budget; an IPv6 client is one client for its whole /64.
  expect((await postFrom('198.18.0.9', '/sendcode', { mobile: '85588500000', purpose: 'register' })).code).toBe(0);
  const ipv6 = numbers('886', 6).map((mobile, i) =>
    postFrom(`2001:db8:5:6::${i + 1}`, '/sendcode', { mobile, purpose: 'register' }),
  );
  expect((await Promise.all(ipv6)).filter((a) => a.code === 0)).toHaveLength(5);
});

test('sign-up answers a member number exactly as a new one, in both languages', async () => {
  for (const lang of ['1', '2']) {
    const member = await postFrom('198.18.1.10', '/sendcode', { mobile: '85512345678', purpose: 'register' }, { lang });
    const stranger = await postFrom(
      '198.18.1.10',
      '/sendcode',
      { mobile: `8559110000${lang}`, purpose: 'register' },
      { lang },
    );
    expect(member.status).toBe(200);
    expect({ ...member, cookies: [] }).toEqual({ ...stranger, cookies: [] });
    // Asked again within the minute: the same refusal for both.
    const memberAgain = await postFrom(
      '198.18.1.10',
      '/sendcode',
      { mobile: '85512345678', purpose: 'register' },
      { lang },
    );
    const strangerAgain = await postFrom(
      '198.18.1.10',
      '/sendcode',
      { mobile: `8559110000${lang}`, purpose: 'register' },
      { lang },
    );
    expect(memberAgain.status).toBe(429);
    expect({ ...memberAgain, cookies: [] }).toEqual({ ...strangerAgain, cookies: [] });
    vi.advanceTimersByTime(61_000);
  }
});

test('a number gets at most 5 codes a day, from any number of addresses', async () => {
  const mobile = '85592000001';
  const answers = [];
  for (let i = 0; i < 7; i++) {
    answers.push(await callApi('/sendcode', { body: { mobile, purpose: 'reset' }, client: `192.0.2.${i + 1}` }));
    vi.advanceTimersByTime(61_000);
  }
  expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0, 0, 429, 429]);
  expect(answers[5]?.msg).toContain('Please try again tomorrow');
});

test('one-time codes: 10 wrong codes a day per number from an address, whatever the resends', async () => {
  const mobile = '85512345678'; // the demo shopper resets a password
  const client = '192.0.2.50';
  // Each test's clock starts on the seed's day: past the sign-up codes an earlier test asked for this number.
  vi.advanceTimersByTime(10 * 60_000);
  let wrongAnswers = 0;
  let refused = 0;
  for (let round = 0; round < 5; round++) {
    await callApi('/sendcode', { body: { mobile, purpose: 'reset' }, client });
    for (let i = 0; i < 5; i++) {
      const guess = await callApi('/forgetpass', { body: { mobile, code: `00000${i}`, pass: 'guessed-pass' }, client });
      if (guess.status === 400) wrongAnswers += 1;
      if (guess.status === 429) refused += 1;
    }
    vi.advanceTimersByTime(61_000);
  }
  // Before: each resend gave five new tries (25 guesses here, 7,200 a day).
  expect(wrongAnswers).toBe(10);
  expect(refused).toBe(15);
  // Even the right code is refused now from this address, and no new code is sent to it that could not be entered.
  expect(await callApi('/sendcode', { body: { mobile, purpose: 'reset' }, client, lang: '2' })).toMatchObject({
    status: 429,
    msg: 'ថ្ងៃនេះមានការបញ្ចូលលេខកូដខុសច្រើនដងពេកសម្រាប់លេខនេះ។ សូមព្យាយាមម្ដងទៀតនៅថ្ងៃស្អែក។',
  });
  vi.advanceTimersByTime(24 * 3600_000);
  expect((await callApi('/sendcode', { body: { mobile, purpose: 'reset' }, client })).code).toBe(0);
});
