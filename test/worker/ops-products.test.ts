import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, test, vi } from 'vitest';
import app from '../../worker/index';
import { callApi, demoToken } from '../commerce/call-api';
import { fetchPage, ORIGIN } from './fetch-page';
import { PRODUCT_FORM_COLUMNS, postProductForm, productForm, productFormVersion } from './ops-session';

// Operators create and edit products; the shop and its search follow.
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  fetchPage(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** A product's form saved as an operator does: opened, then sent with what it was read from. */
const save = (path: string, fields: Record<string, string>, cookie: string) => postProductForm(path, cookie, fields);

async function staffCookie(): Promise<string> {
  const { response } = await post('/ops/sign-in', { email: 'staff@membershop.com.kh', password: 'ops-demo-1234' }, '');
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const PEPPER = {
  sku: 'KAMPOT-PEPPER-100G',
  merchant_id: '15',
  category_id: '601',
  brand_id: '',
  name_en: 'Kampot red pepper gift tin, 100 g',
  name_km: 'ប្រអប់កាដូម្រេចក្រហមកំពត 100 ក្រាម',
  description_en: 'Sun-dried red pepper from Kampot farms, in a gift tin.',
  description_km: 'ម្រេចក្រហមហាលថ្ងៃពីចម្ការកំពត ក្នុងប្រអប់កាដូ។',
  image: '/images/products/kampot-pepper-front.svg',
  price: '8.50',
  compare: '',
  stock: '40',
  limit_per_shopper: '5',
};

const ids = async (q: string, lang: '1' | '2') =>
  ((await callApi(`/search?q=${encodeURIComponent(q)}&limit=50`, { lang })).data.list as { id: number }[]).map(
    (card) => card.id,
  );

test('staff add a product, which the shop’s search finds in English and in Khmer; sold out, its page says so', async () => {
  const cookie = await staffCookie();
  const merchant = await env.DB.prepare('SELECT id FROM merchants ORDER BY id LIMIT 1').first<{ id: number }>();
  const category = await env.DB.prepare(
    'SELECT id FROM goods_categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1',
  ).first<{ id: number }>();
  const fields = { ...PEPPER, merchant_id: String(merchant!.id), category_id: String(category!.id) };
  const added = await post('/ops/products/new', fields, cookie);
  expect(added.response.status).toBe(303);
  // A new product goes on to its photos page.
  const id = Number(
    /^\/ops\/products\/(\d+)\/photos\?done=created$/.exec(added.response.headers.get('location')!)?.[1],
  );
  expect(await ids('pepper gift tin', '1')).toContain(id);
  expect(await ids('ម្រេចក្រហមកំពត', '2')).toContain(id);
  const page = await fetchPage(`/products/${id}`);
  expect(page.body).toContain('Kampot red pepper gift tin, 100 g');
  expect(page.body).toContain('$8.50');

  const soldOut = await save(
    `/ops/products/${id}`,
    { ...fields, stock: '0', stock_note: 'recount', image: '/images/products/kampot-pepper-box.svg' },
    cookie,
  );
  expect(soldOut.response.status).toBe(303);
  const after = (await fetchPage(`/products/${id}`)).body;
  expect(after).toContain('Out of stock');
  // A new picture is the product page's picture too (its gallery follows).
  expect(after).toContain('src="/images/products/kampot-pepper-box.svg"');
  const actions = (
    await env.DB.prepare("SELECT action FROM ops_audit WHERE entity = 'product' AND entity_id = ?1 ORDER BY id")
      .bind(String(id))
      .all<{ action: string }>()
  ).results.map((row) => row.action);
  expect(actions).toEqual(['product_add', 'product_edit']);
});

test('a renamed product is found by its new name; bad input is refused in the page’s language and changes nothing', async () => {
  const cookie = await staffCookie();
  const product = (await env.DB.prepare(
    'SELECT id, sku, merchant_id, category_id, brand_id, name_en, name_km, description_en, description_km, image, price_cents, stock FROM products WHERE id = 1',
  ).first<Record<string, string | number | null>>())!;
  const fields = {
    ...PEPPER,
    sku: String(product.sku),
    merchant_id: String(product.merchant_id),
    category_id: String(product.category_id),
    brand_id: product.brand_id === null ? '' : String(product.brand_id),
    name_en: 'Zephyrine travel phone',
    name_km: String(product.name_km),
    description_en: String(product.description_en),
    description_km: String(product.description_km),
    image: String(product.image),
    price: (Number(product.price_cents) / 100).toFixed(2),
    stock: String(product.stock),
  };
  for (const [change, message] of [
    [{ price: '12.345' }, 'សូមសរសេរតម្លៃជាដុល្លារ និងសេន'],
    [{ compare: '1.00' }, 'សូមសរសេរតម្លៃជាដុល្លារ និងសេន'],
    [{ image: 'https://evil.example/x.png' }, 'រូបភាពត្រូវតែមានអាសយដ្ឋាននៅលើហាងនេះ'],
    [{ category_id: '99999' }, 'សូមជ្រើសរើសពីបញ្ជី៖ ប្រភេទ។'],
    [{ stock: '-1' }, 'ស្តុកជាលេខគត់ចាប់ពី 0'],
    [{ name_km: '' }, 'សូមបំពេញ៖ ឈ្មោះជាភាសាខ្មែរ។'],
    [{ sku: 'MS 1' }, 'SKU មានពី 1 ដល់ 40 តួ'],
    [{ sku: 'MS-000002' }, 'ផលិតផល 2 មាន SKU នេះរួចហើយ'],
  ] as const) {
    const refused = await save('/kh/ops/products/1', { ...fields, ...change }, cookie);
    expect(refused.response.status, JSON.stringify(change)).toBe(400);
    expect(refused.body).toContain(message);
  }
  expect(
    (await env.DB.prepare('SELECT name_en FROM products WHERE id = 1').first<{ name_en: string }>())?.name_en,
  ).toBe(product.name_en);
  expect(await save('/ops/products/1', fields, cookie)).toMatchObject({ response: { status: 303 } });
  expect(await ids('zephyrine', '1')).toEqual([1]);
  // The index holds the new name in the seed's form (searchIndexText), not the old one.
  const indexed = await env.DB.prepare('SELECT name FROM products_fts WHERE rowid = 1').first<{ name: string }>();
  expect(indexed?.name.startsWith(' zephyrine travel phone ')).toBe(true);
});

test('a product’s new name and price show in the shop’s cached lists at once, in both languages', async () => {
  const cookie = await staffCookie();
  const product = (await env.DB.prepare(
    'SELECT id, sku, merchant_id, category_id, brand_id, name_km, description_en, description_km, image, stock FROM products WHERE id = 2',
  ).first<Record<string, string | number | null>>())!;
  // Cheapest first: once it costs $0.50, the product leads its category's list and its merchant's.
  const lists = [
    `/products?category=${product.category_id}&sort=price_asc`,
    `/kh/products?category=${product.category_id}&sort=price_asc`,
    `/merchant/merchant-products/${product.merchant_id}?sort=price_asc`,
  ];
  // Read once, the lists are in the edge cache, fresh for 5 minutes.
  for (const list of lists) expect((await fetchPage(list)).response.status).toBe(200);
  const saved = await save(
    '/ops/products/2',
    {
      ...PEPPER,
      sku: String(product.sku),
      merchant_id: String(product.merchant_id),
      category_id: String(product.category_id),
      brand_id: product.brand_id === null ? '' : String(product.brand_id),
      name_en: 'Quillon river speaker',
      name_km: 'ឧបករណ៍បំពងសំឡេងទន្លេ',
      description_en: String(product.description_en),
      description_km: String(product.description_km),
      image: String(product.image),
      price: '0.50',
      stock: String(product.stock),
    },
    cookie,
  );
  expect(saved.response.status).toBe(303);
  const [english, khmer, merchant] = await Promise.all(lists.map(async (list) => (await fetchPage(list)).body));
  expect(english).toContain('Quillon river speaker');
  expect(english).toContain('$0.50');
  expect(khmer).toContain('ឧបករណ៍បំពងសំឡេងទន្លេ');
  expect(merchant).toContain('Quillon river speaker');
});

test('with the edge cache down, a product edit is still saved and the operator sent on; the failure is logged', async () => {
  const cookie = await staffCookie();
  const product = (await env.DB.prepare('SELECT * FROM products WHERE id = 3').first<Record<string, unknown>>())!;
  const down = () => Promise.reject(new Error('KV unavailable'));
  const cache = { get: down, put: down, list: down, delete: down } as unknown as KVNamespace;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const ctx = createExecutionContext();
  const fields = {
    ...Object.fromEntries(Object.keys(PEPPER).map((name) => [name, String(product[name] ?? '')])),
    price: (Number(product.price_cents) / 100).toFixed(2),
    name_en: 'Saved while the cache was down',
    version: await productFormVersion('/ops/products/3', cookie),
  };
  const request = new Request(`${ORIGIN}/ops/products/3`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const response = await app.fetch(request, { ...env, CACHE: cache }, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(303);
  expect((await env.DB.prepare('SELECT name_en FROM products WHERE id = 3').first())?.name_en).toBe(
    'Saved while the cache was down',
  );
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('cached copies not forgotten'));
  errors.mockRestore();
});

test('hidden, a product leaves the shop’s lists, search and pages and cannot be bought; a down payment and ship date reach its page', async () => {
  const cookie = await staffCookie();
  const product = (await env.DB.prepare(
    `SELECT ${PRODUCT_FORM_COLUMNS} FROM products WHERE is_earnest = 0 AND is_preorder = 0 AND stock > 5 AND price_cents > 2000
       AND id IN (SELECT product_id FROM reviews) AND category_id IN (SELECT category_id FROM products GROUP BY category_id HAVING COUNT(*) <= 50) ORDER BY id LIMIT 1`,
  ).first<Record<string, string | number | null>>())!;
  const fields = productForm(product);
  const id = Number(product.id);
  const listed = async () =>
    ((await callApi(`/goods?category=${product.category_id}&limit=50`)).data.list as { id: number }[]).map(
      (card) => card.id,
    );
  expect(await listed()).toContain(id);
  expect(await ids(String(product.name_en), '1')).toContain(id);
  const reviewCount = async () => (await callApi(`/merchants/${product.merchant_id}/reviews`)).data.total as number;
  const shopReviews = await reviewCount();
  const itsReviews = (await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE product_id = ?1')
    .bind(id)
    .first<{ n: number }>())!.n;
  expect(itsReviews).toBeGreaterThan(0);

  expect((await save(`/ops/products/${id}`, { ...fields, hidden: '1' }, cookie)).response.status).toBe(303);
  // Its reviews leave its shop's reviews too: they would link to its page, which is gone.
  expect(await reviewCount()).toBe(shopReviews - itsReviews);
  expect(await listed()).not.toContain(id);
  expect(await ids(String(product.name_en), '1')).not.toContain(id);
  expect(await ids(String(product.name_km), '2')).not.toContain(id);
  expect((await callApi(`/goods/${id}`)).status).toBe(404);
  expect((await fetchPage(`/products/${id}`)).response.status).toBe(404);
  const token = await demoToken();
  expect((await callApi('/addcart', { bearer: token, body: { goods_id: id, num: 1 } })).code).not.toBe(0);
  const opsList = (await fetchPage(`/ops/products?q=${product.sku}`, { headers: { cookie } })).body;
  expect(opsList).toContain(`<span>${'$'}${fields.price} · Stock ${fields.stock} · Hidden</span>`);

  // Shown again, as a pre-order with a down payment and a ship date.
  const terms = { ...fields, is_preorder: '1', down_payment: '5.00', ships_on: '2026-12-20' };
  expect((await save(`/ops/products/${id}`, terms, cookie)).response.status).toBe(303);
  const detail = (await callApi(`/goods/${id}`)).data;
  expect(detail).toMatchObject({ is_earnest: 1, is_preorder: 1, down_payment: { earnest_money: '5.00' } });
  // Midnight of 20 December in Phnom Penh (UTC+7).
  expect(detail.ships_at).toBe(Date.UTC(2026, 11, 20) / 1000 - 7 * 3600);
  expect(await listed()).toContain(id);
  const form = (await fetchPage(`/ops/products/${id}`, { headers: { cookie } })).body;
  expect(form).toMatch(/<input[^>]*name="down_payment"[^>]*value="5.00"/);
  expect(form).toMatch(/<input[^>]*name="ships_on"[^>]*value="2026-12-20"/);

  for (const [change, message] of [
    [{ down_payment: fields.price }, 'ប្រាក់កក់ជាចំនួនដុល្លារលើសពី 0 និងតិចជាងតម្លៃ'],
    [{ is_preorder: '' }, 'មានតែទំនិញកុម្ម៉ង់ទុកមុនប៉ុណ្ណោះដែលមាន'],
    [{ ships_on: '2026-02-30' }, 'មានតែទំនិញកុម្ម៉ង់ទុកមុនប៉ុណ្ណោះដែលមាន'],
  ] as const) {
    const refused = await save(`/kh/ops/products/${id}`, { ...terms, ...change }, cookie);
    expect(refused.response.status, JSON.stringify(change)).toBe(400);
    expect(refused.body).toContain(message);
  }
  expect((await callApi(`/goods/${id}`)).data.down_payment.earnest_money).toBe('5.00');
  const edits = (
    await env.DB.prepare(
      "SELECT after_json FROM ops_audit WHERE action = 'product_edit' AND entity_id = ?1 ORDER BY id",
    )
      .bind(String(id))
      .all<{ after_json: string }>()
  ).results.map((row) => JSON.parse(row.after_json));
  // This file's earlier test edited the same product; these are the last two edits.
  // Each entry names only what its save changed (docs/decisions/052-stock-moves-and-edit-versions.md).
  expect(edits.slice(-2)).toEqual([{ hidden: 1 }, expect.objectContaining({ hidden: 0, earnest_cents: 500 })]);
});

test('the product list goes a page at a time, and a number searched for lists that product first', async () => {
  const cookie = await staffCookie();
  const total = (await env.DB.prepare('SELECT COUNT(*) AS n FROM products').first<{ n: number }>())!.n;
  expect(total).toBeGreaterThan(100);
  const listed = (body: string) =>
    [...body.matchAll(/href="\/ops\/products\/(\d+)">/g)].map((match) => Number(match[1]));
  const first = (await fetchPage('/ops/products', { headers: { cookie } })).body;
  expect(listed(first)).toHaveLength(50);
  expect(first).toContain('<a href="/ops/products?page=2">Older products</a>');
  const second = (await fetchPage('/ops/products?page=2', { headers: { cookie } })).body;
  expect(listed(second)).toHaveLength(50);
  expect(listed(second).some((id) => listed(first).includes(id))).toBe(false);
  expect(second).toContain('<a href="/ops/products?page=1">Newer products</a>');
  // As the page after saving product 2 searches: product 2 first, then names with a 2 in them.
  expect(listed((await fetchPage('/ops/products?q=2&done=saved', { headers: { cookie } })).body)[0]).toBe(2);
});
