import { expect, test } from 'vitest';
import { memberToken, OTHER } from '../worker/member-session';
import { callApi, demoToken } from './call-api';

const HOME = {
  name: 'Sok Pisey',
  phone: '85569111222',
  province_code: '12',
  district_code: '1204',
  commune_code: '120401',
  street: 'St 271',
  house: '12',
  landmark: 'By the pagoda',
};

const otherToken = () => memberToken(OTHER);

test('locations: 25 provinces, Phnom Penh khans, named in the request language', async () => {
  const provinces = await callApi('/locations');
  expect(provinces.data).toHaveLength(25);
  expect(provinces.data).toContainEqual({ code: '12', name: 'Phnom Penh' });
  const khans = await callApi('/locations?parent=12', { lang: '2' });
  expect(khans.data).toContainEqual({ code: '1213', name: 'បឹងកេងកង' });
  expect(await callApi('/locations?parent=1x')).toMatchObject({ status: 400 });
});

test('a shopper adds, lists, edits, makes default and deletes an address', async () => {
  const token = await demoToken();
  const added = await callApi('/addresses/add', { bearer: token, body: { ...HOME, is_default: 1 } });
  expect(added).toMatchObject({ code: 0, msg: 'Your address has been saved.' });
  const id = added.data.id;
  const list = await callApi('/addresses', { bearer: token, lang: '2' });
  expect(list.data[0]).toMatchObject({
    id,
    is_default: 1,
    province: { code: '12', name: 'ភ្នំពេញ' },
    district: { name: 'ទួលគោក' },
    village: null,
  });
  expect(list.data.filter((a: { is_default: number }) => a.is_default)).toHaveLength(1);

  expect(
    await callApi(`/addresses/${id}/update`, {
      bearer: token,
      body: { ...HOME, name: 'Sok Pisey 2', phone: '85569111333' },
    }),
  ).toMatchObject({ code: 0 });
  expect((await callApi(`/addresses/${id}`, { bearer: token })).data).toMatchObject({
    name: 'Sok Pisey 2',
    phone: '85569111333',
    is_default: 1,
  });

  expect(await callApi('/addresses/1/default', { bearer: token, body: {} })).toMatchObject({ code: 0 });
  expect((await callApi(`/addresses/${id}`, { bearer: token })).data.is_default).toBe(0);
  expect(await callApi('/addresses/1/delete', { bearer: token, body: {} })).toMatchObject({
    code: 0,
    msg: 'The address has been deleted.',
  });
  const after = await callApi('/addresses', { bearer: token });
  expect(after.data.map((a: { id: number }) => a.id)).not.toContain(1);
  expect(after.data.filter((a: { is_default: number }) => a.is_default)).toHaveLength(1);
});

test('locations must form one chain down to the deepest listed level; nothing is saved otherwise', async () => {
  const token = await demoToken();
  const before = (await callApi('/addresses', { bearer: token })).data.length;
  for (const bad of [
    { district_code: '1710' }, // Siem Reap city is not in Phnom Penh
    { commune_code: undefined }, // Tuol Kouk lists its sangkats: one is required
    { district_code: undefined, commune_code: '120401' }, // a skipped level
    { province_code: '99', district_code: undefined, commune_code: undefined },
    { province_code: '23', district_code: undefined, commune_code: undefined }, // Kep lists its districts too
    { phone: '123' },
    { name: ' ' },
  ]) {
    const answer = await callApi('/addresses/add', { bearer: token, body: { ...HOME, ...bad }, lang: '2' });
    expect(answer, JSON.stringify(bad)).toMatchObject({ status: 400, code: 400 });
  }
  expect(
    await callApi('/addresses/add', {
      bearer: token,
      // Kep City: a district with no communes listed.
      body: { ...HOME, province_code: '23', district_code: '2302', commune_code: '' },
    }),
  ).toMatchObject({ code: 0 });
  expect((await callApi('/addresses', { bearer: token })).data.length).toBe(before + 1);
});

test("another shopper's address is not found, and nothing changes", async () => {
  const other = await otherToken();
  for (const [path, body] of [
    ['/addresses/2/update', HOME],
    ['/addresses/2/delete', {}],
    ['/addresses/2/default', {}],
  ] as const) {
    expect(await callApi(path, { bearer: other, body })).toMatchObject({ status: 404, code: 404 });
  }
  expect(await callApi('/addresses/2', { bearer: other })).toMatchObject({ status: 404 });
  expect(await callApi('/addresses', { bearer: other })).toMatchObject({ code: 0, data: [] });
  expect((await callApi('/addresses/2', { bearer: await demoToken() })).data).toMatchObject({
    name: 'Chan Dara',
    street: 'Sivatha Boulevard',
  });
  expect(await callApi('/addresses')).toMatchObject({ status: 401, code: 1012 });
});

test('a shopper keeps at most 20 addresses', async () => {
  const other = await otherToken();
  for (let i = 0; i < 20; i += 1) expect((await callApi('/addresses/add', { bearer: other, body: HOME })).code).toBe(0);
  expect(await callApi('/addresses/add', { bearer: other, body: HOME })).toMatchObject({
    status: 409,
    code: 409,
  });
  const list = (await callApi('/addresses', { bearer: other })).data;
  expect(list).toHaveLength(20);
  expect(list.filter((a: { is_default: number }) => a.is_default)).toHaveLength(1);
});
