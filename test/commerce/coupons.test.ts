import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { sha256Hex } from '../../commerce/secrets';
import { callApi, demoToken } from './call-api';

test('vouchers: list and detail with money as strings, in both languages', async () => {
  const list = await callApi('/vouchers', { lang: '2' });
  expect(list).toMatchObject({ status: 200, code: 0 });
  expect(list.data.length).toBeGreaterThan(0);
  expect(list.data[0]).toMatchObject({
    kind: 'voucher',
    discount_money: expect.stringMatching(/^\d+\.\d{2}$/),
    min_spend: expect.stringMatching(/^\d+\.\d{2}$/),
  });
  expect(list.data[0].title).toMatch(/[\u1780-\u17FF]/);
  const one = await callApi(`/vouchers/${list.data[0].id}`);
  expect(one.data.id).toBe(list.data[0].id);
  expect(await callApi('/vouchers/9999', { lang: '2' })).toMatchObject({ status: 404, code: 404 });
  expect(await callApi('/vouchers/zero')).toMatchObject({ status: 400, code: 400 });
});

test('collect a voucher once; then it is in my unused coupons', async () => {
  const token = await demoToken();
  const before = (await callApi('/vouchers/1')).data.left;
  expect(await callApi('/vouchers/1/collect', { bearer: token, body: {} })).toMatchObject({
    code: 0,
    data: { id: 1, collected: true },
  });
  expect((await callApi('/vouchers/1')).data.left).toBe(before - 1);
  const again = await callApi('/vouchers/1/collect', { bearer: token, body: {}, lang: '2' });
  expect(again).toMatchObject({ status: 409, code: 409, msg: 'អ្នកបានទទួលយកប័ណ្ណនេះរួចហើយ។' });
  const mine = await callApi(`/mycoupons?status=unused`, { bearer: token });
  expect(mine.data.map((c: { id: number }) => c.id)).toContain(1);
  expect((await callApi(`/mycoupons?status=used`, { bearer: token })).data).toEqual([]);
  expect(await callApi(`/mycoupons?status=lost`, { bearer: token })).toMatchObject({ status: 400, code: 400 });
});

test('simultaneous collections never exceed what is left', async () => {
  await env.DB.prepare('UPDATE coupons SET total = claimed + 1 WHERE id = 2').run();
  const token = await demoToken();
  await env.DB.prepare(
    "INSERT INTO users (id, mobile, name, pass_salt, pass_hash, created_at) VALUES (2, '85598765432', 'Dara', '00', '00', 0)",
  ).run();
  const other = 'b'.repeat(64);
  await env.DB.prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?1, 2, 0, 9999999999)')
    .bind(await sha256Hex(other))
    .run();
  const answers = await Promise.all([
    callApi('/vouchers/2/collect', { bearer: token, body: {} }),
    callApi('/vouchers/2/collect', { bearer: other, body: {} }),
  ]);
  expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
  const loser = answers.find((a) => a.code !== 0);
  expect(loser).toMatchObject({ status: 409, code: 409, msg: 'Sorry, all of these have been collected.' });
  const row = await env.DB.prepare('SELECT total, claimed FROM coupons WHERE id = 2').first<{
    total: number;
    claimed: number;
  }>();
  expect(row?.claimed).toBe(row?.total);
});

test('coupons of a merchant are collected through /coupons/:id/collect; tokens are required', async () => {
  const token = await demoToken();
  const [coupon] = (await callApi('/merchants/1/coupons')).data;
  expect((await callApi(`/coupons/${coupon.id}/collect`, { bearer: token, body: {} })).code).toBe(0);
  expect(await callApi('/coupons/1/collect', { bearer: token, body: {} })).toMatchObject({ status: 404, code: 404 }); // 1 is a voucher
  expect(await callApi('/vouchers/3/collect', { method: 'POST' })).toMatchObject({ status: 401, code: 1012 });
  expect(await callApi('/mycoupons', { lang: '2' })).toMatchObject({ status: 401, code: 1012 });
});
