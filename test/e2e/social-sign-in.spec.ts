import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { holdSharedData, releaseSharedData } from './shared-data';

/**
 * A tiny OAuth 2.0 provider for these tests, on the port scripts/e2e.mjs configured the shop with
 * (the shop's port + 10000): /authorize answers at once (a code, or the shopper's refusal), /token checks
 * the client secret and the PKCE verifier (or fails on purpose), /me names the shopper.
 */
const provider = { deny: false, tokenFails: false, verifiedPkce: 0 };
const codes = new Map<string, string>();
let server: Server;

function handle(url: URL, body: URLSearchParams): { status: number; headers?: Record<string, string>; json?: unknown } {
  if (url.pathname === '/authorize') {
    const back = new URL(url.searchParams.get('redirect_uri')!);
    back.searchParams.set('state', url.searchParams.get('state')!);
    if (provider.deny) back.searchParams.set('error', 'access_denied');
    else {
      const code = randomBytes(8).toString('hex');
      codes.set(code, url.searchParams.get('code_challenge')!);
      back.searchParams.set('code', code);
    }
    return { status: 302, headers: { location: back.href } };
  }
  if (url.pathname === '/token') {
    if (provider.tokenFails) return { status: 500, json: { error: 'server_error' } };
    const challenge = codes.get(body.get('code') ?? '');
    const verifier = createHash('sha256')
      .update(body.get('code_verifier') ?? '')
      .digest('base64url');
    if (!challenge || challenge !== verifier || body.get('client_secret') !== 'e2e-secret')
      return { status: 400, json: { error: 'invalid_grant' } };
    provider.verifiedPkce += 1;
    return { status: 200, json: { access_token: 'e2e-access', token_type: 'bearer' } };
  }
  if (url.pathname === '/me') return { status: 200, json: { id: 'e2e-facebook-user', name: 'Dara Social' } };
  return { status: 404, json: {} };
}

// The fake provider has a fixed port: one worker at a time.
test.beforeAll(async ({ baseURL }) => {
  await holdSharedData();
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const answer = handle(new URL(request.url ?? '/', 'http://provider'), new URLSearchParams(raw));
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.json === undefined ? '' : JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(baseURL!).port) + 10_000, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  releaseSharedData();
});
test.beforeEach(() => Object.assign(provider, { deny: false, tokenFails: false }));

test('Facebook sign-in: the code exchanged with PKCE on the server, signed in, back at the remembered page; no token in the page', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  const before = provider.verifiedPkce;
  await page.goto(`/user/login?redirect=${encodeURIComponent('/accounts/coupon')}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(/\/accounts\/coupon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dara Social', exact: true })).toBeVisible();
  expect(provider.verifiedPkce).toBe(before + 1);

  const jwt = (await context.cookies()).find((cookie) => /^(__Host-)?jwt$/.test(cookie.name));
  expect(jwt?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('jwt');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(jwt!.value);
  expect(problems).toEqual([]);
});

test('the provider’s token endpoint failing: a Khmer notice on the login page, not signed in', async ({
  page,
  context,
}) => {
  provider.tokenFails = true;
  await page.goto('/kh/user/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'បន្តជាមួយ Facebook' }).click();
  await expect(page).toHaveURL(/\/kh\/user\/login\?social=failed&provider=facebook$/);
  await expect(page.getByRole('alert')).toContainText('យើងមិនអាចឱ្យអ្នកចូលគណនីតាម Facebook បានទេ');
  expect((await context.cookies()).some((cookie) => /^(__Host-)?jwt$/.test(cookie.name))).toBe(false);
});

test('the shopper says no at the provider, or a forged state comes back: a notice each, not signed in', async ({
  page,
  context,
}) => {
  provider.deny = true;
  await page.goto('/user/other-login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await expect(page.getByRole('alert')).toHaveText('The sign-in with Facebook was cancelled.');

  await page.goto('/user/other-login?code=stolen&state=forged-state-forged-state');
  await expect(page).toHaveURL(/\/user\/login\?social=expired$/);
  await expect(page.getByRole('alert')).toContainText('The sign-in took too long');
  expect((await context.cookies()).some((cookie) => /^(__Host-)?jwt$/.test(cookie.name))).toBe(false);
});
