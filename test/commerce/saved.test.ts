import { expect, test } from 'vitest';
import { memberToken, OTHER } from '../worker/member-session';
import { callApi, demoToken } from './call-api';

test('saving products: idempotent, listed as cards, scoped to the shopper, unknown products refused', async () => {
  const token = await demoToken();
  expect((await callApi('/saved', { bearer: token })).data).toMatchObject({ list: [], total: 0 });
  for (const id of [5, 9, 5])
    expect(await callApi(`/goods/${id}/save`, { bearer: token, body: {} })).toMatchObject({
      code: 0,
      data: { saved: true },
    });
  const list = await callApi('/saved', { bearer: token, lang: '2' });
  expect(list.data.total).toBe(2);
  expect(list.data.list.map((card: { id: number }) => card.id).sort()).toEqual([5, 9]);
  expect(list.data.list[0]).toMatchObject({
    name: expect.stringMatching(/[\u1780-\u17FF]/),
    money: expect.stringMatching(/^\d+\.\d{2}$/),
  });
  expect((await callApi('/marks', { bearer: token })).data.saved.sort()).toEqual([5, 9]);

  const other = await memberToken(OTHER);
  expect((await callApi('/saved', { bearer: other })).data.total).toBe(0);
  expect(await callApi('/goods/9/unsave', { bearer: other, body: {} })).toMatchObject({ code: 0 });
  expect((await callApi('/saved', { bearer: token })).data.total).toBe(2);

  expect(await callApi('/goods/9/unsave', { bearer: token, body: {} })).toMatchObject({
    code: 0,
    data: { saved: false },
  });
  expect((await callApi('/marks', { bearer: token })).data.saved).toEqual([5]);
  expect(await callApi('/goods/99999/save', { bearer: token, body: {} })).toMatchObject({ status: 404, code: 404 });
  expect(await callApi('/goods/abc/save', { bearer: token, body: {} })).toMatchObject({ status: 400 });
  expect(await callApi('/goods/5/save', { body: {} })).toMatchObject({ status: 401, code: 1012 });
  expect(await callApi('/saved')).toMatchObject({ status: 401, code: 1012 });
  // The product page itself stays public.
  expect(await callApi('/goods/5')).toMatchObject({ status: 200, code: 0 });
});

test('followed merchants: listed with the follow state in the marks, each shopper their own', async () => {
  const token = await demoToken();
  expect((await callApi('/follows', { bearer: token })).data.total).toBe(0);
  await callApi('/merchants/3/follow', { bearer: token, body: {} });
  await callApi('/merchants/7/follow', { bearer: token, body: {} });
  const follows = await callApi('/follows', { bearer: token, lang: '2' });
  expect(follows.data).toMatchObject({ total: 2 });
  expect(follows.data.list.map((m: { id: number }) => m.id).sort()).toEqual([3, 7]);
  expect(follows.data.list[0]).toMatchObject({
    followers: 1,
    rating: expect.any(Number),
    name: expect.stringMatching(/[\u1780-\u17FF]/),
  });
  expect((await callApi('/marks', { bearer: token })).data.followed.sort()).toEqual([3, 7]);
  expect((await callApi('/follows', { bearer: await memberToken(OTHER) })).data.total).toBe(0);
  await callApi('/merchants/3/unfollow', { bearer: token, body: {} });
  expect((await callApi('/marks', { bearer: token })).data.followed).toEqual([7]);
  expect(await callApi('/follows?page=0', { bearer: token })).toMatchObject({ status: 400 });
});
