import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { forgetCached } from '../../worker/cache/forget-cached';
import { FRESH_MS, kvCached, kvStore, STALE_MS } from '../../worker/cache/kv-cache';
import { newMemoryCache } from '../../worker/cache/memory-cache';
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

/** A load held until the test releases it with a value, and a promise of its start. */
function heldLoad() {
  let start!: () => void;
  let release!: (value: string) => void;
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  const value = new Promise<string>((resolve) => {
    release = resolve;
  });
  const load = () => {
    start();
    return value;
  };
  return { load, started, release };
}

const noRefresh = () => undefined;
const noLoad = () => Promise.reject(new Error('not loaded'));

test.each([
  { key: 'promotions:en', forget: { keys: ['promotions'], paths: [] } },
  { key: 'catalogue:embedded:3:0:/brands/7:en', forget: { keys: [], paths: ['/brands/7'] } },
])(
  'a read begun before the console forgot $key answers what it loaded, and the next read loads again',
  async ({ key, forget }) => {
    const memory = newMemoryCache(60_000);
    const held = heldLoad();
    const before = kvCached(env.CACHE, key, held.load, noRefresh, memory);
    await held.started;
    await forgetCached(env.CACHE, memory, forget);
    held.release('old');
    expect(await before).toBe('old');

    expect(await kvCached(env.CACHE, key, async () => 'new', noRefresh, memory)).toBe('new');
    // The new value is kept as usual.
    expect(await kvCached(env.CACHE, key, noLoad, noRefresh, memory)).toBe('new');
  },
);

test('a refresh begun before the console forgot the entry does not store what it loaded', async () => {
  await env.CACHE.put('promotions:en', JSON.stringify({ value: 'stale', storedAt: Date.now() - FRESH_MS - 1000 }));
  const memory = newMemoryCache(60_000);
  const held = heldLoad();
  const refreshes: Promise<unknown>[] = [];
  expect(await kvCached(env.CACHE, 'promotions:en', held.load, (refresh) => refreshes.push(refresh), memory)).toBe(
    'stale',
  );
  await held.started;
  await forgetCached(env.CACHE, memory, { keys: ['promotions'], paths: [] });
  held.release('old');
  await Promise.all(refreshes);

  expect(await kvCached(env.CACHE, 'promotions:en', async () => 'new', noRefresh, memory)).toBe('new');
});

test('a read begun before the console stored a new value does not store its older one over it', async () => {
  const memory = newMemoryCache(60_000);
  const held = heldLoad();
  const before = kvCached(env.CACHE, 'site-texts:en', held.load, noRefresh, memory);
  await held.started;
  await kvStore(env.CACHE, 'site-texts:en', 'saved', memory);
  held.release('old');
  expect(await before).toBe('old');

  expect(await kvCached(env.CACHE, 'site-texts:en', noLoad, noRefresh, memory)).toBe('saved');
  // Another isolate reads KV.
  expect(await kvCached(env.CACHE, 'site-texts:en', noLoad, noRefresh, newMemoryCache(60_000))).toBe('saved');
});

test('a read that settles while the console lists the keys to forget does not store its old copy', async () => {
  const key = 'catalogue:embedded:3:0:/brands/9?page=2:en';
  const memory = newMemoryCache(60_000);
  const held = heldLoad();
  let listed!: () => void;
  const listing = new Promise<void>((resolve) => {
    listed = resolve;
  });
  // KV's list answers as it stood when asked, later (production lists new keys up to a minute late).
  const lagging = Object.assign(Object.create(env.CACHE), {
    list: async (options: KVNamespaceListOptions) => {
      const page = await env.CACHE.list(options);
      await listing;
      return page;
    },
  }) as KVNamespace;
  const before = kvCached(env.CACHE, key, held.load, noRefresh, memory);
  await held.started;
  const forgetting = forgetCached(lagging, memory, { keys: [], paths: ['/brands/9'] });
  held.release('old');
  expect(await before).toBe('old');
  listed();
  await forgetting;
  expect(await kvCached(env.CACHE, key, async () => 'new', noRefresh, memory)).toBe('new');
});
