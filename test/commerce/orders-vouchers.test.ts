import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere } from './order-helpers';

const cents = (money: string) => Math.round(Number(money) * 100);

test('a platform voucher and a merchant coupon with their rules; used once; points redeemed', async () => {
  const token = await demoToken();
  const product = (await productWhere('merchant_id = 10 AND price_cents >= 6000 AND stock > 5 AND is_earnest = 0'))!;
  for (const path of ['/vouchers/1/collect', '/vouchers/2/collect', '/coupons/26/collect'])
    expect((await callApi(path, { bearer: token, method: 'POST' })).code).toBe(0);
  const body = buyNow(product.id, 1, { voucher_id: 1, coupon_ids: [26], points: 50 });

  const quote = await callApi('/orders/quote', { bearer: token, body });
  const couponCut = Math.floor(product.price_cents / 10);
  expect(quote.data.coupons).toEqual([
    expect.objectContaining({
      coupon_id: 26,
      merchant_id: 10,
      discount: (couponCut / 100).toFixed(2),
      title: expect.stringContaining('10%'),
    }),
    expect.objectContaining({ coupon_id: 1, merchant_id: null, discount: '5.00' }),
  ]);
  expect(cents(quote.data.total)).toBe(product.price_cents - couponCut - 500 - 50);
  expect(quote.data.points_balance).toBe(100);

  const order = await placeOrder(token, body);
  expect(order.data).toMatchObject({
    discount: ((couponCut + 500) / 100).toFixed(2),
    points_used: 50,
    total: quote.data.total,
  });
  const mine = await callApi('/mycoupons?status=used', { bearer: token });
  expect(mine.data.map((c: { id: number }) => c.id).sort()).toEqual([1, 26]);
  expect((await callApi('/points', { bearer: token })).data).toMatchObject({ balance: 50 });
  // Used: not again.
  expect(await placeOrder(token, buyNow(product.id, 1, { voucher_id: 1 }))).toMatchObject({
    status: 409,
    msg: expect.stringContaining('cannot be used'),
  });

  // Cancelling gives the voucher, the coupon and the points back.
  await callApi(`/orders/${order.data.id}/cancel`, { bearer: token, method: 'POST' });
  expect((await callApi('/mycoupons?status=unused', { bearer: token })).data.map((c: { id: number }) => c.id)).toEqual(
    expect.arrayContaining([1, 26]),
  );
  expect((await callApi('/points', { bearer: token })).data).toMatchObject({ balance: 100 });
});

test('voucher rules: minimum spend, merchant scope, one voucher, not collected, expired, points over the balance', async () => {
  const token = await demoToken();
  for (const path of ['/vouchers/1/collect', '/vouchers/2/collect', '/coupons/26/collect'])
    await callApi(path, { bearer: token, method: 'POST' });
  const cheap = (await productWhere('merchant_id = 10 AND price_cents < 2000 AND stock > 5 AND is_earnest = 0'))!;
  const elsewhere = (await productWhere('merchant_id <> 10 AND price_cents >= 6000 AND stock > 5 AND is_earnest = 0'))!;
  const quote = (body: Record<string, unknown>) => callApi('/orders/quote', { bearer: token, body, lang: '2' });
  expect(await quote(buyNow(cheap.id, 1, { voucher_id: 1 }))).toMatchObject({
    status: 409,
    msg: expect.stringContaining('អប្បបរមា'),
  });
  expect(await quote(buyNow(elsewhere.id, 1, { coupon_ids: [26] }))).toMatchObject({ status: 409, code: 409 });
  expect(await quote(buyNow(elsewhere.id, 1, { voucher_id: 3 }))).toMatchObject({ status: 409 });
  expect(await quote(buyNow(elsewhere.id, 1, { points: 101 }))).toMatchObject({ status: 409 });
  expect(await quote(buyNow(elsewhere.id, 1, { coupon_ids: [1] }))).toMatchObject({ status: 409 });
  await env.DB.prepare('UPDATE coupons SET ends_at = 1 WHERE id = 2').run();
  expect(await quote(buyNow(elsewhere.id, 1, { voucher_id: 2 }))).toMatchObject({ status: 409 });
  expect((await quote(buyNow(elsewhere.id, 1, { voucher_id: 1 }))).code).toBe(0);
});

test('two simultaneous orders spending one voucher: one gets it', async () => {
  const token = await demoToken();
  await callApi('/vouchers/1/collect', { bearer: token, method: 'POST' });
  const product = (await productWhere(
    'price_cents >= 6000 AND stock > 10 AND is_earnest = 0 AND limit_per_shopper = 10',
  ))!;
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => placeOrder(token, buyNow(product.id, 1, { voucher_id: 1 }))),
  );
  expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
});
