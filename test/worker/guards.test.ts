import { afterEach, describe, expect, test, vi } from 'vitest';
import { ROUTES, type RouteDef } from '../../src/routes';
import { assertGuardsExist } from '../../worker/page/guards';
import { callShop, EXPIRED, fakeUpstream, programmeAnswer, SIGNED_IN } from './fake-upstream';
import { examplePath } from './fetch-page';
import { watchMissingMessages } from './route-checks';

afterEach(() => vi.restoreAllMocks());

describe('requireUser', () => {
  test('a guest goes to the localized sign-in with the page and query remembered', async () => {
    fakeUpstream(programmeAnswer);
    const english = await callShop('/accounts/orders?status=paid');
    expect(english.response.status).toBe(302);
    expect(english.response.headers.get('location')).toBe('/user/login?redirect=%2Faccounts%2Forders%3Fstatus%3Dpaid');
    const khmer = await callShop('/kh/carts');
    expect(khmer.response.headers.get('location')).toBe('/kh/user/login?redirect=%2Fkh%2Fcarts');
  });

  test('a client navigation gets the redirect as JSON', async () => {
    fakeUpstream(programmeAnswer);
    const { body } = await callShop('/checkouts/confirm_order/checkout', { headers: { accept: 'application/json' } });
    expect(JSON.parse(body)).toEqual({ redirect: '/user/login?redirect=%2Fcheckouts%2Fconfirm_order%2Fcheckout' });
  });

  test('the empty-cart page stays open to guests', async () => {
    fakeUpstream(programmeAnswer);
    expect((await callShop('/carts/cart-empty')).response.status).toBe(200);
  });

  test('an expired session clears the cookie and goes to sign-in with the target', async () => {
    fakeUpstream(programmeAnswer);
    const { response } = await callShop('/kh/accounts/points', { headers: EXPIRED });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kh/user/login?redirect=%2Fkh%2Faccounts%2Fpoints');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/jwt=; Max-Age=0/);
  });

  test('a client navigation checks the session alone: an expired one gets the sign-in as JSON and the cookie cleared', async () => {
    const calls = fakeUpstream(programmeAnswer);
    const { response, body } = await callShop('/kh/accounts/points', {
      headers: { ...EXPIRED, accept: 'application/json' },
    });
    expect(JSON.parse(body)).toEqual({ redirect: '/kh/user/login?redirect=%2Fkh%2Faccounts%2Fpoints' });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/jwt=; Max-Age=0/);
    // The header's cart, check-in, marks and unread count are for a document's first paint only.
    const live = await callShop('/accounts/points', { headers: { ...SIGNED_IN, accept: 'application/json' } });
    expect(JSON.parse(live.body)).toMatchObject({ route: 'accounts.points', status: 200 });
    const asked = calls.map(({ request }) => new URL(request.url).pathname);
    expect(asked.filter((path) => /\/(carlists|marks|messages\/unread)$/.test(path))).toEqual([]);
  });

  // Every member route twice: past 5 s on a loaded machine, like the other every-route tests.
  test('every member page opens for a signed-in shopper, in both languages, showing their name', {
    timeout: 30_000,
  }, async () => {
    fakeUpstream(programmeAnswer);
    const missing = watchMissingMessages();
    for (const route of ROUTES.filter((r) => r.guard === 'requireUser')) {
      for (const prefix of ['', '/kh']) {
        const { response, body } = await callShop(prefix + examplePath(route.path), { headers: SIGNED_IN });
        expect(response.status, route.path).toBe(200);
        expect(body, route.path).toContain(prefix ? 'សួស្ដី Sokha' : 'Hi, Sokha');
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('requireGuest', () => {
  test('a signed-in shopper on a guest page goes home', async () => {
    fakeUpstream(programmeAnswer);
    for (const path of ['/user/login', '/user/register', '/user/forget-password']) {
      const { response } = await callShop(path, { headers: SIGNED_IN });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe('/');
    }
    const khmer = await callShop('/kh/user/login', { headers: SIGNED_IN });
    expect(khmer.response.headers.get('location')).toBe('/kh');
  });
});

test('a route naming a guard that does not exist fails', () => {
  expect(() => assertGuardsExist(ROUTES)).not.toThrow();
  const bogus = { ...ROUTES[0], id: 'bogus', guard: 'requireAdmin' } as unknown as RouteDef;
  expect(() => assertGuardsExist([...ROUTES, bogus])).toThrow(/bogus → requireAdmin/);
});
