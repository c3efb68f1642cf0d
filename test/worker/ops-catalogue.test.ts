import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, DEMO } from '../commerce/call-api';
import { fetchPage, ORIGIN } from './fetch-page';
import { memberToken } from './member-session';
import { opsCookie, PRODUCT_FORM_COLUMNS, postForm, postProductForm, productForm, STAFF } from './ops-session';

// Categories, brands and merchants in the console, for staff as for owners. The shop
// reads them through the edge cache (menus, catalogue reads): each test warms it first, so a change that
// only reached D1 would fail.

const audits = async (action: string) =>
  (
    await env.DB.prepare('SELECT entity_id, before_json, after_json FROM ops_audit WHERE action = ?1 ORDER BY id')
      .bind(action)
      .all<{ entity_id: string; before_json: string | null; after_json: string | null }>()
  ).results;
const auditCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM ops_audit').first<{ n: number }>())!.n;
const row = (table: string, id: number) =>
  env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?1`).bind(id).first<Record<string, string | number | null>>();
const rows = async (table: string) => (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`).all()).results;
/** The ids of the products the shop's search API finds for `q` in a language (1 English, 2 Khmer). */
const found = async (q: string, lang: '1' | '2') =>
  ((await callApi(`/search?q=${encodeURIComponent(q)}&limit=50`, { lang })).data.list as { id: number }[]).map(
    (card) => card.id,
  );
/** A stored record as its console form's fields. */
const fieldsOf = (record: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, record[name] === null ? '' : String(record[name])]));
const BRAND_FIELDS = ['goods_category_id', 'name_en', 'name_km', 'about_en', 'about_km', 'logo', 'sort'];
const MERCHANT_FIELDS = [
  'business_category_id',
  'name_en',
  'name_km',
  'about_en',
  'about_km',
  'city_en',
  'city_km',
  'phone',
  'logo',
];

test('staff add a subcategory and a top category, which the shop’s category page and menu show at once in both languages', async () => {
  const cookie = await opsCookie(STAFF);
  // The category page and the header's menu are read through the edge cache: warm both languages first.
  expect((await fetchPage('/category')).body).toContain('Smartphones');
  expect((await fetchPage('/kh/category')).body).toContain('ស្មាតហ្វូន');

  const form = await fetchPage('/ops/categories/new?parent=1', { headers: { cookie } });
  expect(form.response.status).toBe(200);
  expect(form.body).toMatch(/<option value="1" selected="">Phones &amp; Tablets<\/option>/);
  const leaf = await postForm('/ops/categories/new', cookie, {
    parent_id: '1',
    name_en: 'Smartwatches',
    name_km: 'នាឡិកាឆ្លាតវៃ',
    sort: '4',
    image: '',
  });
  expect(leaf.response.status).toBe(303);
  expect(leaf.response.headers.get('location')).toBe('/ops/categories?done=added');
  const top = await postForm('/kh/ops/categories/new', cookie, {
    parent_id: '',
    name_en: 'Books & Stationery',
    name_km: 'សៀវភៅ និងសម្ភារៈការិយាល័យ',
    sort: '9',
    image: '/images/categories/books.svg',
  });
  expect(top.response.headers.get('location')).toBe('/kh/ops/categories?done=added');

  const added = await env.DB.prepare(
    "SELECT id, parent_id, image FROM goods_categories WHERE name_en IN ('Smartwatches', 'Books & Stationery') ORDER BY id",
  ).all<{ id: number; parent_id: number | null; image: string | null }>();
  const [watches, books] = added.results;
  expect(watches).toMatchObject({ parent_id: 1, image: null });
  expect(books).toMatchObject({ parent_id: null, image: '/images/categories/books.svg' });

  for (const [path, words] of [
    ['/category', ['Smartwatches', 'Books &amp; Stationery']],
    ['/kh/category', ['នាឡិកាឆ្លាតវៃ', 'សៀវភៅ និងសម្ភារៈការិយាល័យ']],
  ] as const) {
    const page = (await fetchPage(path)).body;
    for (const word of words) expect(page).toContain(word);
  }
  const tree = (await callApi('/goodscategory', { lang: '2' })).data as { id: number; child: { name: string }[] }[];
  expect(tree.find((category) => category.id === 1)?.child.map((child) => child.name)).toContain('នាឡិកាឆ្លាតវៃ');

  expect(await audits('category_add')).toEqual([
    expect.objectContaining({ entity_id: String(watches!.id), before_json: null }),
    expect.objectContaining({ entity_id: String(books!.id), before_json: null }),
  ]);
  const list = await fetchPage('/kh/ops/categories?done=added', { headers: { cookie } });
  expect(list.body).toContain('បានបន្ថែម។');
  expect(list.body).toContain('នាឡិកាឆ្លាតវៃ');

  // Renamed, its products are found by the new name (the index row still says "Smartphones" until the
  // rename rewrites it); emptied of products, it can be deleted.
  await env.DB.prepare('UPDATE products SET category_id = ?1, top_category_id = 1 WHERE id = 1')
    .bind(watches!.id)
    .run();
  const renamed = await postForm(`/ops/categories/${watches!.id}`, cookie, {
    parent_id: '1',
    name_en: 'Wearables',
    name_km: 'គ្រឿងពាក់ឆ្លាតវៃ',
    sort: '4',
    image: '',
  });
  expect(renamed.response.status).toBe(303);
  expect(await found('wearables', '1')).toEqual([1]);
  expect(await found('គ្រឿងពាក់ឆ្លាតវៃ', '2')).toEqual([1]);
  expect((await fetchPage('/category')).body).toContain('Wearables');

  const refused = await postForm(`/kh/ops/categories/${watches!.id}/remove`, cookie, {});
  expect(refused.response.status).toBe(400);
  expect(refused.body).toContain('ប្រភេទរងនេះនៅមានផលិតផល 1 មុខ');
  expect(await row('goods_categories', watches!.id)).not.toBeNull();

  await env.DB.prepare('UPDATE products SET category_id = 101 WHERE id = 1').run();
  const removed = await postForm(`/ops/categories/${watches!.id}/remove`, cookie, {});
  expect(removed.response.headers.get('location')).toBe('/ops/categories?done=removed');
  expect(await row('goods_categories', watches!.id)).toBeNull();
  expect((await fetchPage('/category')).body).not.toContain('Wearables');
  // A top category goes only once it holds nothing: Phones & Tablets holds subcategories; the new, empty one goes.
  const holding = await postForm('/kh/ops/categories/1/remove', cookie, {});
  expect(holding.response.status).toBe(400);
  expect(holding.body).toContain('ប្រភេទនេះនៅមានប្រភេទរងចំនួន');
  const emptied = await postForm(`/ops/categories/${books!.id}/remove`, cookie, {});
  expect(emptied.response.headers.get('location')).toBe('/ops/categories?done=removed');
  expect(await row('goods_categories', books!.id)).toBeNull();
  expect((await fetchPage('/kh/category')).body).not.toContain('សៀវភៅ និងសម្ភារៈការិយាល័យ');
  expect(await audits('category_remove')).toEqual([
    expect.objectContaining({ entity_id: String(watches!.id), after_json: null }),
    expect.objectContaining({ entity_id: String(books!.id), after_json: null }),
  ]);
  expect(JSON.parse((await audits('category_edit'))[0]!.after_json!)).toMatchObject({ name_en: 'Wearables' });
});

test('a renamed brand’s products are found by its new name through the shop’s search, in English and Khmer', async () => {
  const cookie = await opsCookie(STAFF);
  const brand = (await env.DB.prepare(
    'SELECT brand_id AS id FROM products WHERE brand_id IS NOT NULL GROUP BY brand_id ORDER BY COUNT(*) DESC LIMIT 1',
  ).first<{ id: number }>())!;
  const products = (
    await env.DB.prepare('SELECT id FROM products WHERE brand_id = ?1 ORDER BY id').bind(brand.id).all<{ id: number }>()
  ).results.map((product) => product.id);
  expect(products.length).toBeGreaterThan(1);
  const before = (await row('brands', brand.id))!;
  // The brand's page is a cached catalogue read: warm it.
  expect((await fetchPage(`/bestoffer/detail/${brand.id}`)).body).toContain(String(before.name_en));
  expect(await found('tonle volt', '1')).toEqual([]);

  const saved = await postForm(`/ops/brands/${brand.id}`, cookie, {
    ...fieldsOf(before, BRAND_FIELDS),
    name_en: 'Tonle Volt',
    name_km: 'ទន្លេវ៉ុល',
  });
  expect(saved.response.status).toBe(303);
  expect(saved.response.headers.get('location')).toBe('/ops/brands?done=saved');

  for (const [q, lang] of [
    ['tonle volt', '1'],
    ['ទន្លេវ៉ុល', '2'],
  ] as const) {
    const ids = await found(q, lang);
    expect(ids).toHaveLength(Math.min(50, products.length));
    expect(ids.every((id) => products.includes(id))).toBe(true);
  }
  expect((await fetchPage(`/bestoffer/detail/${brand.id}`)).body).toContain('Tonle Volt');
  expect((await fetchPage(`/kh/bestoffer/detail/${brand.id}`)).body).toContain('ទន្លេវ៉ុល');

  const [entry] = await audits('brand_edit');
  expect(entry!.entity_id).toBe(String(brand.id));
  expect(JSON.parse(entry!.before_json!)).toMatchObject({ name_en: before.name_en, name_km: before.name_km });
  expect(JSON.parse(entry!.after_json!)).toMatchObject({ name_en: 'Tonle Volt', name_km: 'ទន្លេវ៉ុល' });

  // A new brand, listed by the shop's brands page at once.
  expect((await fetchPage('/bestoffer')).response.status).toBe(200);
  const added = await postForm('/ops/brands/new', cookie, {
    goods_category_id: '2',
    name_en: 'Mekong Audio',
    name_km: 'មេគង្គ អូឌីយ៉ូ',
    about_en: 'Speakers made for the rainy season.',
    about_km: 'ឧបករណ៍បំពងសំឡេងសម្រាប់រដូវវស្សា។',
    logo: '/images/brands/mekong-audio.svg',
    sort: '30',
  });
  expect(added.response.headers.get('location')).toBe('/ops/brands?done=added');
  expect((await fetchPage('/bestoffer')).body).toContain('Mekong Audio');
  expect(await audits('brand_add')).toHaveLength(1);

  // A brand with products stays; one without can be deleted, and the shop's brands page drops it at once.
  const refused = await postForm(`/kh/ops/brands/${brand.id}/remove`, cookie, {});
  expect(refused.response.status).toBe(400);
  expect(refused.body).toContain('ម៉ាកយីហោនេះនៅមានផលិតផល');
  expect(await row('brands', brand.id)).not.toBeNull();
  const newId = Number((await audits('brand_add'))[0]!.entity_id);
  const removed = await postForm(`/ops/brands/${newId}/remove`, cookie, {});
  expect(removed.response.headers.get('location')).toBe('/ops/brands?done=removed');
  expect(await row('brands', newId)).toBeNull();
  expect((await fetchPage('/bestoffer')).body).not.toContain('Mekong Audio');
  expect(await audits('brand_remove')).toEqual([
    expect.objectContaining({ entity_id: String(newId), after_json: null }),
  ]);
  expect((await postForm(`/ops/brands/${newId}/remove`, cookie, {})).response.status).toBe(404);
});

test('a merchant’s edit shows on its shop page at once, in both languages', async () => {
  const cookie = await opsCookie(STAFF);
  const before = (await row('merchants', 1))!;
  expect((await fetchPage('/merchant/1')).body).toContain(String(before.name_en));
  expect((await fetchPage('/kh/merchant/merchant-products/about/1')).body).toContain(String(before.name_km));

  const edit = await fetchPage('/kh/ops/merchants/1', { headers: { cookie } });
  expect(edit.body).toContain(`value="${before.phone}"`);
  const saved = await postForm('/kh/ops/merchants/1', cookie, {
    ...fieldsOf(before, MERCHANT_FIELDS),
    name_en: 'Angkor Mobile Riverside',
    name_km: 'អង្គរ ម៉ូបាល មាត់ទន្លេ',
    city_en: 'Kampot',
    city_km: 'កំពត',
    phone: '+855 33 900 123',
  });
  expect(saved.response.status).toBe(303);
  expect(saved.response.headers.get('location')).toBe('/kh/ops/merchants?done=saved');
  expect(await row('merchants', 1)).toMatchObject({ name_en: 'Angkor Mobile Riverside', city_km: 'កំពត' });

  const page = (await fetchPage('/merchant/1')).body;
  expect(page).toContain('Angkor Mobile Riverside');
  expect(page).toContain('Kampot');
  expect((await fetchPage('/kh/merchant/merchant-products/about/1')).body).toContain('អង្គរ ម៉ូបាល មាត់ទន្លេ');

  const [entry] = await audits('merchant_edit');
  expect(entry!.entity_id).toBe('1');
  expect(JSON.parse(entry!.before_json!)).toMatchObject({ name_en: before.name_en, phone: before.phone });
  expect(JSON.parse(entry!.after_json!)).toMatchObject({ city_en: 'Kampot', phone: '+855 33 900 123' });

  const added = await postForm('/ops/merchants/new', cookie, {
    ...fieldsOf(before, MERCHANT_FIELDS),
    name_en: 'Kep Crab Market',
    name_km: 'ផ្សារក្ដាមកែប',
  });
  expect(added.response.headers.get('location')).toBe('/ops/merchants?done=added');
  const id = (await env.DB.prepare("SELECT id FROM merchants WHERE name_en = 'Kep Crab Market'").first<{
    id: number;
  }>())!.id;
  expect((await fetchPage(`/kh/merchant/merchant-products/about/${id}`)).body).toContain('ផ្សារក្ដាមកែប');
  expect(await audits('merchant_add')).toEqual([expect.objectContaining({ entity_id: String(id) })]);
});

test('a closed merchant’s page, list entry, coupon and products leave the shop at once; reopening brings back what the closing hid', async () => {
  const cookie = await opsCookie(STAFF);
  const products = (
    await env.DB.prepare('SELECT id FROM products WHERE merchant_id = 1 AND hidden = 0 ORDER BY id').all<{
      id: number;
    }>()
  ).results.map((product) => product.id);
  const [shown, hiddenBefore] = [products[0]!, products[1]!];
  await env.DB.prepare('UPDATE products SET hidden = 1 WHERE id = ?1').bind(hiddenBefore).run();
  const total = async () => (await callApi('/goods?limit=1')).data.total as number;
  const listedBefore = await total();
  // Warm what the shop caches: the merchants' list, the merchant's page and products, a product list.
  expect((await fetchPage('/merchant-lists')).body).toContain('Angkor Mobile');
  expect((await fetchPage('/kh/merchant/1')).response.status).toBe(200);
  expect((await fetchPage(`/products/${shown}`)).response.status).toBe(200);
  expect(Number((await fetchPage('/products')).body.match(/(\d+) products</)?.[1])).toBe(listedBefore);
  // The shopper holds the merchant's coupon 7: ready to use while the merchant is open.
  const bearer = await memberToken();
  expect((await callApi('/coupons/7/collect', { method: 'POST', bearer, body: {} })).code).toBe(0);
  const mine = async (status: string) =>
    ((await callApi(`/mycoupons?status=${status}`, { bearer })).data as { id: number; merchant_closed: boolean }[])
      .filter((coupon) => coupon.id === 7)
      .map((coupon) => coupon.merchant_closed);
  expect([await mine('unused'), await mine('expired')]).toEqual([[false], []]);

  // The form asks for a tick first: without it, nothing changes and the page says so in its language.
  expect((await fetchPage('/ops/merchants/1', { headers: { cookie } })).body).toMatch(
    /name="confirm"[^>]*>[^<]*Yes, close it and hide its \d+ products now/,
  );
  const unticked = await postForm('/kh/ops/merchants/1/close', cookie, {});
  expect(unticked.response.status).toBe(400);
  expect(unticked.body).toContain('មិនទាន់បិទទេ។ សូមធីកប្រអប់ ដើម្បីបញ្ជាក់ការបិទ។');
  expect((await fetchPage('/kh/merchant/1')).response.status).toBe(200);
  expect(await audits('merchant_close')).toEqual([]);

  const closed = await postForm('/ops/merchants/1/close', cookie, { confirm: '1' });
  expect(closed.response.status).toBe(303);
  expect(closed.response.headers.get('location')).toBe('/ops/merchants?done=closed');
  expect((await fetchPage('/merchant-lists')).body).not.toContain('Angkor Mobile');
  expect((await fetchPage('/kh/merchant/1')).response.status).toBe(404);
  expect((await fetchPage(`/products/${shown}`)).response.status).toBe(404);
  const listedClosed = listedBefore - (products.length - 1);
  expect(await total()).toBe(listedClosed);
  expect(Number((await fetchPage('/products')).body.match(/(\d+) products</)?.[1])).toBe(listedClosed);
  expect((await callApi('/coupons/7/collect', { method: 'POST', bearer, body: {} })).status).toBe(404);
  // The collected one cannot be used now: it is listed as expired, saying why, in the shopper's language.
  expect([await mine('unused'), await mine('expired')]).toEqual([[], [true]]);
  const expired = await fetchPage('/kh/accounts/coupon?status=expired', {
    headers: { cookie: `jwt=${bearer}; time=1` },
  });
  expect(expired.body).toContain('ហាងនេះបានបិទ');
  expect((await callApi('/merchants/1/follow', { method: 'POST', bearer, body: {} })).status).toBe(404);
  // Any write that would show one of its products while it is closed leaves it hidden until it reopens.
  await env.DB.prepare('UPDATE products SET hidden = 0 WHERE id = ?1').bind(shown).run();
  expect((await row('products', shown))!.hidden).toBe(1);
  expect((await fetchPage(`/ops/products/${shown}`, { headers: { cookie } })).body).toContain(
    'Its merchant is closed: the product stays hidden until the merchant reopens.',
  );

  const list = (await fetchPage('/kh/ops/merchants', { headers: { cookie } })).body;
  expect(list).toMatch(/Angkor Mobile[^<]*<span class="ops-muted" lang="km"> · បានបិទ<\/span>/);
  expect((await fetchPage('/kh/ops/merchants/1', { headers: { cookie } })).body).toContain('បានបិទតាំងពី');
  const again = await postForm('/ops/merchants/1/close', cookie, { confirm: '1' });
  expect(again.response.status).toBe(400);
  expect(again.body).toContain('This merchant is already closed.');

  const reopened = await postForm('/kh/ops/merchants/1/reopen', cookie, {});
  expect(reopened.response.headers.get('location')).toBe('/kh/ops/merchants?done=reopened');
  expect((await fetchPage('/kh/merchant/1')).response.status).toBe(200);
  expect((await fetchPage(`/products/${shown}`)).response.status).toBe(200);
  expect((await row('products', hiddenBefore))!.hidden).toBe(1);
  expect(await total()).toBe(listedBefore);
  expect((await fetchPage('/merchant-lists')).body).toContain('Angkor Mobile');
  expect((await audits('merchant_close')).map((entry) => entry.entity_id)).toEqual(['1']);
  expect((await audits('merchant_reopen')).map((entry) => entry.entity_id)).toEqual(['1']);
  expect([await mine('unused'), await mine('expired')]).toEqual([[false], []]);
  await env.DB.prepare('UPDATE products SET hidden = 0 WHERE id = ?1').bind(hiddenBefore).run();
  await env.DB.batch([
    env.DB.prepare(
      'DELETE FROM coupon_claims WHERE coupon_id = 7 AND user_id = (SELECT id FROM users WHERE mobile = ?1)',
    ).bind(DEMO.mobile),
    env.DB.prepare('UPDATE coupons SET claimed = claimed - 1 WHERE id = 7'),
  ]);
});

test('a closed merchant’s products edited in the console stay hidden; on reopening, those hidden by their own form stay hidden', async () => {
  const cookie = await opsCookie(STAFF);
  const [kept, hidden] = (
    await env.DB.prepare(
      `SELECT ${PRODUCT_FORM_COLUMNS} FROM products WHERE merchant_id = 2 AND hidden = 0 AND is_preorder = 0
         AND is_earnest <> 1 ORDER BY id LIMIT 2`,
    ).all<Record<string, string | number | null>>()
  ).results;
  expect((await postForm('/ops/merchants/2/close', cookie, { confirm: '1' })).response.status).toBe(303);
  // The editor shows the operator's own choice (not hidden), and why the product is hidden anyway.
  const editor = (await fetchPage(`/ops/products/${kept!.id}`, { headers: { cookie } })).body;
  expect(editor).toMatch(/<input type="checkbox" name="hidden" value="1"\/>/);
  expect(editor).toContain('Its merchant is closed');
  expect(
    (await postProductForm(`/ops/products/${kept!.id}`, cookie, { ...productForm(kept!), price: '1.00' })).response
      .status,
  ).toBe(303);
  expect(
    await postProductForm(`/ops/products/${hidden!.id}`, cookie, { ...productForm(hidden!), hidden: '1' }),
  ).toBeTruthy();
  expect([
    (await row('products', Number(kept!.id)))!.hidden,
    (await row('products', Number(hidden!.id)))!.hidden,
  ]).toEqual([1, 1]);

  expect((await postForm('/ops/merchants/2/reopen', cookie, {})).response.status).toBe(303);
  expect((await row('products', Number(kept!.id)))!).toMatchObject({ hidden: 0, price_cents: 100 });
  expect((await row('products', Number(hidden!.id)))!.hidden).toBe(1);
  await env.DB.prepare('UPDATE products SET hidden = 0 WHERE id = ?1').bind(hidden!.id).run();
});

test('a subcategory moved under another top category takes its products along, audited before and after', async () => {
  const cookie = await opsCookie(STAFF);
  const moved = (
    await env.DB.prepare('SELECT id FROM products WHERE category_id = 103 ORDER BY id').all<{ id: number }>()
  ).results.map((product) => product.id);
  expect(moved.length).toBeGreaterThan(0);
  const total = async (category: number) => (await callApi(`/goods?category=${category}`)).data.total as number;
  const [phones, electronics] = [await total(1), await total(2)];
  expect(phones).toBeGreaterThan(moved.length);
  // The top categories' lists, read once, are in the edge cache, fresh for 5 minutes.
  const listed = async (category: number) =>
    Number((await fetchPage(`/products?category=${category}`)).body.match(/(\d+) products</)?.[1]);
  expect([await listed(1), await listed(2)]).toEqual([phones, electronics]);
  const saved = await postForm('/ops/categories/103', cookie, {
    parent_id: '2',
    name_en: 'Phone cases & chargers',
    name_km: 'ស្រោមទូរស័ព្ទ និងឆ្នាំងសាក',
    sort: '7',
    image: '',
  });
  expect(saved.response.status).toBe(303);
  const tops = await env.DB.prepare(
    'SELECT DISTINCT top_category_id AS id FROM products WHERE category_id = 103',
  ).all();
  expect(tops.results).toEqual([{ id: 2 }]);
  expect([await total(1), await total(2)]).toEqual([phones - moved.length, electronics + moved.length]);
  // The shop's lists follow at once.
  expect([await listed(1), await listed(2)]).toEqual([phones - moved.length, electronics + moved.length]);
  const [entry] = (await audits('category_edit')).filter((one) => one.entity_id === '103');
  expect(JSON.parse(entry!.before_json!)).toMatchObject({ parent_id: 1, sort: 3 });
  expect(JSON.parse(entry!.after_json!)).toMatchObject({ parent_id: 2, sort: 7 });
});

test('bad input is refused in the page’s language, shown again as typed, and changes nothing', async () => {
  const cookie = await opsCookie(STAFF);
  const tables = ['goods_categories', 'brands', 'merchants'];
  const stored = await Promise.all(tables.map(rows));
  const audited = await auditCount();
  const category = { parent_id: '2', name_en: 'Drones', name_km: 'ដ្រូន', sort: '5', image: '' };
  const brand = fieldsOf((await row('brands', 2))!, BRAND_FIELDS);
  const merchant = fieldsOf((await row('merchants', 2))!, MERCHANT_FIELDS);
  for (const [path, fields, message] of [
    ['/kh/ops/categories/new', { ...category, name_km: '' }, 'សូមបំពេញ៖ ឈ្មោះជាភាសាខ្មែរ។'],
    [
      '/kh/ops/categories/new',
      { ...category, image: 'https://example.com/drone.png' },
      'ចាប់ផ្ដើមដោយ /images/ ឬ /media/',
    ],
    ['/kh/ops/categories/new', { ...category, image: '/images/../secrets.png' }, 'ចាប់ផ្ដើមដោយ /images/ ឬ /media/'],
    ['/kh/ops/categories/new', { ...category, parent_id: '999' }, 'សូមជ្រើសរើសពីបញ្ជី៖ ប្រភេទធំ។'],
    ['/kh/ops/categories/new', { ...category, parent_id: '101' }, 'សូមជ្រើសរើសពីបញ្ជី៖ ប្រភេទធំ។'],
    ['/kh/ops/categories/new', { ...category, sort: 'first' }, 'លំដាប់ជាលេខគត់ពី 0 ដល់ 9999។'],
    ['/kh/ops/categories/2', { ...category, parent_id: '1' }, 'មិនអាចដាក់ប្រភេទធំនៅក្រោមប្រភេទផ្សេងបានទេ។'],
    ['/kh/ops/categories/201', { ...category, parent_id: '' }, 'ប្រភេទរងត្រូវនៅក្រោមប្រភេទធំមួយ'],
    ['/ops/categories/new', { ...category, name_km: ' ' }, 'Fill in: Name in Khmer.'],
    ['/kh/ops/brands/2', { ...brand, name_km: '' }, 'សូមបំពេញ៖ ឈ្មោះជាភាសាខ្មែរ។'],
    ['/kh/ops/brands/2', { ...brand, logo: '//evil.example/logo.svg' }, 'ចាប់ផ្ដើមដោយ /images/ ឬ /media/'],
    ['/kh/ops/brands/2', { ...brand, goods_category_id: '101' }, 'សូមជ្រើសរើសពីបញ្ជី៖ ប្រភេទ។'],
    ['/kh/ops/merchants/2', { ...merchant, city_km: '' }, 'សូមបំពេញ៖ ទីក្រុងជាភាសាខ្មែរ។'],
    ['/kh/ops/merchants/2', { ...merchant, phone: 'call us' }, 'សូមសរសេរលេខទូរស័ព្ទ'],
    ['/kh/ops/merchants/new', { ...merchant, business_category_id: '99' }, 'សូមជ្រើសរើសពីបញ្ជី៖ ប្រភេទហាង។'],
  ] as [string, Record<string, string>, string][]) {
    const refused = await postForm(path, cookie, fields);
    expect(refused.response.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
    expect(refused.body).toContain(message);
    // The form comes back as typed.
    if (fields.name_en) expect(refused.body).toContain(`value="${fields.name_en}"`);
  }
  expect(await Promise.all(tables.map(rows))).toEqual(stored);
  expect(await auditCount()).toBe(audited);
  // A top category that holds subcategories stays, and an unknown record is the console's not-found page.
  expect((await postForm('/ops/categories/2/remove', cookie, {})).response.status).toBe(400);
  expect((await postForm('/ops/categories/999999/remove', cookie, {})).response.status).toBe(404);
  expect((await postForm('/ops/brands/9999', cookie, brand)).response.status).toBe(404);
  expect((await fetchPage('/ops/merchants/9999', { headers: { cookie } })).response.status).toBe(404);
  expect(await Promise.all(tables.map(rows))).toEqual(stored);
});

test('signed out, every catalogue page and form leads to the sign-in and changes nothing', async () => {
  for (const path of [
    '/ops/categories',
    '/ops/brands/1',
    '/kh/ops/merchants',
    '/kh/ops/categories/new',
    '/kh/ops/shop-kinds/1',
  ]) {
    const { response } = await fetchPage(path);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(path.startsWith('/kh') ? '/kh/ops/sign-in' : '/ops/sign-in');
  }
  const before = await row('merchants', 3);
  const posted = await fetchPage('/ops/merchants/3', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name_en: 'Taken over' }).toString(),
  });
  expect(posted.response.status).toBe(303);
  expect(posted.response.headers.get('location')).toBe('/ops/sign-in');
  expect(await row('merchants', 3)).toEqual(before);

  const cookie = await opsCookie(STAFF);
  const page = await fetchPage('/ops/categories', { headers: { cookie } });
  expect(page.body).toContain('href="/ops/categories"');
  expect(page.body).toContain('href="/ops/brands"');
  expect(page.body).toContain('href="/ops/merchants"');
});

test('a kind of shop is added and renamed in both languages; the header’s shop menu follows at once', async () => {
  const cookie = await opsCookie(STAFF);
  const menu = async (path: string) => {
    const body = (await fetchPage(path)).body;
    const boot = JSON.parse(body.match(/<script id="__boot" type="application\/json">(.*?)<\/script>/s)![1]!);
    return (boot.menus.businessCategories.items as { name: string }[]).map((kind) => kind.name);
  };
  const before = await menu('/kh');
  expect(before.length).toBeGreaterThan(0);
  const first = (await rows('business_categories'))[0] as {
    id: number;
    name_en: string;
    name_km: string;
    sort: number;
    image: string;
  };

  const refused = await postForm('/kh/ops/shop-kinds/new', cookie, { name_en: 'Bookshops', name_km: '', sort: '0' });
  expect(refused.response.status).toBe(400);
  expect(refused.body).toContain('ឈ្មោះជាភាសាខ្មែរ');
  expect(refused.body).toContain('value="Bookshops"');
  const badPicture = await postForm('/ops/shop-kinds/new', cookie, {
    name_en: 'Bookshops',
    name_km: 'ហាងសៀវភៅ',
    image: 'https://elsewhere.example/x.svg',
    sort: '0',
  });
  expect(badPicture.response.status).toBe(400);
  expect(await audits('shop_kind_add')).toEqual([]);

  const renamed = await postForm(`/ops/shop-kinds/${first.id}`, cookie, {
    name_en: 'Phone & gadget shops',
    name_km: 'ហាងទូរស័ព្ទ និងឧបករណ៍',
    image: first.image,
    sort: String(first.sort),
  });
  expect(renamed.response.headers.get('location')).toBe('/ops/shop-kinds?done=saved');
  expect(await menu('/kh')).toContain('ហាងទូរស័ព្ទ និងឧបករណ៍');
  expect(await menu('/')).toContain('Phone & gadget shops');
  const added = await postForm('/ops/shop-kinds/new', cookie, {
    name_en: 'Bookshops',
    name_km: 'ហាងសៀវភៅ',
    image: '/images/categories/books.svg',
    sort: '0',
  });
  expect(added.response.headers.get('location')).toBe('/ops/shop-kinds?done=added');
  const list = (await fetchPage('/kh/ops/shop-kinds', { headers: { cookie } })).body;
  expect(list).toContain('ហាងសៀវភៅ');
  expect(JSON.parse((await audits('shop_kind_edit'))[0]!.before_json!)).toEqual({
    name_en: first.name_en,
    name_km: first.name_km,
    image: first.image,
    sort: first.sort,
  });
  expect(await audits('shop_kind_add')).toHaveLength(1);
});
