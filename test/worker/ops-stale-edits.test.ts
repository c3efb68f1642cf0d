import { env } from 'cloudflare:workers';
import { beforeAll, expect, test } from 'vitest';
import { demoToken } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere } from '../commerce/order-helpers';
import { fetchPage, ORIGIN } from './fetch-page';
import {
  OWNER,
  opsCookie,
  PRODUCT_FORM_COLUMNS,
  postForm,
  postProductForm,
  productForm,
  productFormVersion,
  STAFF,
} from './ops-session';
import { workerFetch } from './worker-fetch';

// A trading day in the console (docs/decisions/052-stock-moves-and-edit-versions.md): staff open a product,
// the owner changes its price, a shopper buys one, and staff save what they had open. Stock moves, it is
// not overwritten, and a stale form or CSV line changes only what its operator changed.

let id: number;
let owner: string;
let staff: string;

const read = async () =>
  (await env.DB.prepare(`SELECT ${PRODUCT_FORM_COLUMNS} FROM products WHERE id = ?1`)
    .bind(id)
    .first<Record<string, string | number | null>>())!;
const row = async () =>
  (await env.DB.prepare('SELECT name_en, price_cents, stock FROM products WHERE id = ?1').bind(id).first<{
    name_en: string;
    price_cents: number;
    stock: number;
  }>())!;
/** The form as an operator opens it: its fields and the version it was read from. */
const open = async (cookie: string) => ({
  ...productForm(await read()),
  version: await productFormVersion(`/ops/products/${id}`, cookie),
});
const edits = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM ops_audit WHERE entity = 'product' AND entity_id = ?1")
    .bind(String(id))
    .first<{ n: number }>())!.n;
/** Products whose stock is not the sum of their moves (an opening row records what a product held). */
const unbalanced = async () =>
  (await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM products p WHERE stock <> COALESCE((SELECT SUM(delta) FROM stock_moves WHERE product_id = p.id), 0)',
  ).first<{ n: number }>())!.n;

beforeAll(async () => {
  const product = await productWhere(
    'is_earnest = 0 AND is_preorder = 0 AND hidden = 0 AND id NOT IN (SELECT product_id FROM product_photos)',
  );
  id = product!.id;
  [owner, staff] = await Promise.all([opsCookie(OWNER), opsCookie(STAFF)]);
  // The morning: the owner counts 9 on the shelf at $7.50 (and names it in words a CSV line holds unquoted).
  const counted = await postProductForm(`/ops/products/${id}`, owner, {
    ...productForm(await read()),
    name_en: 'Kampot pepper tin 100 g',
    name_km: 'ប្រអប់ម្រេចកំពត 100 ក្រាម',
    description_en: 'Red pepper from Kampot in a tin.',
    description_km: 'ម្រេចក្រហមពីកំពត ក្នុងប្រអប់។',
    price: '7.50',
    compare: '',
    stock: '9',
    limit_per_shopper: '20',
    stock_note: 'recount',
  });
  expect(counted.response.status).toBe(303);
  expect(await row()).toMatchObject({ price_cents: 750, stock: 9 });
});

test('a stale form saves only the name it changed: the owner’s new price and the sale since both stand', async () => {
  const staffForm = await open(staff);
  const priced = await postProductForm(`/ops/products/${id}`, owner, { ...productForm(await read()), price: '6.90' });
  expect(priced.response.status).toBe(303);
  const order = await placeOrder(await demoToken(), buyNow(id, 1));
  expect(order.code).toBe(0);
  expect((await row()).stock).toBe(8);

  const saved = await postForm(`/ops/products/${id}`, staff, { ...staffForm, name_en: 'Renamed by staff' });
  expect(saved.response.status).toBe(303);
  expect(await row()).toEqual({ name_en: 'Renamed by staff', price_cents: 690, stock: 8 });
  // Staff's audit entry names the name alone: the price and the stock were not theirs.
  const entry = await env.DB.prepare(
    "SELECT before_json, after_json FROM ops_audit WHERE entity = 'product' AND entity_id = ?1 ORDER BY id DESC LIMIT 1",
  )
    .bind(String(id))
    .first<{ before_json: string; after_json: string }>();
  expect(JSON.parse(entry!.after_json)).toEqual({ name_en: 'Renamed by staff' });
  expect(await unbalanced()).toBe(0);
});

test('a field changed since the form was read is refused with who changed it, in the page’s language; nothing is saved', async () => {
  const stale = await open(staff);
  await postProductForm(`/ops/products/${id}`, owner, { ...productForm(await read()), price: '6.50' });
  const before = { row: await row(), edits: await edits() };
  for (const [path, words] of [
    [`/ops/products/${id}`, 'Price (US$) was changed to $6.50 by owner@membershop.com.kh at '],
    [`/kh/ops/products/${id}`, 'តម្លៃ (ដុល្លារ) ត្រូវបានប្ដូរទៅជា $6.50 ដោយ owner@membershop.com.kh នៅ '],
  ] as const) {
    const refused = await postForm(path, staff, { ...stale, price: '7.00', name_en: 'Not saved' });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toContain(words);
    // The form comes back with the owner's price and staff's other change, read from now.
    expect(refused.body).toMatch(/name="price"[^>]*value="6.50"/);
    expect(refused.body).toMatch(/name="name_en"[^>]*value="Not saved"/);
  }
  expect({ row: await row(), edits: await edits() }).toEqual(before);
});

test('stock in a stale form is an adjustment with a reason, never an overwrite; the history lists every move', async () => {
  const stale = await open(staff);
  const order = await placeOrder(await demoToken(), buyNow(id, 2));
  expect(order.code).toBe(0);
  const left = (await row()).stock;
  // Staff received 3 more than the form showed; two were sold since it was opened.
  const noReason = await postForm(`/ops/products/${id}`, staff, { ...stale, stock: String(Number(stale.stock) + 3) });
  expect(noReason.response.status).toBe(400);
  expect(noReason.body).toContain('The stock changed: choose why.');
  const received = await postForm(`/ops/products/${id}`, staff, {
    ...stale,
    stock: String(Number(stale.stock) + 3),
    stock_note: 'received',
  });
  expect(received.response.status).toBe(303);
  expect((await row()).stock).toBe(left + 3);
  // Written off: a form read now takes the stock to 0.
  const emptied = await postProductForm(`/kh/ops/products/${id}`, staff, {
    ...productForm(await read()),
    stock: '0',
    stock_note: 'damaged',
  });
  expect(emptied.response.status).toBe(303);
  expect((await row()).stock).toBe(0);
  const history = (await fetchPage(`/ops/products/${id}`, { headers: { cookie: staff } })).body;
  const section = history.slice(history.indexOf('Stock history'));
  for (const words of ['Adjusted: Damaged or lost', 'Adjusted: Delivery received', 'Sold', 'Adjusted: Counted again'])
    expect(section).toContain(words);
  expect(section).toContain(`<a href="/ops/orders/${order.data.id}">order #${order.data.id}</a>`);
  expect(section).toContain('staff@membershop.com.kh');
  expect((await fetchPage(`/kh/ops/products/${id}`, { headers: { cookie: staff } })).body).toContain('ប្រវត្តិស្តុក');
  expect(await unbalanced()).toBe(0);
});

test('a stale form that takes away more than a sale since has left is refused with what is left', async () => {
  await postProductForm(`/ops/products/${id}`, owner, {
    ...productForm(await read()),
    stock: '5',
    stock_note: 'recount',
  });
  const stale = await open(staff);
  expect((await placeOrder(await demoToken(), buyNow(id, 2))).code).toBe(0);
  // Staff write off 4 of the 5 their form shows; 2 were sold since, so 3 − 4 is below zero.
  const refused = await postForm(`/ops/products/${id}`, staff, { ...stale, stock: '1', stock_note: 'damaged' });
  expect(refused.response.status).toBe(400);
  expect(refused.body).toContain('Only 3 are in stock now');
  expect((await row()).stock).toBe(3);
});

/** The products CSV as the console exports it. */
const exported = async (cookie: string) =>
  (await workerFetch(new Request(`${ORIGIN}/ops/products.csv`, { headers: { cookie } }))).text();
/** A CSV line (cells without commas or quotes) with some of its cells changed, by the header's names. */
const withCells = (header: string, line: string, cells: Record<string, string>) => {
  const names = header.replace('\uFEFF', '').split(',');
  return line
    .split(',')
    .map((cell, column) => cells[names[column]!] ?? cell)
    .join(',');
};
const upload = (cookie: string, csv: string, mode: 'check' | 'import') => {
  const form = new FormData();
  form.set('file', new File([csv], 'morning.csv', { type: 'text/csv' }));
  form.set('mode', mode);
  return fetchPage('/ops/products/import', { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
};

test('the morning’s CSV imported again keeps the day’s price and sales; a changed line names each field before → after', async () => {
  const sku = String((await read()).sku);
  await postProductForm(`/ops/products/${id}`, owner, {
    ...productForm(await read()),
    price: '7.50',
    stock: '9',
    stock_note: 'recount',
  });
  const morning = await exported(staff);
  const [header = '', ...lines] = morning.split('\r\n');
  const line = lines.find((text) => text.startsWith(`${sku},`))!;
  expect(line).toBe(withCells(header, line, { price: '7.50', stock: '9' }));
  expect(line).toMatch(/,v\d+\.\d+$/);
  await postProductForm(`/ops/products/${id}`, owner, { ...productForm(await read()), price: '6.90' });
  expect((await placeOrder(await demoToken(), buyNow(id, 1))).code).toBe(0);

  const again = await upload(staff, morning, 'import');
  expect(again.response.status).toBe(200);
  expect(await row()).toMatchObject({ price_cents: 690, stock: 8 });

  // The same line with a new name and 3 more in stock: the check names both, before → after, and saves nothing.
  const renamed = morning.replace(line, withCells(header, line, { name_en: 'Morning name', stock: '12' }));
  const check = await upload(staff, renamed, 'check');
  expect(check.body).toMatch(/Name in English: [^<]+ → Morning name/);
  expect(check.body).toContain('Stock: 8 → 11');
  expect((await row()).stock).toBe(8);
  const imported = await upload(staff, renamed, 'import');
  expect(imported.body).toContain('Stock: 8 → 11');
  expect(await row()).toMatchObject({ name_en: 'Morning name', price_cents: 690, stock: 11 });

  // A line that changes the price the owner changed since is a bad line, with who changed it.
  const repriced = morning.replace(line, withCells(header, line, { price: '7.20' }));
  const refused = await upload(staff, repriced, 'import');
  expect(refused.body).toContain('Price (US$) was changed to $6.90 by owner@membershop.com.kh at ');
  expect((await row()).price_cents).toBe(690);
  expect(await unbalanced()).toBe(0);
});
