import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from './call-api';

const productWhere = (sql: string) =>
  env.DB.prepare(
    `SELECT id, price_cents, stock, limit_per_shopper FROM products WHERE ${sql} ORDER BY id LIMIT 1`,
  ).first<{ id: number; price_cents: number; stock: number; limit_per_shopper: number }>();

test('carlists groups the demo cart by merchant with catalogue prices as 2-decimal strings', async () => {
  const token = await demoToken();
  const cart = await callApi(`/carlists?time=1`, { bearer: token });
  expect(cart).toMatchObject({ status: 200, code: 0 });
  expect(cart.data.count).toBe(4);
  expect(cart.data.total).toMatch(/^\d+\.\d{2}$/);
  const lines = cart.data.lists.flatMap((group: { child: object[] }) => group.child);
  expect(lines).toHaveLength(3);
  for (const line of lines)
    expect(line).toMatchObject({
      money: expect.stringMatching(/^\d+\.\d{2}$/),
      earnest_money: expect.stringMatching(/^\d+\.\d{2}$/),
      is_earnest: expect.any(Number),
      num: expect.any(Number),
      image: expect.stringMatching(/^\/images\/products\//),
    });
  const khmer = await callApi(`/carlists`, { bearer: token, lang: '2' });
  expect(khmer.data.lists[0].child[0].name).toMatch(/[\u1780-\u17FF]/);
});

test('add, change quantity, select and remove; the price is never taken from the client', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock >= 10 AND limit_per_shopper = 10 AND id > 100'))!;
  const added = await callApi('/addcart', { bearer: token, body: { goods_id: product.id, num: 2, money: '0.01' } });
  expect(added).toMatchObject({ code: 0, data: { num: 2 } });
  const changed = await callApi('/cartnum', {
    bearer: token,
    form: { id: String(added.data.id), num: '5' },
    method: 'POST',
  });
  expect(changed).toMatchObject({ code: 0, data: { num: 5 } });
  const cart = await callApi('/carlists', { bearer: token });
  const line = cart.data.lists
    .flatMap((g: { child: { id: number }[] }) => g.child)
    .find((l: { id: number }) => l.id === added.data.id);
  expect(line.money).toBe((product.price_cents / 100).toFixed(2));
  expect(
    (await callApi('/selectcart', { bearer: token, body: { ids: [added.data.id], selected: 0 } })).data.changed,
  ).toBe(1);
  expect((await callApi('/selectcart', { bearer: token, body: { selected: 1 } })).data.changed).toBe(4);
  expect(await callApi('/delcart', { bearer: token, body: { ids: added.data.id } })).toMatchObject({
    code: 0,
    data: { changed: 1 },
  });
  const gone = await callApi('/delcart', { bearer: token, body: { ids: [added.data.id] }, lang: '2' });
  expect(gone).toMatchObject({ status: 404, code: 404, msg: 'ទំនិញនេះលែងមាននៅក្នុងកន្ត្រកទំនិញរបស់អ្នកហើយ។' });
});

test('simultaneous adds never exceed the stock', async () => {
  const token = await demoToken();
  const product = (await productWhere('limit_per_shopper = 10 AND id > 200'))!;
  await env.DB.prepare('UPDATE products SET stock = 4 WHERE id = ?1').bind(product.id).run();
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => callApi('/addcart', { bearer: token, body: { goods_id: product.id, num: 1 } })),
  );
  expect(answers.filter((a) => a.code === 0)).toHaveLength(4);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(8);
  const row = await env.DB.prepare('SELECT num FROM cart_items WHERE user_id = 1 AND product_id = ?1')
    .bind(product.id)
    .first<{ num: number }>();
  expect(row?.num).toBe(4);
});

test('simultaneous adds never exceed the per-shopper limit', async () => {
  const token = await demoToken();
  const product = (await productWhere(
    'limit_per_shopper = 3 AND stock > 20 AND id NOT IN (SELECT product_id FROM cart_items) AND id NOT IN (SELECT product_id FROM order_items)',
  ))!;
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => callApi('/addcart', { bearer: token, body: { goods_id: product.id }, lang: '2' })),
  );
  expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
  expect(answers.find((a) => a.code === 409)?.msg).toContain('លើសចំនួនកំណត់');
});

test('out of stock, unknown products, bad input and missing tokens', async () => {
  const token = await demoToken();
  const soldOut = (await productWhere('stock = 0'))!;
  expect(await callApi('/addcart', { bearer: token, body: { goods_id: soldOut.id } })).toMatchObject({
    status: 409,
    code: 409,
    msg: 'Sorry, this product is out of stock.',
  });
  expect(await callApi('/addcart', { bearer: token, body: { goods_id: 999999 } })).toMatchObject({
    status: 404,
    code: 404,
  });
  expect(await callApi('/addcart', { bearer: token, body: { goods_id: 'abc' } })).toMatchObject({
    status: 400,
    code: 400,
  });
  expect(await callApi('/cartnum', { bearer: token, body: { id: 1, num: 0 } })).toMatchObject({
    status: 400,
    code: 400,
  });
  expect(await callApi('/cartnum', { bearer: token, body: { id: 1, num: 99 } })).toMatchObject({
    status: 409,
    code: 409,
  });
  expect(await callApi('/cartnum', { bearer: token, body: { id: 424242, num: 1 } })).toMatchObject({
    status: 404,
    code: 404,
  });
  expect(await callApi('/selectcart', { bearer: token, body: { selected: 3 } })).toMatchObject({
    status: 400,
    code: 400,
  });
  for (const path of ['/addcart', '/cartnum', '/delcart', '/selectcart'])
    expect(await callApi(path, { body: { goods_id: 1, id: 1, num: 1, ids: [1], selected: 1 } })).toMatchObject({
      status: 401,
      code: 1012,
    });
  expect((await callApi('/carlists?time=1', { lang: '2' })).code).toBe(1012);
});

test('a live flash deal sets the cart price and its per-shopper limit', async () => {
  const token = await demoToken();
  const deal = (await env.DB.prepare(
    `SELECT i.product_id, i.deal_cents, i.limit_per_shopper FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id
     JOIN products p ON p.id = i.product_id WHERE s.id = 1 AND p.limit_per_shopper > i.limit_per_shopper AND p.stock > 5 ORDER BY i.product_id LIMIT 1`,
  ).first<{ product_id: number; deal_cents: number; limit_per_shopper: number }>())!;
  await env.DB.prepare('UPDATE flash_deal_slots SET starts_at = 0, ends_at = 4000000000 WHERE id = 1').run();
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => callApi('/addcart', { bearer: token, body: { goods_id: deal.product_id } })),
  );
  expect(answers.filter((a) => a.code === 0)).toHaveLength(deal.limit_per_shopper);
  const cart = await callApi('/carlists', { bearer: token });
  const line = cart.data.lists
    .flatMap((g: { child: { goods_id: number }[] }) => g.child)
    .find((l: { goods_id: number }) => l.goods_id === deal.product_id);
  expect(line).toMatchObject({
    money: (deal.deal_cents / 100).toFixed(2),
    limit: deal.limit_per_shopper,
    num: deal.limit_per_shopper,
  });
});
