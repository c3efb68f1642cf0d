import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SEARCH_MS } from '../../worker/cache/search-cache';
import { callShop, fakeUpstream, programmeAnswer } from './fake-upstream';

afterEach(() => vi.restoreAllMocks());

// The edge cache holds the catalogue's epoch facts per day: each test starts without them.
beforeEach(async () => {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
});

/** The programme's backend: no promotion, no product matches, no spelling comes closer; flash deals from `slots`. */
function noMatches(request: Request, slots: object[] = []): Response {
  const path = new URL(request.url).pathname;
  if (path === '/api/flashdeals') return Response.json({ code: 0, msg: '', data: slots });
  if (path === '/api/promotions' || path === '/api/brands') return Response.json({ code: 0, msg: '', data: [] });
  if (path === '/api/goods')
    return Response.json({ code: 0, msg: '', data: { list: [], total: 0, page: 1, limit: 20, pages: 0 } });
  if (path === '/api/search/suggest') return Response.json({ code: 0, msg: '', data: { term: null } });
  return programmeAnswer(request);
}

/** The searches the shop asked the backend, as their words. */
const searched = (calls: { request: Request }[]) =>
  calls
    .map((call) => new URL(call.request.url))
    .filter((url) => url.pathname === '/api/goods' && url.searchParams.has('q'))
    .map((url) => url.searchParams.get('q'));

test('a search is asked once per language in 45 s, its words in one form; then asked again', async () => {
  const calls = fakeUpstream(noMatches);
  // A memory of its own (another ISOLATE_CACHE_MS starts one; the files of a run share the isolate).
  const on = { ISOLATE_CACHE_MS: '55000' };
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now);
  for (const path of ['/products/search/power%20bank', '/products/search/power%20%20bank%20']) {
    const page = await callShop(path, {}, on);
    expect(page.response.status).toBe(200);
  }
  expect(searched(calls)).toEqual(['power bank']);
  // Another language is another answer.
  await callShop('/kh/products/search/power%20bank', {}, on);
  expect(searched(calls)).toEqual(['power bank', 'power bank']);

  vi.spyOn(Date, 'now').mockReturnValue(now + SEARCH_MS - 1);
  await callShop('/products/search/power%20bank', {}, on);
  expect(searched(calls)).toHaveLength(2);
  vi.spyOn(Date, 'now').mockReturnValue(now + SEARCH_MS);
  await callShop('/products/search/power%20bank', {}, on);
  expect(searched(calls)).toHaveLength(3);
});

test('with the isolate memory off, and after a failed search, every search is asked', async () => {
  const calls = fakeUpstream(noMatches);
  await callShop('/products/search/kettle', {}, { ISOLATE_CACHE_MS: '0' });
  await callShop('/products/search/kettle', {}, { ISOLATE_CACHE_MS: '0' });
  expect(searched(calls)).toEqual(['kettle', 'kettle']);

  let busy = true;
  const failing = fakeUpstream((request) =>
    busy && new URL(request.url).pathname === '/api/goods' ? new Response('busy', { status: 503 }) : noMatches(request),
  );
  const on = { ISOLATE_CACHE_MS: '54000' };
  expect((await callShop('/products/search/rice%20cooker', {}, on)).response.status).toBe(200);
  busy = false;
  await callShop('/products/search/rice%20cooker', {}, on);
  await callShop('/products/search/rice%20cooker', {}, on);
  expect(searched(failing)).toEqual(['rice cooker', 'rice cooker']);
});

test('a flash deal that starts drops the searches kept before it: prices changed', async () => {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now);
  const startsAt = Math.floor(now / 1000) + 10;
  const slot = {
    id: 1,
    title: '12.12',
    starts_at: startsAt,
    ends_at: startsAt + 3600,
    live: 0,
    repeats_daily: 0,
    child: [],
  };
  const calls = fakeUpstream((request) => noMatches(request, [slot]));
  const on = { ISOLATE_CACHE_MS: '53000' };
  await callShop('/products/search/sneakers', {}, on);
  await callShop('/products/search/sneakers', {}, on);
  expect(searched(calls)).toEqual(['sneakers']);
  vi.spyOn(Date, 'now').mockReturnValue((startsAt + 1) * 1000);
  await callShop('/products/search/sneakers', {}, on);
  expect(searched(calls)).toEqual(['sneakers', 'sneakers']);
});
