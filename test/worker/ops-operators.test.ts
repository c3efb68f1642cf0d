import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { fetchPage, ORIGIN } from './fetch-page';

// Owners manage operators; staff cannot. Every change is audited.
const PASSWORD = 'ops-demo-1234';

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  fetchPage(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

async function cookieFor(email: string, password = PASSWORD): Promise<string> {
  const { response } = await post('/ops/sign-in', { email, password });
  expect(response.status).toBe(303);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const operatorRow = (email: string) =>
  env.DB.prepare('SELECT id, role, disabled_at FROM operators WHERE email = ?1')
    .bind(email)
    .first<{ id: number; role: string; disabled_at: number | null }>();
const actions = async () =>
  (await env.DB.prepare('SELECT action FROM ops_audit ORDER BY id').all<{ action: string }>()).results.map(
    (row) => row.action,
  );

test('an owner adds an operator, who signs in with the password shown once; a taken or bad e-mail changes nothing', async () => {
  const owner = await cookieFor('owner@membershop.com.kh');
  const added = await post('/ops/operators', { email: 'Vanna@MemberShop.com.kh', name: 'Vanna', role: 'staff' }, owner);
  expect(added.response.status).toBe(200);
  const password = added.body.match(/with the password ([0-9a-f]{16})\./)?.[1];
  expect(password).toBeDefined();
  expect(await operatorRow('vanna@membershop.com.kh')).toMatchObject({ role: 'staff', disabled_at: null });
  await cookieFor('vanna@membershop.com.kh', password);

  const before = await actions();
  const taken = await post(
    '/kh/ops/operators',
    { email: 'vanna@membershop.com.kh', name: 'Again', role: 'owner' },
    owner,
  );
  expect(taken.response.status).toBe(400);
  expect(taken.body).toContain('មានអ្នកគ្រប់គ្រងដែលប្រើអ៊ីមែលនេះរួចហើយ។');
  const bad = await post('/ops/operators', { email: 'not-an-email', name: 'X', role: 'staff' }, owner);
  expect(bad.response.status).toBe(400);
  expect(await actions()).toEqual(before);
  expect(before).toContain('operator_add');
});

test('an owner changes a role, disables (ending their sessions) and enables an operator, but not themselves', async () => {
  const owner = await cookieFor('owner@membershop.com.kh');
  const staffSession = await cookieFor('staff@membershop.com.kh');
  const staff = (await operatorRow('staff@membershop.com.kh'))!;
  const self = (await operatorRow('owner@membershop.com.kh'))!;

  await post(`/ops/operators/${staff.id}/role`, { role: 'owner' }, owner);
  expect((await operatorRow('staff@membershop.com.kh'))?.role).toBe('owner');
  await post(`/ops/operators/${staff.id}/role`, { role: 'staff' }, owner);

  await post(`/ops/operators/${staff.id}/disable`, {}, owner);
  expect((await operatorRow('staff@membershop.com.kh'))?.disabled_at).not.toBeNull();
  expect((await fetchPage('/ops', { headers: { cookie: staffSession } })).response.status).toBe(303);
  expect((await post('/ops/sign-in', { email: 'staff@membershop.com.kh', password: PASSWORD })).response.status).toBe(
    400,
  );
  await post(`/ops/operators/${staff.id}/enable`, {}, owner);
  await cookieFor('staff@membershop.com.kh');

  const refused = await post(`/ops/operators/${self.id}/role`, { role: 'staff' }, owner);
  expect(refused.response.status).toBe(400);
  expect(refused.body).toContain('You cannot change your own role or disable yourself');
  expect((await operatorRow('owner@membershop.com.kh'))?.role).toBe('owner');
  expect(await actions()).toEqual(expect.arrayContaining(['operator_role', 'operator_disable', 'operator_enable']));
});

test('staff cannot see or use the operators page; a new password ends the old sessions', async () => {
  const staff = await cookieFor('staff@membershop.com.kh');
  expect((await fetchPage('/ops/operators', { headers: { cookie: staff } })).response.status).toBe(404);
  const owner = (await operatorRow('owner@membershop.com.kh'))!;
  const attempt = await post('/ops/operators', { email: 'x@membershop.com.kh', name: 'X', role: 'owner' }, staff);
  expect(attempt.response.status).toBe(404);
  expect(await operatorRow('x@membershop.com.kh')).toBeNull();
  expect((await post(`/ops/operators/${owner.id}/disable`, {}, staff)).response.status).toBe(404);
  expect((await operatorRow('owner@membershop.com.kh'))?.disabled_at).toBeNull();

  const ownerCookie = await cookieFor('owner@membershop.com.kh');
  const target = (await operatorRow('staff@membershop.com.kh'))!;
  const reset = await post(`/ops/operators/${target.id}/password`, {}, ownerCookie);
  const password = reset.body.match(/new password is ([0-9a-f]{16})\./)?.[1];
  expect(password).toBeDefined();
  expect((await fetchPage('/ops', { headers: { cookie: staff } })).response.status).toBe(303);
  await cookieFor('staff@membershop.com.kh', password);
});
