import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, DEMO, demoToken } from './call-api';
import { productWhere } from './order-helpers';

/** "85512345678" written as a shopper with a Khmer keyboard types it, grouped. */
const DEMO_IN_KHMER = '៨៥៥ ១២ ៣៤៥ ៦៧៨';
const KHMER = '០១២៣៤៥៦៧៨៩';
const inKhmer = (digits: string) => digits.replace(/\d/g, (d) => KHMER.charAt(Number(d)));

test('sign-in takes the mobile in Khmer digits, with spaces, dashes or dots, as JSON or a form', async () => {
  for (const mobile of [DEMO_IN_KHMER, '៨៥៥-១២-៣៤៥-៦៧៨', '៨៥៥.០១២.៣៤៥.៦៧៨']) {
    const login = await callApi('/login', { body: { mobile, pass: DEMO.pass } });
    expect(login, mobile).toMatchObject({ status: 200, code: 0, data: { uid: 1 } });
  }
  expect(await callApi('/login', { form: { mobile: DEMO_IN_KHMER, pass: DEMO.pass } })).toMatchObject({ code: 0 });
  expect(await callApi('/auth/login', { body: { mobile: DEMO_IN_KHMER, pass: DEMO.pass } })).toMatchObject({
    code: 0,
  });
  // Still a Cambodian mobile in the API's form: the local form and letters are refused as before.
  expect(await callApi('/login', { body: { mobile: '១២៣៤៥៦៧៨', pass: DEMO.pass } })).toMatchObject({ status: 400 });
  expect(await callApi('/login', { body: { mobile: '៨៥៥១២៣៤៥៦៧x', pass: DEMO.pass } })).toMatchObject({ status: 400 });
});

test('a code and a mobile in Khmer digits register a shopper, who then signs in with Latin digits', async () => {
  const mobile = '85511222901';
  const client = '198.51.100.90';
  expect(await callApi('/sendcode', { body: { mobile: inKhmer(mobile), purpose: 'register' }, client })).toMatchObject({
    code: 0,
  });
  const row = await env.DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ?1 ORDER BY id DESC LIMIT 1')
    .bind(mobile)
    .first<{ body: string }>();
  const code = row?.body.match(/\d{6}/)?.[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const typed = `${inKhmer(code.slice(0, 3))} ${inKhmer(code.slice(3))}`;
  const done = await callApi('/register', { body: { mobile: inKhmer(mobile), code: typed, pass: 'secret-pass' } });
  expect(done).toMatchObject({ code: 0 });
  expect(await callApi('/login', { body: { mobile, pass: 'secret-pass' } })).toMatchObject({ code: 0 });
});

test('an address saved with its phone in Khmer digits keeps the phone in Latin digits', async () => {
  const token = await demoToken();
  const added = await callApi('/addresses/add', {
    bearer: token,
    body: {
      name: 'Sok Pisey',
      phone: '៨៥៥ ៦៩ ១១១ ២២២',
      province_code: '12',
      district_code: '1204',
      commune_code: '120401',
      street: 'St 271',
    },
  });
  expect(added).toMatchObject({ code: 0 });
  const list = await callApi('/addresses', { bearer: token });
  expect(list.data.find((address: { id: number }) => address.id === added.data.id)).toMatchObject({
    phone: '85569111222',
  });
});

test('a quantity in Khmer digits is a quantity; spaces around it are still refused', async () => {
  const token = await demoToken();
  const product = (await productWhere('stock >= 10 AND limit_per_shopper >= 5 AND id > 100'))!;
  expect(
    await callApi('/addcart', { bearer: token, body: { goods_id: inKhmer(String(product.id)), num: '២' } }),
  ).toMatchObject({ code: 0, data: { num: 2 } });
  expect(await callApi('/addcart', { bearer: token, body: { goods_id: product.id, num: ' ២ ' } })).toMatchObject({
    status: 400,
  });
});
