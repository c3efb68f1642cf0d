import { env } from 'cloudflare:workers';
import { beforeAll, expect, test } from 'vitest';
import { callApi } from '../commerce/call-api';
import { fetchPage, ORIGIN } from './fetch-page';
import { memberHeaders } from './member-session';
import { OWNER, opsCookie, STAFF } from './ops-session';
import { workerFetch } from './worker-fetch';

// The products CSV, keyed by SKU (decision 022). A 1,000-line file with 3 bad lines is checked (nothing
// written), imported (997 added, the 3 listed), imported again (nothing changes), and the shop's search
// finds what it added; the export imports back as it is.

const HEADER =
  'sku,name_en,name_km,description_en,description_km,category_id,brand_id,merchant_id,price,compare_at_price,stock,limit_per_shopper,preorder,image,version';

/** A cell as a spreadsheet writes it: quoted when it holds a comma, a quote or a line break. */
const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

type Choices = { merchants: number[]; categories: number[]; brands: number[] };
let choices: Choices;

beforeAll(async () => {
  const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: number }>()).results.map((row) => row.id);
  choices = {
    merchants: await ids('SELECT id FROM merchants ORDER BY id'),
    categories: await ids('SELECT id FROM goods_categories WHERE parent_id IS NOT NULL ORDER BY id'),
    brands: await ids('SELECT id FROM brands ORDER BY id'),
  };
});

/** Line i of the test file (its row is i + 2): quotes, commas, line breaks and Khmer in its cells. */
function row(i: number, change: Partial<Record<string, string>> = {}): string {
  const first = i === 0;
  const cells: Record<string, string | number> = {
    sku: `CSV-${String(i).padStart(5, '0')}`,
    name_en: first ? 'Quokkaberry wild honey jar, 250 g' : `Test pantry item ${i}`,
    name_km: first ? 'ទឹកឃ្មុំព្រៃក្វុកកាបឺរី 250 ក្រាម' : `ទំនិញសាកល្បង ${i}`,
    description_en: `A "tested" item, number ${i},\r\nwith a second line.`,
    description_km: `ទំនិញសាកល្បងលេខ ${i}\nបន្ទាត់ទីពីរ។`,
    category_id: choices.categories[i % choices.categories.length]!,
    brand_id: i % 3 === 0 ? '' : choices.brands[i % choices.brands.length]!,
    merchant_id: choices.merchants[i % choices.merchants.length]!,
    price: `${(i % 90) + 1}.50`,
    compare_at_price: i % 4 === 0 ? `${(i % 90) + 10}.00` : '',
    stock: i % 50,
    limit_per_shopper: 5,
    preorder: i % 10 === 0 ? 1 : 0,
    image: '/images/products/kampot-pepper-front.svg',
    version: '',
    ...change,
  };
  return HEADER.split(',')
    .map((column) => cell(cells[column]!))
    .join(',');
}

/** 1,000 lines after the header (rows 2 to 1001), CRLF, with a byte-order mark; rows 102, 202 and 302 bad. */
function thousandLines(): string {
  const lines = Array.from({ length: 1000 }, (_, i) =>
    i === 100
      ? row(i, { price: '12.345' })
      : i === 200
        ? row(i, { category_id: '99999' })
        : i === 300
          ? row(i, { sku: 'CSV-00010' })
          : row(i),
  );
  return `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;
}

/** The version the products CSV's export gives the line of `sku`: what it was read from. */
async function exportedVersion(sku: string, cookie: string): Promise<string> {
  const csv = await (await workerFetch(new Request(`${ORIGIN}/ops/products.csv`, { headers: { cookie } }))).text();
  return new RegExp(`^${sku},[\\s\\S]*?,(v\\d+\\.\\d+)\r?$`, 'm').exec(csv)?.[1] ?? '';
}

/** Sends a file from the import page's form, as the browser does (multipart, same origin). */
const upload = (path: string, cookie: string, csv: string, mode: 'check' | 'import', name = 'catalogue.csv') => {
  const form = new FormData();
  form.set('file', new File([csv], name, { type: 'text/csv' }));
  form.set('mode', mode);
  return fetchPage(path, { method: 'POST', headers: { cookie, origin: ORIGIN }, body: form });
};

/** The report's count under `label`. */
const count = (body: string, label: string) => Number(new RegExp(`<dt>${label}</dt><dd>(\\d+)</dd>`).exec(body)?.[1]);

const imported = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM products WHERE sku LIKE 'CSV-%'").first<{ n: number }>())!.n;
const audits = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM ops_audit').first<{ n: number }>())!.n;

const ids = async (q: string, lang: '1' | '2') =>
  ((await callApi(`/search?q=${encodeURIComponent(q)}&limit=50`, { lang })).data.list as { id: number }[]).map(
    (card) => card.id,
  );

test('a check of 1,000 lines reports 997 to add and the 3 bad ones with their reasons, and writes nothing', async () => {
  const cookie = await opsCookie(OWNER);
  const before = await audits();
  const { response, body } = await upload('/ops/products/import', cookie, thousandLines(), 'check');
  expect(response.status).toBe(200);
  expect(body).toContain('catalogue.csv checked: nothing was saved.');
  expect(count(body, 'Would add')).toBe(997);
  expect(count(body, 'Would change')).toBe(0);
  expect(count(body, 'Bad lines \\(not imported\\)')).toBe(3);
  const bad = [
    ...body.matchAll(/<tr[^>]*><td[^>]*>(\d+)<\/td><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td><\/tr>/g),
  ].map((m) => m.slice(1));
  expect(bad).toEqual([
    [
      '102',
      'CSV-00100',
      'Write prices as dollars and cents, such as 12.50; the price before the discount must be higher.',
    ],
    ['202', 'CSV-00200', 'There is no category_id 99999 in the shop.'],
    ['302', 'CSV-00010', 'This SKU is on line 12 already.'],
  ]);
  expect(await imported()).toBe(0);
  expect(await audits()).toBe(before);

  // The Khmer page gives the reasons in Khmer (the column names stay as the file writes them).
  const km = await upload('/kh/ops/products/import', cookie, thousandLines(), 'check');
  expect(km.body).toContain('គ្មាន category_id 99999 នៅក្នុងហាងទេ។');
  expect(km.body).toContain('SKU នេះមាននៅជួរ 12 រួចហើយ។');
  expect(km.body).toContain('សូមសរសេរតម្លៃជាដុល្លារ និងសេន');
  expect(count(km.body, 'នឹងបន្ថែម')).toBe(997);
});

test('staff import 997 of 1,000 lines; the same file again changes nothing; the shop’s search finds them', async () => {
  const cookie = await opsCookie(STAFF);
  const before = await audits();
  // A category's list, cheapest first, read once: it is in the edge cache, fresh for 5 minutes.
  const list = `/kh/products?category=${choices.categories[0]}&sort=price_asc`;
  expect((await fetchPage(list)).body).not.toContain('ទំនិញសាកល្បង');
  const first = await upload('/ops/products/import', cookie, thousandLines(), 'import');
  expect(first.response.status).toBe(200);
  expect(first.body).toContain('catalogue.csv imported.');
  expect(count(first.body, 'Added')).toBe(997);
  expect(count(first.body, 'Bad lines \\(not imported\\)')).toBe(3);
  expect(first.body).toContain('There is no category_id 99999 in the shop.');
  expect(await imported()).toBe(997);
  // One entry per product written and one for the run (who, file, counts).
  expect(await audits()).toBe(before + 998);
  const run = await env.DB.prepare(
    "SELECT entity_id, after_json FROM ops_audit WHERE action = 'products_import'",
  ).first<{
    entity_id: string;
    after_json: string;
  }>();
  expect(run?.entity_id).toBe('catalogue.csv');
  expect(JSON.parse(run!.after_json)).toMatchObject({ added: 997, changed: 0, unchanged: 0, bad: 3 });

  // A product as its line says: cents, the quoted description's line break and quotes, pre-order.
  const honey = await env.DB.prepare(
    "SELECT id, price_cents, compare_cents, description_en, is_preorder, stock FROM products WHERE sku = 'CSV-00000'",
  ).first<{ id: number; price_cents: number; compare_cents: number; description_en: string; is_preorder: number }>();
  expect(honey).toMatchObject({
    price_cents: 150,
    compare_cents: 1000,
    description_en: 'A "tested" item, number 0,\r\nwith a second line.',
    is_preorder: 1,
  });
  expect(await ids('quokkaberry honey', '1')).toContain(honey!.id);
  expect(await ids('ទឹកឃ្មុំព្រៃក្វុកកាបឺរី', '2')).toContain(honey!.id);
  // The list shows the new products at once: from $1.50, they are its cheapest.
  expect((await fetchPage(list)).body).toContain('ទំនិញសាកល្បង');

  const again = await upload('/ops/products/import', cookie, thousandLines(), 'import');
  expect(count(again.body, 'Added')).toBe(0);
  expect(count(again.body, 'Changed')).toBe(0);
  expect(count(again.body, 'Unchanged')).toBe(997);
  expect(await audits()).toBe(before + 998);

  // One price changed in a line of the export: one product changes, and its audit entry holds the price before and after.
  const version = await exportedVersion('CSV-00005', cookie);
  const lines = thousandLines().replace(row(5), row(5, { price: '77.00', version }));
  const changed = await upload('/ops/products/import', cookie, lines, 'import');
  expect(count(changed.body, 'Changed')).toBe(1);
  const entry = await env.DB.prepare(
    "SELECT before_json, after_json FROM ops_audit WHERE action = 'product_import_edit'",
  ).first<{ before_json: string; after_json: string }>();
  expect(JSON.parse(entry!.before_json)).toEqual({ price_cents: 650 });
  expect(JSON.parse(entry!.after_json)).toEqual({ price_cents: 7700 });
});

test('the export has every product keyed by SKU, with a byte-order mark, and imports back unchanged', async () => {
  const cookie = await opsCookie(OWNER);
  await upload('/ops/products/import', cookie, thousandLines(), 'import');
  const response = await workerFetch(new Request(`${ORIGIN}/kh/ops/products.csv`, { headers: { cookie } }));
  expect(response.status).toBe(200);
  // Read as bytes: a Response's text() would drop the byte-order mark this checks.
  const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  const products = (await env.DB.prepare('SELECT COUNT(*) AS n FROM products').first<{ n: number }>())!.n;
  expect(body).toContain('MS-000001,');
  expect(body).toContain('ទឹកឃ្មុំព្រៃក្វុកកាបឺរី 250 ក្រាម');
  expect(body).toContain('"A ""tested"" item, number 0,\r\nwith a second line."');

  const before = await audits();
  const back = await upload('/ops/products/import', cookie, body, 'import', 'products.csv');
  expect(count(back.body, 'Added')).toBe(0);
  expect(count(back.body, 'Changed')).toBe(0);
  expect(count(back.body, 'Unchanged')).toBe(products);
  expect(count(back.body, 'Bad lines \\(not imported\\)')).toBe(0);
  expect(await audits()).toBe(before);
});

test('a file the import cannot read is refused whole, in the page’s language', async () => {
  const cookie = await opsCookie(OWNER);
  const before = await imported();
  const refusals: [string, string, string][] = [
    ['/ops/products/import', 'sku,name\r\nA,B\r\n', 'The first line names columns this shop does not know: name.'],
    ['/ops/products/import', `${HEADER}\r\n"open,a,b\r\n`, 'A quoted cell that starts on line 2 is never closed.'],
    ['/ops/products/import', `${HEADER}\r\n`, 'The file has no lines after its first line'],
    [
      '/ops/products/import',
      `${HEADER}\r\n${Array.from({ length: 20_001 }, (_, i) => `X-${i}`).join('\r\n')}`,
      'The file has more than 20,000 lines',
    ],
    ['/kh/ops/products/import', HEADER.replace(',image', ''), 'ជួរទីមួយត្រូវតែជាឈ្មោះជួរឈរ៖ ខ្វះ image។'],
  ];
  for (const [path, csv, message] of refusals) {
    const { response, body } = await upload(path, cookie, csv, 'import');
    expect(response.status, message).toBe(400);
    expect(body).toContain(message);
  }
  const notText = new FormData();
  notText.set('file', new File([new Uint8Array([0xff, 0xfe, 0x41])], 'latin.csv'));
  notText.set('mode', 'check');
  const refused = await fetchPage('/ops/products/import', {
    method: 'POST',
    headers: { cookie, origin: ORIGIN },
    body: notText,
  });
  expect(refused.body).toContain('The file is not UTF-8 text.');
  expect(await imported()).toBe(before);
});

test('signed out or with a shopper’s session, the import and the export give the sign-in, never data', async () => {
  const shopper = await memberHeaders();
  const before = await env.DB.prepare('SELECT COUNT(*) AS n, MAX(id) AS last FROM products').first();
  for (const headers of [{ cookie: '' }, shopper]) {
    for (const path of ['/ops/products/import', '/ops/products.csv', '/kh/ops/products.csv']) {
      const { response, body } = await fetchPage(path, { headers });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toMatch(/^(\/kh)?\/ops\/sign-in$/);
      expect(body).not.toContain('MS-000001');
    }
    const posted = await upload('/ops/products/import', headers.cookie, thousandLines(), 'import');
    expect(posted.response.status).toBe(303);
  }
  expect(await env.DB.prepare('SELECT COUNT(*) AS n, MAX(id) AS last FROM products').first()).toEqual(before);
});

test('the product editor shows a product’s SKU and the list finds it; the list links the import and the export', async () => {
  const cookie = await opsCookie(STAFF);
  const page = await fetchPage('/ops/products/1', { headers: { cookie } });
  expect(page.body).toContain('value="MS-000001"');
  const found = await fetchPage('/ops/products?q=MS-000002', { headers: { cookie } });
  expect(found.body).toContain('href="/ops/products/2"');
  expect(found.body).not.toContain('href="/ops/products/1"');
  const list = await fetchPage('/kh/ops/products', { headers: { cookie } });
  expect(list.body).toContain('href="/kh/ops/products/import"');
  expect(list.body).toContain('href="/kh/ops/products.csv"');
});
