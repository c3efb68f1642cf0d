import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { localizePath } from '../../lib/paths';
import { ROUTES } from '../../src/routes';
import { callShop, fakeUpstream } from './fake-upstream';
import { examplePath } from './fetch-page';

afterEach(() => vi.restoreAllMocks());

const STALE_MENU = {
  items: [{ category_id: 1, name: 'Stale mobile shops', image: '/images/categories/phones.svg' }],
  total: 1,
};

beforeEach(async () => {
  // A copy from an hour ago, as the last good answer before the outage.
  const storedAt = Date.now() - 3600_000;
  await env.CACHE.put('businesscategory:en', JSON.stringify({ value: STALE_MENU, storedAt }));
  await env.CACHE.put('businesscategory:km', JSON.stringify({ value: STALE_MENU, storedAt }));
  await env.CACHE.delete('goodscategory:en');
  await env.CACHE.delete('goodscategory:km');
});

const FAULTS = {
  down: () => {
    throw new TypeError('connect ECONNREFUSED');
  },
  slow: () =>
    new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({ code: 0, msg: '', data: [] })), 150)),
  garbage: () =>
    new Response('<html>502 Bad Gateway</html>', { status: 200, headers: { 'content-type': 'application/json' } }),
} as const;

// Loaders that read only the query (sign-in notices, the hand-off target): no data of theirs can be missing.
const QUERY_ONLY_LOADERS = new Set(['socialSignIn', 'loading']);

describe.each(Object.entries(FAULTS))('the programme backend is %s', (_, fault) => {
  test('every page still answers, with stale menus and error blocks where data is missing', {
    timeout: 60_000,
  }, async () => {
    fakeUpstream(fault);
    for (const route of ROUTES.filter((r) => r.guard !== 'requireUser' && !r.movedTo)) {
      for (const lang of ['en', 'km'] as const) {
        const url = localizePath(examplePath(route.path), lang);
        const { response, body } = await callShop(url, {}, { UPSTREAM_TIMEOUT_MS: '50' });
        expect(response.status, url).toBe(200);
        expect(body, url).toContain('Stale mobile shops');
        if (route.loader !== 'none' && !QUERY_ONLY_LOADERS.has(route.loader))
          expect(body, url).toContain('class="load-error"');
        expect(body, url).not.toContain('ECONNREFUSED');
      }
    }
  });

  test('the API answers localized envelopes and the cache keeps its last good copy', async () => {
    fakeUpstream(fault);
    const read = await callShop('/api/goodscategory', { headers: { lang: '2' } }, { UPSTREAM_TIMEOUT_MS: '50' });
    const write = await callShop(
      '/api/signin',
      {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json', lang: '2' },
        body: '{}',
      },
      { UPSTREAM_TIMEOUT_MS: '50' },
    );
    for (const { response, body } of [read, write]) {
      expect([502, 504]).toContain(response.status);
      const envelope = JSON.parse(body);
      expect(envelope.code).toBe(response.status);
      expect(envelope.msg).toMatch(/[\u1780-\u17FF]/);
    }
    const kept = await env.CACHE.get<{ value: typeof STALE_MENU }>('businesscategory:en', 'json');
    expect(kept?.value).toEqual(STALE_MENU);
  });
});
