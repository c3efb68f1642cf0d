import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { memberHeaders } from './member-session';

const MEMBER_PAGES = [
  '/accounts',
  '/accounts/points',
  '/accounts/points/detail',
  '/accounts/profile',
  '/accounts/update/username',
  '/accounts/update/email',
  '/accounts/update/password',
  '/accounts/update/phone',
  '/accounts/update/getcode',
  '/user/register-information',
];

test('signed out, every account page goes to sign-in with the page remembered', async () => {
  for (const path of MEMBER_PAGES) {
    for (const prefix of ['', '/kh']) {
      const { response } = await fetchPage(prefix + path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(
        `${prefix}/user/login?redirect=${encodeURIComponent(prefix + path)}`,
      );
    }
  }
});

test('the account home shows the grade, the points, the check-in, order counts and recent messages', async () => {
  const { response, body } = await fetchPage('/kh/accounts', { headers: await memberHeaders() });
  expect(response.status).toBe(200);
  expect(body).toContain('សមាជិក');
  expect(body).toMatch(/<strong>100<\/strong> (<!-- -->)?ពិន្ទុ/);
  expect(body).toContain('ចុះវត្តមានដើម្បីទទួលពិន្ទុ');
  expect(body).toContain('href="/kh/accounts/orders?tab=to_pay"');
  expect(body).toContain('ការលក់បុណ្យអុំទូក');
});

test('my points shows the latest five entries; the ledger pages through all of them', async () => {
  const headers = await memberHeaders();
  const latest = await fetchPage('/accounts/points', { headers });
  expect(latest.body).toContain('Daily check-in');
  expect(latest.body).toContain('+120');
  expect(latest.body).toContain('-50');
  const ledger = await fetchPage('/accounts/points/detail?page=1', { headers });
  expect(ledger.body).toMatch(/Points balance:(<!-- -->)? <strong>100<\/strong>/);
  expect((await fetchPage('/accounts/points/detail?page=x', { headers })).response.status).toBe(200);
});

test('the profile and its update pages show the shopper details', async () => {
  const headers = await memberHeaders();
  const profile = await fetchPage('/accounts/profile', { headers });
  expect(profile.body).toContain('Chan Sokha');
  expect(profile.body).toContain('012 345 678');
  expect(profile.body).toContain('sokha@example.com');
  expect((await fetchPage('/accounts/update/username', { headers })).body).toContain('value="Chan Sokha"');
  const getcode = await fetchPage('/accounts/update/getcode?mobile=85569123456', { headers });
  expect(getcode.body).toContain('069 123 456');
  // Without a valid new number the code page asks for the number.
  expect((await fetchPage('/accounts/update/getcode?mobile=abc', { headers })).body).toContain('New mobile number');
});
