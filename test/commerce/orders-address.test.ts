import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { memberToken, OTHER } from '../worker/member-session';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere, stockOf } from './order-helpers';

const orderCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<{ n: number }>())!.n;

test('delivery in Phnom Penh is free on goods over $20, as the terms say; to the provinces the fee stays', async () => {
  const token = await demoToken();
  const quote = async (id: number, addressId: number) =>
    (
      await callApi('/orders/quote', {
        bearer: token,
        body: buyNow(id, 1, { delivery: 'delivery', address_id: addressId }),
      })
    ).data;
  const cheap = (await productWhere('is_earnest = 0 AND stock > 5 AND price_cents < 1000'))!;
  const dear = (await productWhere('is_earnest = 0 AND stock > 5 AND price_cents > 3000'))!;
  // Address 1 is in Phnom Penh ($1.50, free over $20), address 2 in Siem Reap (no free delivery).
  expect(await quote(cheap.id, 1)).toMatchObject({ shipping: '1.50' });
  const free = await quote(dear.id, 1);
  expect(Number(free.goods)).toBeGreaterThan(20);
  expect(free).toMatchObject({ shipping: '0.00', total: free.goods });
  const siemReap = await quote(dear.id, 2);
  expect(Number(siemReap.shipping)).toBeGreaterThan(0);
  // What the product pages and checkout read says so.
  const fees = (await callApi('/shippingfees')).data as { province_code: string; free_over: string | null }[];
  expect(fees.find((row) => row.province_code === '12')?.free_over).toBe('20.00');
  expect(fees.find((row) => row.province_code === '17')?.free_over).toBeNull();
});

test('delivery to a saved address: the fee of its province, a copy of it in the order that later edits do not change, named in the reader’s language', async () => {
  const token = await demoToken();
  // Under $20 (over it, delivery in Phnom Penh is free). Address 1 is the demo shopper's default, in Phnom Penh (fee $1.50).
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND price_cents < 1000'))!;
  const quote = await callApi('/orders/quote', {
    bearer: token,
    body: buyNow(product.id, 1, { delivery: 'delivery', address_id: 1 }),
  });
  expect(quote.data.shipping).toBe('1.50');
  const order = await placeOrder(
    token,
    buyNow(product.id, 1, { delivery: 'delivery', address_id: 1, payment_method: 'cash' }),
    undefined,
    '2',
  );
  expect(order.data).toMatchObject({ shipping: '1.50', outlet: null });
  expect(order.data.address).toEqual({
    name: 'Chan Sokha',
    phone: '85512345678',
    province_code: '12',
    province: 'ភ្នំពេញ',
    district: 'បឹងកេងកង',
    commune: 'បឹងកេងកងទី១',
    village: 'ភូមិ៣',
    street: 'Street 278',
    house: '#45B',
    landmark: 'Near the Independence Monument',
  });
  // Placed in Khmer, read in English: the places in English, what the shopper typed as typed.
  expect((await callApi(`/orders/${order.data.id}`, { bearer: token })).data.address).toMatchObject({
    province: 'Phnom Penh',
    district: 'Boeng Keng Kang',
    commune: 'Boeng Keng Kang Ti Muoy',
    village: 'Phum 3',
    landmark: 'Near the Independence Monument',
  });
  await env.DB.prepare(`UPDATE addresses SET street = 'Moved away', village_code = NULL WHERE id = 1`).run();
  expect((await callApi(`/orders/${order.data.id}`, { bearer: token })).data.address).toMatchObject({
    street: 'Street 278',
    village: 'Phum 3',
  });
});

test("another shopper's address is refused in their language and nothing is ordered or reserved", async () => {
  const token = await memberToken(OTHER);
  const product = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  const [orders, stock] = [await orderCount(), await stockOf(product.id)];
  const body = buyNow(product.id, 1, { delivery: 'delivery', address_id: 1 });
  expect(await callApi('/orders/quote', { bearer: token, body })).toMatchObject({
    status: 404,
    msg: expect.stringContaining('not in your account'),
  });
  expect(await placeOrder(token, body, undefined, '2')).toMatchObject({
    status: 404,
    msg: expect.stringContaining('អាសយដ្ឋាន'),
  });
  expect(await placeOrder(token, { ...body, address_id: 99999 })).toMatchObject({ status: 404 });
  expect([await orderCount(), await stockOf(product.id)]).toEqual([orders, stock]);
});

test('delivery without an address is bad input; an old-style address object is not accepted', async () => {
  const token = await demoToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5'))!;
  const address = { name: 'X', phone: '012345678', province_code: '12', district: 'a', commune: 'b' };
  expect(await placeOrder(token, buyNow(product.id, 1, { delivery: 'delivery', address }))).toMatchObject({
    status: 400,
  });
});
