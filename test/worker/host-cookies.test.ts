import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import app from '../../worker/index';
import { describe, expect, test } from 'vitest';
import { DEMO } from '../commerce/call-api';
import { fetchPage } from './fetch-page';
import { memberToken } from './member-session';
import { workerFetch } from './worker-fetch';

const HTTPS = 'https://shop.example';

/** A request to the worker as a browser on the HTTPS site sends it; the body is always read. */
async function secure(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await workerFetch(
    new Request(HTTPS + path, { redirect: 'manual', ...init, headers: { origin: HTTPS, ...init.headers } }),
  );
  return { response, body: await response.text() };
}

const signIn = (fetcher: typeof secure | typeof fetchPage, origin: string) =>
  fetcher('/api/auth/login', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });

const named = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

const code = (body: string) => (JSON.parse(body) as { code: number }).code;

describe('cookies are __Host- prefixed on HTTPS, plain on http://localhost', () => {
  test('signing in on HTTPS sets __Host-jwt and __Host-time: HttpOnly, Secure, Path=/, no Domain', async () => {
    const { response } = await signIn(secure, HTTPS);
    for (const name of ['__Host-jwt', '__Host-time']) {
      const line = named(response, name);
      expect(line, name).toBeDefined();
      expect(line).toContain('HttpOnly');
      expect(line).toContain('Secure');
      expect(line).toContain('Path=/;');
      expect(line).not.toMatch(/Domain=/i);
    }
    expect(named(response, 'jwt')).toBeUndefined();
    expect(named(response, '__Host-d1_bookmark')).toContain('Secure');
    expect(named(response, 'd1_bookmark')).toBeUndefined();
  });

  test('on HTTPS only __Host-jwt signs in: a plain jwt cookie (settable by another host or over http) is ignored', async () => {
    const token = await memberToken();
    expect(code((await secure('/api/auth/user', { headers: { cookie: `__Host-jwt=${token}` } })).body)).toBe(0);
    expect(code((await secure('/api/auth/user', { headers: { cookie: `jwt=${token}` } })).body)).toBe(1012);
  });

  test('on http://localhost the plain names are set and read; a __Host- name is not', async () => {
    const { response } = await signIn(fetchPage, 'http://localhost');
    const jwt = named(response, 'jwt');
    expect(jwt).toBeDefined();
    expect(jwt).not.toContain('Secure');
    expect(named(response, '__Host-jwt')).toBeUndefined();
    const token = await memberToken();
    expect(code((await fetchPage('/api/auth/user', { headers: { cookie: `jwt=${token}` } })).body)).toBe(0);
    expect(code((await fetchPage('/api/auth/user', { headers: { cookie: `__Host-jwt=${token}` } })).body)).toBe(1012);
  });

  test('signing out on HTTPS clears the __Host- names', async () => {
    const token = await memberToken();
    const { response } = await secure('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `__Host-jwt=${token}; __Host-time=1` },
    });
    expect(named(response, '__Host-jwt')).toMatch(/Max-Age=0/);
    expect(named(response, '__Host-time')).toMatch(/Max-Age=0/);
    expect(named(response, '__Host-jwt')).toContain('Secure');
  });

  test('the hidden top banner is read by its name for the scheme', async () => {
    const banner = (body: string) => body.includes('class="top-banner"');
    expect(banner((await secure('/', { headers: { cookie: '__Host-top_banner=hidden' } })).body)).toBe(false);
    expect(banner((await secure('/', { headers: { cookie: 'top_banner=hidden' } })).body)).toBe(true);
    expect(banner((await fetchPage('/', { headers: { cookie: 'top_banner=hidden' } })).body)).toBe(false);
  });

  test('a social sign-in on HTTPS keeps its flow in __Host-social_flow (Path=/), and its return reads it', async () => {
    const vars = {
      SOCIAL_LINK_KEY: 'test-social-link-key-0123456789abcdef',
      FACEBOOK_OAUTH_CLIENT_ID: 'shop-client',
      FACEBOOK_OAUTH_CLIENT_SECRET: 'shop-secret',
      FACEBOOK_OAUTH_AUTHORIZE_URL: 'https://facebook.test/authorize',
      FACEBOOK_OAUTH_TOKEN_URL: 'https://facebook.test/token',
      FACEBOOK_OAUTH_USERINFO_URL: 'https://facebook.test/me',
    };
    const visit = async (path: string, cookie = '') => {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(HTTPS + path, { redirect: 'manual', headers: cookie ? { cookie } : {} }),
        { ...env, ...vars },
        ctx,
      );
      await response.text();
      await waitOnExecutionContext(ctx);
      return response;
    };
    const started = await visit('/user/other-login?provider=facebook');
    const flow = named(started, '__Host-social_flow')!;
    expect(flow).toContain('Secure');
    expect(flow).toContain('Path=/;');
    expect(named(started, 'social_flow')).toBeUndefined();
    const state = new URL(started.headers.get('location')!).searchParams.get('state');
    // Without the cookie the return is "expired"; with it, the state matches and the provider is asked (here: cancelled).
    const lost = await visit(`/user/other-login?state=${state}&error=access_denied`);
    expect(lost.headers.get('location')).toContain('social=expired');
    const back = await visit(`/user/other-login?state=${state}&error=access_denied`, flow.split(';')[0]);
    expect(back.headers.get('location')).toContain('social=cancelled');
    expect(named(back, '__Host-social_flow')).toMatch(/Max-Age=0/);
  });
});
