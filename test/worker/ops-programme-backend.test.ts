import { env } from 'cloudflare:workers';
import { afterEach, expect, test, vi } from 'vitest';
import { callShop, fakeUpstream, programmeAnswer, UPSTREAM } from './fake-upstream';
import { ORIGIN } from './fetch-page';
import { OWNER, opsCookie, STAFF } from './ops-session';

// With API_ORIGIN set, the shop reads its data from the programme's own system: the console must not edit
// the embedded copy nobody reads, and must say where those sections are run.

afterEach(() => vi.restoreAllMocks());

const outlet = (id: number) => env.DB.prepare('SELECT * FROM outlets WHERE id = ?1').bind(id).first();

test("the programme's sections say where they are run, in both languages; the console's own stay", async () => {
  const owner = await opsCookie(OWNER);
  fakeUpstream(programmeAnswer);
  for (const path of ['/ops', '/ops/orders', '/ops/members?q=Dara', '/ops/products', '/ops/payments', '/ops/help']) {
    const { response, body } = await callShop(path, { headers: { cookie: owner } });
    expect(response.status, path).toBe(200);
    expect(body, path).toContain('Run by the programme’s own system');
    expect(body, path).toContain(UPSTREAM);
    expect(body, path).not.toContain('<form method="post" action="/ops/');
  }
  const km = await callShop('/kh/ops/orders', { headers: { cookie: owner } });
  expect(km.body).toContain('គ្រប់គ្រងដោយប្រព័ន្ធមេរបស់កម្មវិធីសមាជិក');
  expect(km.body).toContain('href="/kh/ops/site"');
  for (const path of ['/ops/site', '/ops/operators', '/ops/audit', '/ops/account']) {
    const { response, body } = await callShop(path, { headers: { cookie: owner } });
    expect(response.status, path).toBe(200);
    expect(body, path).not.toContain('Run by the programme’s own system');
  }
  // Staff are not offered the owner's sections.
  const staff = await callShop('/ops/orders', { headers: { cookie: await opsCookie(STAFF) } });
  expect(staff.body).toContain('href="/ops/site"');
  expect(staff.body).not.toContain('href="/ops/audit"');
});

test("a form sent to one of the programme's sections is refused and changes nothing", async () => {
  const owner = await opsCookie(OWNER);
  fakeUpstream(programmeAnswer);
  const before = await outlet(2);
  const { response, body } = await callShop('/ops/outlets/2', {
    method: 'POST',
    headers: { cookie: owner, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...(before as Record<string, string>), hours: '07:30-21:30' }).toString(),
  });
  expect(response.status).toBe(409);
  expect(body).toContain('Nothing was changed');
  expect(await outlet(2)).toEqual(before);
  expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ops_audit WHERE action = 'outlet_edit'").first('n')).toBe(0);
});

test('without API_ORIGIN the same sections are the console’s own', async () => {
  const owner = await opsCookie(OWNER);
  const { response, body } = await callShop('/ops/orders', { headers: { cookie: owner } }, { API_ORIGIN: '' });
  expect(response.status).toBe(200);
  expect(body).not.toContain('Run by the programme’s own system');
});
