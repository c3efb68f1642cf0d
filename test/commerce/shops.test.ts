import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';

test('brands: list (optionally by category) and detail, in both languages', async () => {
  const all = await callApi('/brands');
  expect(all).toMatchObject({ status: 200, code: 0 });
  expect(all.data).toHaveLength(15);
  const phones = await callApi('/brands?category=1', { lang: '2' });
  expect(phones.data.every((b: { goods_category_id: number }) => b.goods_category_id === 1)).toBe(true);
  expect((await callApi('/brands/1', { lang: '2' })).data).toMatchObject({
    id: 1,
    name: 'Samsung',
    products: expect.any(Number),
  });
  expect(await callApi('/brands/999')).toMatchObject({ status: 404, code: 404 });
  expect(await callApi('/brands/x')).toMatchObject({ status: 400, code: 400 });
  expect(await callApi('/brands?category=abc')).toMatchObject({ status: 400, code: 400 });
});

test('merchants: by category with totals, detail, about, products, coupons, gift cards, reviews', async () => {
  const list = await callApi('/merchants?category=1&limit=2');
  expect(list.data).toMatchObject({ total: 3, pages: 2 });
  expect(list.data.list[0]).toMatchObject({ category_id: 1, rating: expect.any(Number) });
  expect((await callApi('/merchants?limit=50')).data.total).toBe(20);
  expect((await callApi('/merchants/1', { lang: '2' })).data).toMatchObject({
    id: 1,
    name: 'អង្គរ ម៉ូបាល',
    city: 'ភ្នំពេញ',
  });
  expect((await callApi('/merchants/1/about')).data.about).toContain('Angkor Mobile');
  const goods = await callApi('/merchants/1/goods?sort=price_asc&limit=5');
  expect(goods.data.list.every((p: { merchant_id: number }) => p.merchant_id === 1)).toBe(true);
  expect(
    (await callApi('/merchants/1/coupons')).data.every(
      (c: { kind: string; merchant_id: number }) => c.kind === 'coupon' && c.merchant_id === 1,
    ),
  ).toBe(true);
  expect((await callApi('/merchants/2/giftcards')).data[0]).toMatchObject({ value: '10.00', money: '9.50' });
  const reviews = await callApi('/merchants/1/reviews?limit=3', { lang: '2' });
  expect(reviews.data.total).toBeGreaterThan(0);
  expect(reviews.data.list[0].body).toMatch(/[\u1780-\u17FF]/);
});

test('merchants: unknown ids are 404 on every sub-page, bad input 400, localized', async () => {
  for (const path of [
    '/merchants/999',
    '/merchants/999/about',
    '/merchants/999/goods',
    '/merchants/999/reviews',
    '/merchants/999/giftcards',
  ]) {
    const answer = await callApi(path, { lang: '2' });
    expect(answer, path).toMatchObject({ status: 404, code: 404, msg: 'រកមិនឃើញអ្វីដែលអ្នកស្វែងរកទេ។' });
  }
  expect(await callApi('/merchants/abc')).toMatchObject({ status: 400, code: 400 });
  expect(await callApi('/merchants/1/reviews?page=-1')).toMatchObject({ status: 400, code: 400 });
  expect(await callApi('/merchants?limit=0')).toMatchObject({ status: 400, code: 400 });
});

test('follow and unfollow a merchant (token required)', async () => {
  const token = await demoToken();
  expect(await callApi('/merchants/4/follow', { bearer: token, body: {} })).toMatchObject({
    code: 0,
    data: { followed: true, followers: 1 },
  });
  expect((await callApi('/merchants/4/follow', { bearer: token, body: {} })).data.followers).toBe(1);
  expect((await callApi('/merchants/4')).data.followers).toBe(1);
  expect(await callApi('/merchants/4/unfollow', { bearer: token, body: {} })).toMatchObject({
    code: 0,
    data: { followed: false, followers: 0 },
  });
  expect(await callApi('/merchants/4/follow', { method: 'POST', lang: '2' })).toMatchObject({
    status: 401,
    code: 1012,
  });
  expect(await callApi('/merchants/999/follow', { bearer: token, body: {} })).toMatchObject({ status: 404, code: 404 });
});
