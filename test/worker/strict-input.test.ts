import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { memberHeaders } from './member-session';

const ORIGIN = { origin: 'http://localhost' };
const BAD_EN = 'Some of the information sent is not valid. Please check it and try again.';
const BAD_KM = 'ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។';

/** A call through the shop as the signed-in demo shopper; the status and the envelope. */
async function shop(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const headers = { ...ORIGIN, ...(await memberHeaders()), ...init.headers };
  const { response, body } = await fetchPage(path, { ...init, headers });
  return { status: response.status, ...(JSON.parse(body) as { code: number; msg: string; data: unknown }) };
}

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  shop(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const cartRows = async () =>
  (await env.DB.prepare(
    'SELECT COUNT(*) AS n, COALESCE(SUM(num), 0) AS items FROM cart_items WHERE user_id = 1',
  ).first<{
    n: number;
    items: number;
  }>())!;

const demoName = async () =>
  (await env.DB.prepare('SELECT name FROM users WHERE id = 1').first<{ name: string }>())!.name;

describe('numbers are strict in every schema', () => {
  test.each([
    ['hex', '{"goods_id":"0x10"}'],
    ['an exponent', '{"goods_id":"1e1"}'],
    ['a list', '{"goods_id":[16]}'],
    ['a boolean', '{"goods_id":true}'],
    ['a signed string', '{"goods_id":"+16"}'],
    ['spaces', '{"goods_id":" 16 "}'],
    ['a list quantity', '{"goods_id":16,"num":[1]}'],
    ['a boolean quantity', '{"goods_id":16,"num":true}'],
    ['an empty quantity', '{"goods_id":16,"num":""}'],
  ])('adding to the cart with %s is the 400 envelope and the cart is unchanged', async (_, body) => {
    const before = await cartRows();
    expect(await postJson('/api/addcart', body)).toEqual({ status: 400, code: 400, msg: BAD_EN, data: null });
    expect(await cartRows()).toEqual(before);
  });

  test('decimal digits as a form sends them, and JSON numbers, are still taken', async () => {
    const product = (await env.DB.prepare(
      'SELECT id FROM products WHERE stock >= 10 AND limit_per_shopper >= 5 AND id > 100 ORDER BY id LIMIT 1',
    ).first<{ id: number }>())!;
    expect(await postJson('/api/addcart', JSON.stringify({ goods_id: String(product.id), num: '2' }))).toMatchObject({
      code: 0,
      data: { num: 2 },
    });
    expect(await postJson('/api/addcart', JSON.stringify({ goods_id: product.id, num: 1 }))).toMatchObject({
      code: 0,
      data: { num: 3 },
    });
  });

  test.each([
    ['/api/goods?page=0x2'],
    ['/api/goods?limit=1e1'],
    ['/api/goods?category=%201'],
    ['/api/goods?min_price=1e3'],
    ['/api/goods?max_price=0x10'],
    ['/api/helparticles?popular=true'],
    ['/api/businesscategory?num=0x8'],
  ])('GET %s is the 400 envelope', async (path) => {
    expect(await shop(path)).toMatchObject({ status: 400, code: 400 });
  });

  test('GET /api/goods?page=2&min_price=1.50 is taken', async () => {
    expect(await shop('/api/goods?page=2&min_price=1.50')).toMatchObject({ status: 200, code: 0 });
  });
});

describe('a body that is not valid UTF-8 is refused, in the caller’s language, and changes nothing', () => {
  const invalid = (prefix: string, suffix: string) =>
    new Uint8Array([...new TextEncoder().encode(prefix), 0xff, 0xfe, 0x41, ...new TextEncoder().encode(suffix)]);

  test('JSON with bytes that are not UTF-8', async () => {
    const before = await demoName();
    const body = invalid('{"name":"', '"}');
    for (const [lang, msg] of [
      ['1', BAD_EN],
      ['2', BAD_KM],
    ] as const) {
      expect(
        await shop('/api/changename', {
          method: 'POST',
          headers: { 'content-type': 'application/json', lang },
          body,
        }),
      ).toEqual({ status: 400, code: 400, msg, data: null });
    }
    expect(await demoName()).toBe(before);
  });

  test('JSON escaping half a surrogate pair', async () => {
    const before = await demoName();
    expect(await postJson('/api/changename', '{"name":"Sok \\ud800"}', { lang: '2' })).toEqual({
      status: 400,
      code: 400,
      msg: BAD_KM,
      data: null,
    });
    expect(await demoName()).toBe(before);
  });

  test('a form body with raw or percent-encoded bytes that are not UTF-8', async () => {
    const before = await demoName();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await shop('/api/changename', { method: 'POST', headers: form, body: invalid('name=', '') })).toMatchObject({
      status: 400,
      msg: BAD_EN,
    });
    expect(await shop('/api/changename', { method: 'POST', headers: form, body: 'name=Sok%FF%FE' })).toMatchObject({
      status: 400,
      msg: BAD_EN,
    });
    expect(await demoName()).toBe(before);
  });

  test('a multipart text part with bytes that are not UTF-8', async () => {
    const before = await demoName();
    const boundary = 'strict-input-boundary';
    const body = invalid(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSok `,
      `\r\n--${boundary}--\r\n`,
    );
    expect(
      await shop('/api/changename', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, lang: '2' },
        body,
      }),
    ).toMatchObject({ status: 400, msg: BAD_KM });
    expect(await demoName()).toBe(before);
  });

  test('valid Khmer text is stored as sent', async () => {
    expect(await postJson('/api/changename', JSON.stringify({ name: 'សុខា' }))).toMatchObject({ code: 0 });
    expect(await demoName()).toBe('សុខា');
  });
});
