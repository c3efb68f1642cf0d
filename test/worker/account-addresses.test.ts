import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { memberHeaders, OTHER } from './member-session';

test('signed out, the address pages go to sign-in', async () => {
  for (const path of ['/accounts/address/address-list', '/kh/accounts/address/add-address', '/accounts/address/1']) {
    const { response } = await fetchPage(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get('location'), path).toMatch(/\/user\/login\?redirect=/);
  }
});

test('the address list shows the default address first, in the page language', async () => {
  const headers = await memberHeaders();
  const { response, body } = await fetchPage('/kh/accounts/address/address-list', { headers });
  expect(response.status).toBe(200);
  expect(body).toContain('Chan Sokha');
  expect(body).toContain('012 345 678');
  expect(body).toContain('ភូមិ៣, បឹងកេងកងទី១, បឹងកេងកង, ភ្នំពេញ');
  expect(body.indexOf('Chan Sokha')).toBeLessThan(body.indexOf('Chan Dara'));
  expect(body).toContain('លំនាំដើម');
});

test('the edit page fills the form with the address and the places of its chain', async () => {
  const { response, body } = await fetchPage('/accounts/address/1', { headers: await memberHeaders() });
  expect(response.status).toBe(200);
  expect(body).toContain('value="Chan Sokha"');
  expect(body).toMatch(/<option value="1213" selected="">Boeng Keng Kang<\/option>/);
  expect(body).toMatch(/<option value="12130103" selected="">Phum 3<\/option>/);
});

test('the add page offers the 25 provinces', async () => {
  const { body } = await fetchPage('/accounts/address/add-address', { headers: await memberHeaders() });
  expect(body.match(/<option value="\d{2}">/g)).toHaveLength(25);
  expect(body).toContain('Province or capital');
});

test("another shopper's address, or an unknown one, is a 404", async () => {
  const headers = await memberHeaders(OTHER);
  expect((await fetchPage('/accounts/address/1', { headers })).response.status).toBe(404);
  expect((await fetchPage('/accounts/address/999', { headers: await memberHeaders() })).response.status).toBe(404);
  const list = await fetchPage('/accounts/address/address-list', { headers });
  expect(list.body).toContain('You have no saved addresses yet.');
  expect(list.body).not.toContain('Chan Sokha');
});

test('through the worker, a list answer stays a list (the address form reads places from /api/locations)', async () => {
  const { body } = await fetchPage('/api/locations?parent=12', { headers: { lang: '2' } });
  const answer = JSON.parse(body);
  expect(Array.isArray(answer.data)).toBe(true);
  expect(answer.data[0]).toEqual({ code: '1201', name: 'ចំការមន' });
});
