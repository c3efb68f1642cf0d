import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { fetchPage, ORIGIN } from './fetch-page';

// Owners edit the pick-up stores; the shop shows the change at once.
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  fetchPage(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

async function cookieFor(email: string): Promise<string> {
  const { response } = await post('/ops/sign-in', { email, password: 'ops-demo-1234' }, '');
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const outlet = (id: number) =>
  env.DB.prepare('SELECT * FROM outlets WHERE id = ?1').bind(id).first<Record<string, string | number>>();

test('an owner changes a store’s hours and the shop’s store page shows them at once, in both languages', async () => {
  const owner = await cookieFor('owner@membershop.com.kh');
  // The store page is read through the edge cache: warm it first.
  expect((await fetchPage('/abouts/outlet')).body).toContain('08:00');
  const before = (await outlet(2))!;
  const fields = Object.fromEntries(
    ['name_en', 'name_km', 'address_en', 'address_km', 'province_en', 'province_km', 'phone', 'lat', 'lng'].map(
      (field) => [field, String(before[field])],
    ),
  );
  const saved = await post('/ops/outlets/2', { ...fields, hours: '07:30-21:30' }, owner);
  expect(saved.response.status).toBe(303);
  expect(saved.response.headers.get('location')).toBe('/ops/outlets?done=saved');
  expect((await outlet(2))?.hours).toBe('07:30-21:30');
  expect((await fetchPage('/abouts/outlet')).body).toContain('07:30');
  expect((await fetchPage('/kh/abouts/outlet')).body).toContain('07:30');
  const entry = await env.DB.prepare(
    "SELECT before_json, after_json FROM ops_audit WHERE action = 'outlet_edit'",
  ).first<{
    before_json: string;
    after_json: string;
  }>();
  expect(JSON.parse(entry!.before_json).hours).toBe(before.hours);
  expect(JSON.parse(entry!.after_json).hours).toBe('07:30-21:30');
});

test('bad hours, a place outside Cambodia or an empty field are refused, localized, changing nothing; staff cannot edit stores', async () => {
  const owner = await cookieFor('owner@membershop.com.kh');
  const before = (await outlet(1))!;
  const fields = Object.fromEntries(Object.entries(before).map(([key, value]) => [key, String(value)]));
  for (const [change, message] of [
    [{ hours: '20:00-08:00' }, 'សូមសរសេរម៉ោងដូចជា 08:00-20:00'],
    [{ lat: '48.85' }, 'រយៈទទឹង និងរយៈបណ្ដោយត្រូវតែជាទីតាំងក្នុងប្រទេសកម្ពុជា'],
    [{ name_km: '' }, 'សូមបំពេញ៖ ឈ្មោះជាភាសាខ្មែរ។'],
  ] as const) {
    const refused = await post('/kh/ops/outlets/1', { ...fields, ...change }, owner);
    expect(refused.response.status).toBe(400);
    expect(refused.body).toContain(message);
  }
  expect(await outlet(1)).toEqual(before);

  const staff = await cookieFor('staff@membershop.com.kh');
  expect((await fetchPage('/ops/outlets', { headers: { cookie: staff } })).response.status).toBe(404);
  expect((await post('/ops/outlets/1', { ...fields, hours: '09:00-10:00' }, staff)).response.status).toBe(404);
  expect(await outlet(1)).toEqual(before);
});

test('an owner adds a store, which checkout and the store page list', async () => {
  const owner = await cookieFor('owner@membershop.com.kh');
  const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM outlets').first<{ n: number }>())!.n;
  const before = await count();
  const added = await post(
    '/ops/outlets/new',
    {
      name_en: 'Member Shop Kampot',
      name_km: 'ហាងសមាជិក កំពត',
      address_en: 'No. 3, Riverside Road, Kampot',
      address_km: 'ផ្ទះលេខ 3 ផ្លូវមាត់ទន្លេ កំពត',
      province_en: 'Kampot',
      province_km: 'កំពត',
      phone: '033 900 300',
      hours: '08:00-18:00',
      lat: '10.6104',
      lng: '104.1810',
    },
    owner,
  );
  expect(added.response.status).toBe(303);
  expect(await count()).toBe(before + 1);
  expect((await fetchPage('/kh/abouts/outlet')).body).toContain('ហាងសមាជិក កំពត');
});
