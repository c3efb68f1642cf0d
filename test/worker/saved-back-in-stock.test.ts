import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere } from '../commerce/order-helpers';
import { fetchPage } from './fetch-page';
import { OTHER, memberToken } from './member-session';
import { opsCookie, PRODUCT_FORM_COLUMNS, postProductForm, productForm, STAFF } from './ops-session';

// A saved product that comes back in stock is told in the inbox of each shopper who saved it (migration
// 0128, decision 042), whatever raised its stock.

type Message = { id: number; title: string; kind: string };
const inbox = async (token: string, lang: '1' | '2' = '1') =>
  (await callApi('/messages', { bearer: token, lang })).data.list as Message[];
const backInStock = async (token: string, name: string, lang: '1' | '2' = '1') =>
  (await inbox(token, lang)).filter((message) => message.title.endsWith(name));

/** Sets a product's stock through the console's product form, as an operator does. */
async function setStock(id: number, stock: number) {
  const product = await env.DB.prepare(`SELECT ${PRODUCT_FORM_COLUMNS} FROM products WHERE id = ?1`)
    .bind(id)
    .first<Record<string, string | number | null>>();
  const saved = await postProductForm(`/ops/products/${id}`, await opsCookie(STAFF), {
    ...productForm(product!),
    stock: String(stock),
    stock_note: 'recount',
  });
  expect(saved.response.status).toBe(303);
}

test('a shopper who saved a sold-out product is told once it is back, in their language; a suspended member is not', async () => {
  const product = (await productWhere('stock > 0 AND hidden = 0 AND is_earnest = 0 AND id > 100'))!;
  const saver = await memberToken();
  await memberToken(OTHER);
  await setStock(product.id, 0);
  expect((await callApi(`/goods/${product.id}/save`, { bearer: saver, method: 'POST' })).code).toBe(0);
  // A member the console suspended saved it too, and is not told (as announcements skip them).
  const suspended = (await env.DB.prepare('SELECT id FROM users WHERE mobile = ?1').bind(OTHER.mobile).first<{
    id: number;
  }>())!.id;
  await env.DB.prepare('INSERT INTO saved_products (user_id, product_id, created_at) VALUES (?1, ?2, 0)')
    .bind(suspended, product.id)
    .run();
  await env.DB.prepare('UPDATE users SET suspended_at = 1 WHERE id = ?1').bind(suspended).run();
  // The product page says how to be told.
  expect((await fetchPage(`/products/${product.id}`)).body).toContain(
    'Out of stock. Save it, and we’ll send you a message when it’s back.',
  );
  expect((await fetchPage(`/kh/products/${product.id}`)).body).toContain('ពេលវាមានក្នុងស្តុកវិញ');

  await setStock(product.id, 5);
  const [told] = await backInStock(saver, product.name_en);
  expect(told).toMatchObject({ title: `Back in stock: ${product.name_en}`, kind: 'promotion' });
  const detail = await callApi(`/messages/${told!.id}`, { bearer: saver, lang: '2' });
  expect(detail.data).toMatchObject({
    title: `មានក្នុងស្តុកវិញហើយ៖ ${product.name_km}`,
    body: 'ផលិតផលដែលអ្នកបានរក្សាទុក មានក្នុងស្តុកវិញហើយ។ សូមបញ្ជាទិញ មុនពេលវាលក់អស់ម្ដងទៀត។',
    link: `/products/${product.id}`,
  });
  const toSuspended = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM member_messages WHERE user_id = ?1 AND ref LIKE 'back-in-stock:%'",
  )
    .bind(suspended)
    .first<{ n: number }>();
  expect(toSuspended!.n).toBe(0);
  await env.DB.prepare('UPDATE users SET suspended_at = NULL WHERE id = ?1').bind(suspended).run();

  // More stock is not news; sold out and back the same day tells no one twice.
  await setStock(product.id, 8);
  await setStock(product.id, 0);
  await setStock(product.id, 3);
  expect(await backInStock(saver, product.name_en)).toHaveLength(1);
});

test('stock that an order gives back tells the shoppers who saved the product', async () => {
  const product = (await productWhere('stock > 0 AND hidden = 0 AND is_earnest = 0 AND id > 200'))!;
  const [saver, buyer] = [await memberToken(OTHER), await memberToken()];
  expect((await callApi(`/goods/${product.id}/save`, { bearer: saver, method: 'POST' })).code).toBe(0);
  // The buyer takes the last of it, and the shop has none left.
  await env.DB.prepare('UPDATE products SET stock = 1 WHERE id = ?1').bind(product.id).run();
  const order = await placeOrder(buyer, buyNow(product.id));
  expect(order.code).toBe(0);
  expect(await backInStock(saver, product.name_en)).toEqual([]);

  const cancelled = await callApi(`/orders/${order.data.id}/cancel`, { bearer: buyer, method: 'POST' });
  expect(cancelled.code).toBe(0);
  expect(await backInStock(saver, product.name_en)).toHaveLength(1);
});
