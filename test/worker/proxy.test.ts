import { afterEach, describe, expect, test, vi } from 'vitest';
import { callShop, fakeUpstream, SIGNED_IN } from './fake-upstream';

afterEach(() => vi.restoreAllMocks());

const ORIGIN = { origin: 'http://localhost' };

describe('the /api proxy', () => {
  test('injects the cookie-held token and time into a GET, replacing what the client sent', async () => {
    const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: { lists: [] } }));
    await callShop('/api/carlists?token=forged&num=2', {
      headers: { ...SIGNED_IN, authorization: 'Bearer forged', 'proxy-authorization': 'x', 'x-request-id': 'r1' },
    });
    const upstream = calls[0]!.request;
    const url = new URL(upstream.url);
    expect(url.origin).toBe('http://upstream.test');
    expect(url.searchParams.get('token')).toBe('valid-token-0123456789');
    expect(url.searchParams.get('time')).toBe('1763700000');
    expect(url.searchParams.get('num')).toBe('2');
    expect(upstream.headers.get('authorization')).toBe('Bearer valid-token-0123456789');
    expect(upstream.headers.get('cookie')).toBeNull();
    expect(upstream.headers.get('proxy-authorization')).toBeNull();
    expect(upstream.headers.get('x-request-id')).toBe('r1');
    expect(upstream.headers.get('lang')).toBe('1');
  });

  test('injects the token into a JSON body and strips a forged one for guests', async () => {
    const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: null }));
    await callShop('/api/signin', {
      method: 'POST',
      headers: { ...ORIGIN, ...SIGNED_IN, 'content-type': 'application/json', lang: '2' },
      body: '{"token":"forged","x":1}',
    });
    expect(JSON.parse(calls[0]!.body)).toEqual({ token: 'valid-token-0123456789', time: '1763700000', x: 1 });
    expect(calls[0]!.request.headers.get('lang')).toBe('2');

    await callShop('/api/signin', {
      method: 'POST',
      headers: { ...ORIGIN, 'content-type': 'application/json', authorization: 'Bearer forged' },
      body: '{"token":"forged"}',
    });
    expect(JSON.parse(calls[1]!.body)).toEqual({});
    expect(calls[1]!.request.headers.get('authorization')).toBeNull();
  });

  test('takes the language from the referring page when the header is missing or invalid', async () => {
    const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: [] }));
    await callShop('/api/goodscategory', { headers: { referer: 'http://localhost/kh/products', lang: '9' } });
    expect(calls[0]!.request.headers.get('lang')).toBe('2');
  });

  test('refuses a body over 64 KB with a localized envelope', async () => {
    const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: null }));
    const { response, body } = await callShop('/api/signin', {
      method: 'POST',
      headers: { ...ORIGIN, 'content-type': 'application/json', lang: '2' },
      body: JSON.stringify({ pad: 'x'.repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(body)).toEqual({ code: 413, msg: 'ទិន្នន័យដែលអ្នកបានផ្ញើធំពេក។', data: null });
    expect(calls).toHaveLength(0);
  });

  test('a slow upstream times out with a localized envelope', async () => {
    fakeUpstream(() => new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({ code: 0 })), 500)));
    const { response, body } = await callShop(
      '/api/goodscategory',
      { headers: { lang: '2' } },
      { UPSTREAM_TIMEOUT_MS: '50' },
    );
    expect(response.status).toBe(504);
    expect(JSON.parse(body).msg).toBe('ហាងឆ្លើយតបយឺតពេក។ សូមរង់ចាំបន្តិច រួចព្យាយាមម្ដងទៀត។');
  });

  test('an unreachable or garbled upstream becomes an envelope, never a stack trace', async () => {
    fakeUpstream(() => {
      throw new TypeError('connect ECONNREFUSED');
    });
    const down = await callShop('/api/goodscategory');
    expect(down.response.status).toBe(502);
    expect(JSON.parse(down.body).code).toBe(502);
    expect(down.body).not.toContain('ECONNREFUSED');

    vi.restoreAllMocks();
    fakeUpstream(() => new Response('{"code":0,', { headers: { 'content-type': 'application/json' } }));
    const garbled = await callShop('/api/goodscategory');
    expect(garbled.response.status).toBe(502);
    expect(JSON.parse(garbled.body).msg).toContain('could not read');
  });

  test("an upstream's error page or internal error text never reaches the browser, only a localized envelope", async () => {
    fakeUpstream(
      () =>
        new Response('<html><script>alert(1)</script></html>', {
          status: 500,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const page = await callShop('/api/goodscategory', { headers: { lang: '2' } });
    expect(page.response.status).toBe(502);
    expect(page.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(page.body)).toMatchObject({ code: 502, data: null });
    expect(page.body).not.toContain('<script>');

    vi.restoreAllMocks();
    fakeUpstream(() =>
      Response.json({ code: 500, msg: 'Internal: SQLITE_BUSY at db.ts:12', data: null }, { status: 500 }),
    );
    const internal = await callShop('/api/goodscategory');
    expect(internal.response.status).toBe(500);
    expect(JSON.parse(internal.body)).toEqual({
      code: 500,
      msg: 'Something went wrong on our side. Please try again in a moment.',
      data: null,
    });
  });

  test('an upstream 1012 clears the session cookie in the same response', async () => {
    fakeUpstream(() => Response.json({ code: 1012, msg: 'Please sign in again', data: null }, { status: 401 }));
    const { response, body } = await callShop('/api/carlists', { headers: SIGNED_IN });
    expect(JSON.parse(body).code).toBe(1012);
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/jwt=; Max-Age=0/);
  });
});

describe('signing in and out through the proxy', () => {
  test('login keeps the ticket in a cookie; gettoken sets the HttpOnly jwt cookie and never shows the token', async () => {
    const calls = fakeUpstream((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/login') return Response.json({ code: 0, msg: '', data: { uid: 7, ticket: 'ticket-abc' } });
      return Response.json({ code: 0, msg: '', data: { token: 'secret-token-0123456789' } });
    });
    const login = await callShop('/api/login', {
      method: 'POST',
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      body: '{"mobile":"85512345678","pass":"demo1234"}',
    });
    expect(JSON.parse(login.body)).toEqual({ code: 0, msg: '', data: { uid: 7 } });
    const sent = JSON.parse(calls[0]!.body);
    expect(sent).toMatchObject({ mobile: '85512345678', pass: 'demo1234' });
    expect(sent.time).toMatch(/^\d+$/);
    const loginCookies = login.response.headers.getSetCookie();
    expect(loginCookies.find((c) => c.startsWith('login_ticket=ticket-abc'))).toContain('HttpOnly');
    expect(loginCookies.find((c) => c.startsWith('time='))).toBeTruthy();

    const token = await callShop('/api/gettoken', {
      method: 'POST',
      headers: { ...ORIGIN, 'content-type': 'application/json', cookie: `login_ticket=ticket-abc; time=${sent.time}` },
      body: '{"uid":7}',
    });
    expect(JSON.parse(calls[1]!.body)).toEqual({ uid: 7, ticket: 'ticket-abc', time: sent.time });
    expect(token.body).not.toContain('secret-token');
    const jwt = token.response.headers.getSetCookie().find((c) => c.startsWith('jwt='))!;
    expect(jwt).toContain('jwt=secret-token-0123456789');
    expect(jwt).toContain('HttpOnly');
    expect(jwt).toContain('SameSite=Lax');
    expect(jwt).toContain('Path=/');
    expect(jwt).toContain('Max-Age=2592000');
    expect(jwt).not.toContain('Secure');
  });

  test('on HTTPS the session cookie is __Host-jwt: Secure, Path=/, no Domain', async () => {
    fakeUpstream(() => Response.json({ code: 0, msg: '', data: { token: 'secret-token-0123456789' } }));
    const { createExecutionContext } = await import('cloudflare:test');
    const { env } = await import('cloudflare:workers');
    const app = (await import('../../worker/index')).default;
    const response = await app.fetch(
      new Request('https://shop.example/api/auth/login', {
        method: 'POST',
        headers: { origin: 'https://shop.example', 'content-type': 'application/json' },
        body: '{}',
      }),
      { ...env, API_ORIGIN: 'http://upstream.test' },
      createExecutionContext(),
    );
    await response.text();
    const jwt = response.headers.getSetCookie().find((c) => c.startsWith('__Host-jwt='))!;
    expect(jwt).toContain('__Host-jwt=secret-token-0123456789');
    expect(jwt).toContain('Secure');
    expect(jwt).toContain('Path=/;');
    expect(jwt).not.toMatch(/Domain=/i);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('jwt='))).toBe(false);
  });

  test('logout clears the cookies and the site data', async () => {
    fakeUpstream(() => Response.json({ code: 0, msg: '', data: null }));
    const { response } = await callShop('/api/auth/logout', { method: 'POST', headers: { ...ORIGIN, ...SIGNED_IN } });
    expect(response.headers.get('clear-site-data')).toBe('"cookies", "storage"');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/jwt=; Max-Age=0/);
    expect(cookies).toMatch(/time=; Max-Age=0/);
  });
});
