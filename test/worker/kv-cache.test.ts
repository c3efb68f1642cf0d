import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { STALE_MS } from '../../worker/kv-cache';
import { callShop, fakeUpstream, programmeAnswer } from './fake-upstream';

afterEach(() => vi.restoreAllMocks());

// KV storage is shared by the tests of a file: start each without cached copies.
beforeEach(async () => {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
});

const categoryCalls = (calls: { request: Request }[]) =>
  calls.filter((call) => /category$/.test(new URL(call.request.url).pathname));

test('a second render makes no upstream call for the categories', async () => {
  const calls = fakeUpstream(programmeAnswer);
  const first = await callShop('/category');
  expect(first.body).toContain('Mobile shops');
  expect(categoryCalls(calls)).toHaveLength(2);
  const second = await callShop('/category');
  expect(second.body).toContain('Mobile shops');
  expect(second.body).toContain('Phones');
  expect(categoryCalls(calls)).toHaveLength(2);
});

test('the copy is per language', async () => {
  const calls = fakeUpstream(programmeAnswer);
  await callShop('/category');
  await callShop('/kh/category');
  expect(categoryCalls(calls).map((call) => call.request.headers.get('lang'))).toEqual(['1', '1', '2', '2']);
});

test('a stale copy is served while the upstream is down, and a refresh is attempted', async () => {
  const old = Date.now() - 60 * 60_000;
  await env.CACHE.put(
    'goodscategory:en',
    JSON.stringify({ value: [{ id: 1, name: 'Stale phones', image: null, child: [] }], storedAt: old }),
  );
  await env.CACHE.put(
    'businesscategory:en',
    JSON.stringify({
      value: { items: [{ category_id: 1, name: 'Stale shops', image: '/images/categories/phones.svg' }], total: 1 },
      storedAt: old,
    }),
  );
  const calls = fakeUpstream(() => new Response('down', { status: 503 }));
  const { response, body } = await callShop('/category');
  expect(response.status).toBe(200);
  expect(body).toContain('Stale phones');
  expect(body).toContain('Stale shops');
  expect(categoryCalls(calls).length).toBeGreaterThan(0);
  const kept = await env.CACHE.get<{ storedAt: number }>('goodscategory:en', 'json');
  expect(kept?.storedAt).toBe(old);
});

test('a copy older than 24 hours is not served as fresh: the upstream is asked first', async () => {
  await env.CACHE.put(
    'goodscategory:en',
    JSON.stringify({
      value: [{ id: 1, name: 'Ancient', image: null, child: [] }],
      storedAt: Date.now() - STALE_MS - 1000,
    }),
  );
  fakeUpstream(programmeAnswer);
  const { body } = await callShop('/category');
  expect(body).toContain('Phones');
  expect(body).not.toContain('Ancient');
});

test('with no copy and a failing upstream the menus are empty and the page still answers 200', async () => {
  fakeUpstream(() => new Response('down', { status: 503 }));
  const { response, body } = await callShop('/kh/category');
  expect(response.status).toBe(200);
  expect(body).toContain('class="load-error"');
  expect(body).not.toContain('class="menu-dropdown"');
});
