import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { fetchPage, ORIGIN } from './fetch-page';
import { memberHeaders } from './member-session';
import { OWNER, STAFF } from './ops-session';

// The operator's console (decision 020): its sign-in, roles and audit (the seed's demo operators).

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Posts the sign-in form as a browser on the shop's page does. */
function signIn(credentials: { email: string; password: string }, prefix = '', address = '203.0.113.7') {
  return fetchPage(`${prefix}/ops/sign-in`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': address,
    },
    body: form(credentials),
  });
}

/** The session cookie a successful sign-in set, as the browser would send it back. */
async function sessionOf(credentials: { email: string; password: string }, prefix = ''): Promise<string> {
  const { response } = await signIn(credentials, prefix);
  expect(response.status).toBe(303);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ops_session='));
  return cookie!.split(';')[0]!;
}

const auditCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM ops_audit').first<{ n: number }>())!.n;

test('signed out, every console page goes to the sign-in, in its language; a shopper’s session is no operator', async () => {
  for (const [path, signInPath] of [
    ['/ops', '/ops/sign-in'],
    ['/ops/audit', '/ops/sign-in'],
    ['/kh/ops', '/kh/ops/sign-in'],
  ]) {
    const { response } = await fetchPage(path!);
    expect(response.status, path).toBe(303);
    expect(response.headers.get('location')).toBe(signInPath);
  }
  const shopper = await fetchPage('/ops', { headers: await memberHeaders() });
  expect(shopper.response.status).toBe(303);
  expect(shopper.response.headers.get('location')).toBe('/ops/sign-in');

  const page = await fetchPage('/kh/ops/sign-in');
  expect(page.response.status).toBe(200);
  expect(page.body).toContain('<html lang="km">');
  expect(page.body).toContain('ការចូលសម្រាប់អ្នកគ្រប់គ្រង');
  expect(page.body).not.toContain('<script');
});

test('a wrong password is refused in the page’s language and starts no session; repeated, the address is slowed down', async () => {
  const before = await auditCount();
  const wrong = await signIn({ email: OWNER.email, password: 'not-it' }, '/kh', '198.51.100.20');
  expect(wrong.response.status).toBe(400);
  expect(wrong.body).toContain('អ៊ីមែល និងពាក្យសម្ងាត់នេះ មិនត្រូវនឹងអ្នកគ្រប់គ្រងណាម្នាក់ទេ។');
  expect(wrong.body).toContain(`value="${OWNER.email}"`);
  expect(wrong.response.headers.getSetCookie()).toEqual([]);
  const unknown = await signIn({ email: 'nobody@membershop.com.kh', password: 'x' }, '', '198.51.100.20');
  expect(unknown.response.status).toBe(400);
  expect(unknown.body).toContain('That e-mail and password do not match an operator.');
  // The shoppers' budgets (decision 014): from the third wrong password in an hour the address waits.
  await signIn({ email: OWNER.email, password: 'still-not' }, '', '198.51.100.20');
  const slowed = await signIn(OWNER, '', '198.51.100.20');
  expect(slowed.response.status).toBe(429);
  expect(slowed.body).toContain('Too many tries');
  expect(await auditCount()).toBe(before);
  const empty = await signIn({ email: '', password: '' });
  expect(empty.response.status).toBe(400);
  expect(empty.body).toContain('Enter your e-mail and password.');
});

test('an owner signs in: an HttpOnly cookie scoped to the console, today at a glance, and the sign-in in the audit', async () => {
  const { response } = await signIn(OWNER);
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/ops');
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(2);
  for (const path of ['/ops', '/kh/ops'])
    expect(cookies.find((line) => line.includes(`Path=${path};`) || line.endsWith(`Path=${path}`))).toMatch(
      /^ops_session=[0-9a-f]{64};.*HttpOnly.*SameSite=Strict/,
    );
  const cookie = cookies[0]!.split(';')[0]!;
  const stored = await env.DB.prepare('SELECT token_hash FROM operator_sessions').all<{ token_hash: string }>();
  expect(stored.results.map((row) => row.token_hash)).not.toContain(cookie.split('=')[1]);

  // Today at a glance, from the database.
  const pending = (await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM orders WHERE state = 'pending_payment' AND (expires_at IS NULL OR expires_at > unixepoch())",
  ).first<{ n: number }>())!.n;
  const glance = await fetchPage('/ops', { headers: { cookie } });
  expect(glance.response.status).toBe(200);
  expect(glance.response.headers.get('cache-control')).toBe('no-store');
  expect(glance.body).toContain('Today at a glance');
  expect(glance.body).toMatch(new RegExp(`<dt>KHQR payments waiting</dt><dd>${pending}</dd>`));
  expect(glance.body).toContain('Sok Dara (Owner)');
  const khmer = await fetchPage('/kh/ops', { headers: { cookie } });
  expect(khmer.body).toContain('សង្ខេបថ្ងៃនេះ');

  const audit = await fetchPage('/ops/audit', { headers: { cookie } });
  expect(audit.response.status).toBe(200);
  expect(audit.body).toMatch(/Sok Dara &lt;owner@membershop.com.kh&gt;<\/td><td[^>]*>Signed in/);
});

test('staff cannot open the audit (a plain not found), and signing out ends the session', async () => {
  const cookie = await sessionOf(STAFF);
  const glance = await fetchPage('/ops', { headers: { cookie } });
  expect(glance.body).toContain('Keo Malis (Staff)');
  expect(glance.body).not.toContain('/ops/audit');
  const audit = await fetchPage('/ops/audit', { headers: { cookie } });
  expect(audit.response.status).toBe(404);
  expect(audit.body).not.toContain('Signed in</td>');

  const out = await fetchPage('/ops/sign-out', { method: 'POST', headers: { cookie, origin: ORIGIN } });
  expect(out.response.status).toBe(303);
  expect(out.response.headers.get('location')).toBe('/ops/sign-in');
  expect((await fetchPage('/ops', { headers: { cookie } })).response.status).toBe(303);
  const [last] = (
    await env.DB.prepare('SELECT action FROM ops_audit ORDER BY id DESC LIMIT 1').all<{ action: string }>()
  ).results;
  expect(last?.action).toBe('sign_out');
});

test('a sign-in posted from another site is refused before it runs', async () => {
  const before = await auditCount();
  const { response } = await fetchPage('/ops/sign-in', {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: form(OWNER),
  });
  expect(response.status).toBe(403);
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(await auditCount()).toBe(before);
});

test('a failure inside the console answers the error page in its language (500), never the error itself', async () => {
  await env.DB.exec('ALTER TABLE operator_sessions RENAME TO operator_sessions_away');
  const cookie = `ops_session=${'a'.repeat(64)}`;
  const english = await fetchPage('/ops/', { headers: { cookie } });
  const khmer = await fetchPage('/kh/ops/', { headers: { cookie } });
  await env.DB.exec('ALTER TABLE operator_sessions_away RENAME TO operator_sessions');

  expect(english.response.status).toBe(500);
  expect(english.body).toContain('Something went wrong');
  expect(khmer.response.status).toBe(500);
  expect(khmer.body).toContain('មានបញ្ហាកើតឡើង');
  for (const { body } of [english, khmer]) expect(body).not.toMatch(/operator_sessions|no such table|at \w+ \(/);
});
