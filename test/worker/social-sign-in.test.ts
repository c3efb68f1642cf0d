import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, test, vi } from 'vitest';
import app from '../../worker/index';
import { readConfig } from '../../worker/middleware/config';

/** The page's own content: messages and data also travel in the boot payload, so text is looked for here. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

afterEach(() => vi.restoreAllMocks());

const LINK_KEY = 'test-social-link-key-0123456789abcdef';
const PROVIDERS = {
  SOCIAL_LINK_KEY: LINK_KEY,
  FACEBOOK_OAUTH_CLIENT_ID: 'shop-client',
  FACEBOOK_OAUTH_CLIENT_SECRET: 'shop-secret',
  FACEBOOK_OAUTH_AUTHORIZE_URL: 'https://facebook.test/authorize',
  FACEBOOK_OAUTH_TOKEN_URL: 'https://facebook.test/token',
  FACEBOOK_OAUTH_USERINFO_URL: 'https://facebook.test/me',
  APPLE_OAUTH_CLIENT_ID: 'shop.apple',
  APPLE_OAUTH_CLIENT_SECRET: 'apple-secret',
  APPLE_OAUTH_AUTHORIZE_URL: 'https://apple.test/authorize',
  APPLE_OAUTH_TOKEN_URL: 'https://apple.test/token',
  APPLE_OAUTH_ISSUER: 'https://apple.test',
};

/** The shop on the embedded API, with the fake providers configured (or not). */
async function shop(path: string, init: RequestInit = {}, vars: Record<string, string> = PROVIDERS) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://localhost${path}`, { redirect: 'manual', ...init }),
    { ...env, ...vars },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

type TokenCall = Record<string, string>;

/**
 * The providers, served by a fetch stand-in: the token endpoint answers `token` (or fails), Facebook's
 * userinfo gives its user, Apple's answer is an ID token. Records what the token endpoint received.
 */
function fakeProviders(options: { tokenStatus?: number; nonce?: (sent: string) => string; subject?: string } = {}) {
  const calls: TokenCall[] = [];
  let nonce = '';
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    const url = new URL(request.url);
    if (url.pathname === '/token') {
      calls.push(Object.fromEntries(new URLSearchParams(await request.text())));
      if (options.tokenStatus) return Response.json({ error: 'server_error' }, { status: options.tokenStatus });
      const claims = {
        sub: options.subject ?? 'apple-001',
        aud: 'shop.apple',
        iss: 'https://apple.test',
        exp: Date.now() / 1000 + 600,
        nonce: options.nonce?.(nonce) ?? nonce,
      };
      const idToken = `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
      return Response.json({ access_token: 'provider-access', token_type: 'bearer', id_token: idToken });
    }
    if (url.href === 'https://facebook.test/me') {
      expect(request.headers.get('authorization')).toBe('Bearer provider-access');
      return Response.json({ id: options.subject ?? '10001', name: 'Nary Chea' });
    }
    throw new Error(`unexpected fetch ${url.href}`);
  });
  return { calls, rememberNonce: (value: string) => (nonce = value) };
}

/** Starts a sign-in: the provider's authorize URL and the flow cookie the browser keeps. */
async function start(path: string) {
  const { response } = await shop(path);
  expect(response.status).toBe(302);
  const authorize = new URL(response.headers.get('location')!);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('social_flow='))!;
  return { authorize, setCookie, cookie: setCookie.split(';')[0]! };
}

const users = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>())!.n;
const links = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM social_links').first<{ n: number }>())!.n;
/** Whether a response signs the shopper in: a session cookie set, not cleared. */
const setsSession = (response: Response) =>
  response.headers.getSetCookie().some((c) => c.startsWith('jwt=') && !c.startsWith('jwt=;'));

describe('with no provider configured', () => {
  test('the login page has no social buttons; other-login explains and links back, in both languages', async () => {
    const login = await shop('/user/login', {}, {});
    expect(main(login.body)).not.toContain('class="button social-button');
    const english = await shop('/user/other-login', {}, {});
    expect(english.response.status).toBe(200);
    expect(main(english.body)).toContain('Signing in with Facebook or Apple is not available at the moment.');
    expect(main(english.body)).toContain('<a href="/user/login">Back to sign-in</a>');
    const khmer = await shop('/kh/user/other-login?redirect=%2Fkh%2Faccounts', {}, {});
    expect(main(khmer.body)).toContain('មិនអាចចូលគណនីតាម Facebook ឬ Apple បានទេ');
    expect(main(khmer.body)).toContain('href="/kh/user/login?redirect=%2Fkh%2Faccounts"');
    const started = await shop('/user/other-login?provider=facebook', {}, {});
    expect(started.response.headers.get('location')).toBe('/user/other-login');
  });

  test('a provider with a client id needs its secret and the link key: the configuration names them', () => {
    const base = { API_ORIGIN: '', KHR_PER_USD: '4100', SMS_DAILY_LIMIT: '1000' };
    // SMS_DAILY_LIMIT (decision 014) is validated like the others: a whole number above 0, named when wrong.
    for (const limit of [undefined, '0', 'many', '1.5'])
      expect(() => readConfig({ ...base, SMS_DAILY_LIMIT: limit }), String(limit)).toThrow(/SMS_DAILY_LIMIT/);
    expect(() => readConfig({ ...base, FACEBOOK_OAUTH_CLIENT_ID: 'x' })).toThrow(
      /FACEBOOK_OAUTH_CLIENT_SECRET, SOCIAL_LINK_KEY/,
    );
    expect(() => readConfig({ ...base, FACEBOOK_OAUTH_TOKEN_URL: 'http://evil.example/token' })).toThrow(
      /FACEBOOK_OAUTH_TOKEN_URL/,
    );
    expect(readConfig({ ...base, ...PROVIDERS }).public.socialProviders).toEqual(['facebook', 'apple']);
    expect(readConfig(base).public.socialProviders).toEqual([]);
  });
});

describe('with Facebook and Apple configured', () => {
  test('the login page offers both; a button starts the flow with state, PKCE and a short-lived HttpOnly cookie', async () => {
    const login = await shop('/kh/user/login?redirect=%2Fkh%2Faccounts%2Fcoupon');
    expect(main(login.body)).toContain(
      'href="/kh/user/other-login?provider=facebook&amp;redirect=%2Fkh%2Faccounts%2Fcoupon" data-reload=""',
    );
    expect(main(login.body)).toContain('បន្តជាមួយ Apple');

    const { authorize, setCookie, cookie } = await start('/user/other-login?provider=facebook&redirect=%2Faccounts');
    expect(authorize.origin + authorize.pathname).toBe('https://facebook.test/authorize');
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'shop-client',
      redirect_uri: 'http://localhost/user/other-login',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(setCookie).toMatch(/HttpOnly/);
    // Path=/ as `__Host-` needs on HTTPS (host-cookies.test.ts); the return page clears it at once.
    expect(setCookie).toMatch(/Path=\/(;|$)/);
    expect(setCookie).toMatch(/Max-Age=600/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const flow = JSON.parse(decodeURIComponent(cookie.slice('social_flow='.length)));
    const challenge = btoa(
      String.fromCharCode(
        ...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(flow.verifier))),
      ),
    )
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(params.code_challenge).toBe(challenge);
    expect(JSON.stringify(params)).not.toContain('shop-secret');
  });

  test('success: the code is exchanged on the server, a member is created and linked, signed in like a password sign-in, then the target', async () => {
    const provider = fakeProviders();
    const { authorize, cookie } = await start('/user/other-login?provider=facebook&redirect=%2Faccounts%2Fcoupon');
    const before = await users();
    const back = await shop(`/user/other-login?code=the-code&state=${authorize.searchParams.get('state')}`, {
      headers: { cookie },
    });
    expect(back.response.status).toBe(302);
    expect(back.response.headers.get('location')).toBe('/loading?next=%2Faccounts%2Fcoupon');
    const flow = JSON.parse(decodeURIComponent(cookie.slice('social_flow='.length)));
    expect(provider.calls).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'the-code',
        redirect_uri: 'http://localhost/user/other-login',
        client_id: 'shop-client',
        client_secret: 'shop-secret',
        code_verifier: flow.verifier,
      },
    ]);
    const cookies = back.response.headers.getSetCookie();
    const jwt = cookies.find((c) => c.startsWith('jwt='))!;
    expect(jwt).toMatch(/HttpOnly/);
    expect(cookies.some((c) => c.startsWith('social_flow=;'))).toBe(true);
    expect(await users()).toBe(before + 1);

    const loading = await shop('/loading?next=%2Faccounts%2Fcoupon', { headers: { cookie: jwt.split(';')[0]! } });
    expect(main(loading.body)).toContain('Signing you in');
    expect(main(loading.body)).toContain('href="/accounts/coupon"');
    const account = await shop('/accounts', { headers: { cookie: jwt.split(';')[0]! } });
    expect(account.response.status).toBe(200);
    expect(account.body).toContain('Hi, Nary Chea');
    // No mobile yet: the profile says so (the placeholder in the row never shows).
    const profile = await shop('/accounts/profile', { headers: { cookie: jwt.split(';')[0]! } });
    expect(main(profile.body)).toContain('Not given');
    expect(profile.body).not.toMatch(/social:(facebook|apple):/);

    // The same Facebook user again: the same member, nobody new.
    const again = await start('/user/other-login?provider=facebook');
    await shop(`/user/other-login?code=c2&state=${again.authorize.searchParams.get('state')}`, {
      headers: { cookie: again.cookie },
    });
    expect(await users()).toBe(before + 1);
    expect(await links()).toBe(1);
  });

  test('a member the console suspended comes back to the login page told so, with no session', async () => {
    fakeProviders({ subject: '20002' });
    const first = await start('/user/other-login?provider=facebook');
    await shop(`/user/other-login?code=c1&state=${first.authorize.searchParams.get('state')}`, {
      headers: { cookie: first.cookie },
    });
    await env.DB.prepare(
      "UPDATE users SET suspended_at = 1 WHERE id = (SELECT user_id FROM social_links WHERE subject = '20002')",
    ).run();
    const again = await start('/kh/user/other-login?provider=facebook');
    const back = await shop(`/user/other-login?code=c2&state=${again.authorize.searchParams.get('state')}`, {
      headers: { cookie: again.cookie },
    });
    expect(back.response.headers.get('location')).toBe('/kh/user/login?social=suspended&provider=facebook');
    expect(setsSession(back.response)).toBe(false);
    const login = await shop('/kh/user/login?social=suspended&provider=facebook');
    expect(main(login.body)).toContain('គណនីនេះត្រូវបានព្យួរ។ សូមទាក់ទងសេវាអតិថិជន។');
  });

  test('Apple: the identity comes from the ID token, whose nonce must be the one sent; Khmer comes back in Khmer', async () => {
    const provider = fakeProviders({ subject: 'apple-xyz' });
    const { authorize, cookie } = await start('/kh/user/other-login?provider=apple');
    provider.rememberNonce(authorize.searchParams.get('nonce')!);
    const back = await shop(`/user/other-login?code=c&state=${authorize.searchParams.get('state')}`, {
      headers: { cookie },
    });
    expect(back.response.headers.get('location')).toBe('/kh/loading?next=%2Fkh');
    expect(setsSession(back.response)).toBe(true);
  });

  test('an ID token with another nonce signs nobody in', async () => {
    fakeProviders({ nonce: () => 'replayed-nonce' });
    const { authorize, cookie } = await start('/user/other-login?provider=apple');
    const before = await users();
    const back = await shop(`/user/other-login?code=c&state=${authorize.searchParams.get('state')}`, {
      headers: { cookie },
    });
    expect(back.response.headers.get('location')).toBe('/user/login?social=failed&provider=apple');
    expect(setsSession(back.response)).toBe(false);
    expect(await users()).toBe(before);
  });

  test('a state that is not this browser’s, or no flow cookie: back to sign-in, the code never exchanged', async () => {
    const provider = fakeProviders();
    const { cookie } = await start('/user/other-login?provider=facebook');
    const before = await users();
    const forged = await shop('/user/other-login?code=stolen&state=someone-elses-state-000000000000', {
      headers: { cookie },
    });
    expect(forged.response.headers.get('location')).toBe('/user/login?social=expired');
    const cookieless = await shop('/kh/user/other-login?code=stolen&state=x');
    expect(cookieless.response.headers.get('location')).toBe('/kh/user/login?social=expired');
    expect(provider.calls).toEqual([]);
    expect(await users()).toBe(before);
    const page = await shop('/user/login?social=expired');
    expect(main(page.body)).toContain('The sign-in took too long or was started in another window.');
  });

  test('the provider’s error (the shopper said no): a localized notice, nothing exchanged or created', async () => {
    const provider = fakeProviders();
    const { authorize, cookie } = await start('/kh/user/other-login?provider=facebook');
    const back = await shop(`/user/other-login?error=access_denied&state=${authorize.searchParams.get('state')}`, {
      headers: { cookie },
    });
    expect(back.response.headers.get('location')).toBe('/kh/user/login?social=cancelled&provider=facebook');
    expect(provider.calls).toEqual([]);
    const page = await shop('/kh/user/login?social=cancelled&provider=facebook');
    expect(main(page.body)).toContain('ការចូលគណនីតាម Facebook ត្រូវបានបោះបង់។');
  });

  test('the token endpoint failing: the login page says so in the shopper’s language; no member, no session', async () => {
    fakeProviders({ tokenStatus: 500 });
    const { authorize, cookie } = await start('/user/other-login?provider=facebook');
    const before = await users();
    const back = await shop(`/user/other-login?code=c&state=${authorize.searchParams.get('state')}`, {
      headers: { cookie },
    });
    expect(back.response.headers.get('location')).toBe('/user/login?social=failed&provider=facebook');
    expect(setsSession(back.response)).toBe(false);
    expect(await users()).toBe(before);
    const page = await shop('/user/login?social=failed&provider=facebook');
    expect(main(page.body)).toContain('We could not sign you in with Facebook.');
    expect(main(page.body)).toContain('class="alert alert-danger" role="alert"');
  });

  test('the browser cannot link an account itself: /api/auth/social without the key is a 404 and creates nobody', async () => {
    const before = await users();
    const body = JSON.stringify({ provider: 'facebook', subject: 'victim', name: 'x' });
    for (const key of [undefined, 'guess-guess-guess-guess-guess-guess']) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        origin: 'http://localhost',
        ...(key ? { 'x-social-link-key': key } : {}),
      };
      const { response, body: answer } = await shop('/api/auth/social', { method: 'POST', headers, body });
      expect(response.status).toBe(404);
      expect(answer).not.toContain('token');
    }
    expect(await users()).toBe(before);
  });
});
