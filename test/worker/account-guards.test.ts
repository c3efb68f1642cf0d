import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../../src/routes';
import { safeRedirect } from '../../lib/paths';
import { examplePath, fetchPage } from './fetch-page';
import { memberToken } from './member-session';

// Read from the route table, so a member page added later is walked without anyone listing it here.
const memberRoutes = ROUTES.filter((route) => route.guard === 'requireUser' && !route.movedTo);

describe('every member-only page, signed out', () => {
  test('the table has the account area and the other member pages', () => {
    const paths = memberRoutes.map((route) => route.path);
    expect(paths).toContain('/accounts');
    expect(paths).toContain('/accounts/coupon');
    expect(paths).toContain('/carts');
    // Every page of My account but its help pages, which are for everyone (the 404 page links there).
    const open = ROUTES.filter((route) => route.path.startsWith('/accounts') && route.guard !== 'requireUser');
    expect(open.map((route) => route.path).sort()).toEqual([
      '/accounts/help-center-category',
      '/accounts/help-center-details/:id',
      '/accounts/help-center-lists/:id',
    ]);
  });

  for (const prefix of ['', '/kh']) {
    test(`${prefix || 'English'}: each goes to sign-in with a safe, local return target`, async () => {
      for (const route of memberRoutes) {
        const target = `${prefix}${examplePath(route.path)}?tab=1`;
        const { response, body } = await fetchPage(target);
        expect(response.status, target).toBe(302);
        expect(body, target).toBe('');
        const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
        expect(location.pathname, target).toBe(`${prefix}/user/login`);
        const back = location.searchParams.get('redirect');
        expect(back, target).toBe(target);
        expect(safeRedirect(back, '/unsafe'), target).toBe(target);
      }
    });
  }

  test('a client navigation to each gets the same target as JSON, no page data', async () => {
    for (const route of memberRoutes) {
      const target = `/kh${examplePath(route.path)}`;
      const { response, body } = await fetchPage(target, { headers: { accept: 'application/json' } });
      expect(JSON.parse(body), target).toEqual({ redirect: `/kh/user/login?redirect=${encodeURIComponent(target)}` });
      expect(response.status, target).toBe(200);
    }
  });

  test('a client navigation with a session no longer live gets the same target, and its cookies cleared', async () => {
    const token = await memberToken();
    await env.DB.prepare('UPDATE tokens SET expires_at = 1').run();
    const headers = { cookie: `jwt=${token}; time=1763700000`, accept: 'application/json' };
    const { response, body } = await fetchPage('/accounts/orders', { headers });
    expect(JSON.parse(body)).toEqual({ redirect: '/user/login?redirect=%2Faccounts%2Forders' });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/jwt=; Max-Age=0/);
  });
});
