import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, expect, test, vi } from 'vitest';
import { MERCHANT_FIELDS } from '../../src/ops/catalogue-fields';
import app from '../../worker/index';
import { ORIGIN } from './fetch-page';
import { memberHeaders } from './member-session';
import { opsCookie, STAFF } from './ops-session';
import { requestLines } from './request-lines';

afterEach(() => vi.restoreAllMocks());

// A value no other file uses: the isolate's memory starts anew for it, and the files of a run share the
// isolate (docs/decisions/047).
const ON = { ISOLATE_CACHE_MS: '58000', GUEST_PAGE_MS: '60000' };

/** A request to the shop with the isolate's memory and guests' page copies turned on (off in the other tests). */
async function get(path: string, headers: Record<string, string> = {}, vars: Record<string, string> = ON, init = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, { headers, redirect: 'manual', ...init });
  const response = await app.fetch(request, { ...env, ...vars }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const rename = (id: number, name: string) =>
  env.DB.prepare('UPDATE products SET name_en = ?1 WHERE id = ?2').bind(name, id).run();

/** The nonce the CSP allows, and every nonce the page's scripts carry. */
function nonces({ response, body }: { response: Response; body: string }) {
  const allowed = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  return { allowed, carried: new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])) };
}

test("a guest's second visit to a product page gets the page as first rendered, with its own nonce", async () => {
  const first = await get('/products/2');
  expect(first.response.status).toBe(200);
  const firstName = first.body.match(/<h1[^>]*>([^<]+)</)?.[1];
  await rename(2, 'Renamed in the back office');

  const second = await get('/products/2');
  expect(second.body).toContain(`>${firstName}<`);
  expect(second.body).not.toContain('Renamed in the back office');
  const { allowed, carried } = nonces(second);
  expect(carried).toEqual(new Set([allowed]));
  expect(allowed).not.toBe(nonces(first).allowed);

  // A signed-in shopper, a client navigation and a shop with the copies off all read it live.
  expect((await get('/products/2', await memberHeaders())).body).toContain('Renamed in the back office');
  expect((await get('/products/2', { accept: 'application/json' })).body).toContain('Renamed in the back office');
  expect((await get('/products/2', {}, { ...ON, GUEST_PAGE_MS: '0' })).body).toContain('Renamed in the back office');
});

test('a copy lives GUEST_PAGE_MS, and only for its own address and top banner', async () => {
  const start = Date.now();
  const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
  await get('/products/3');
  await rename(3, 'Second name');
  expect((await get('/products/3')).body).not.toContain('Second name');
  expect((await get('/products/3?from=home')).body).toContain('Second name');
  expect((await get('/products/3', { cookie: 'top_banner=hidden' })).body).toContain('Second name');
  clock.mockReturnValue(start + 60_000);
  expect((await get('/products/3')).body).toContain('Second name');
});

test('a page that lacks something (a failed read) is not kept for the next guest', async () => {
  await env.DB.exec('ALTER TABLE merchants RENAME TO merchants_away');
  const degraded = await get('/products/4');
  await env.DB.exec('ALTER TABLE merchants_away RENAME TO merchants');
  expect(degraded.response.status).toBe(200);

  await rename(4, 'Read after the outage');
  expect((await get('/products/4')).body).toContain('Read after the outage');
  await rename(4, 'Not yet seen');
  expect((await get('/products/4')).body).toContain('Read after the outage');
});

test('a refused write (no operator secret, a forged origin) leaves the copies alone', async () => {
  await get('/products/5');
  await rename(5, 'Changed behind the copy');
  const json = { 'content-type': 'application/json' };
  const body = JSON.stringify({ state: 'shipped' });
  const operatorApi = await get('/api/operator/orders/1/state', json, ON, { method: 'POST', body });
  expect(operatorApi.response.status).toBe(401);
  const form = { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' };
  const forged = await get('/ops/merchants/1', form, ON, { method: 'POST', body: 'name_en=x' });
  expect(forged.response.status).toBe(403);
  expect((await get('/products/5')).body).not.toContain('Changed behind the copy');
});

test("an operator's write in the console drops the kept pages: the shop shows it at once", async () => {
  const cookie = await opsCookie(STAFF);
  const merchant = (await env.DB.prepare('SELECT * FROM merchants WHERE id = 1').first<Record<string, unknown>>())!;
  expect((await get('/merchant/1')).body).toContain(String(merchant.name_en));

  const form = Object.fromEntries(MERCHANT_FIELDS.map((name) => [name, String(merchant[name] ?? '')]));
  const headers = { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };
  const body = new URLSearchParams({ ...form, name_en: 'Angkor Mobile Riverside' }).toString();
  expect((await get('/ops/merchants/1', headers, ON, { method: 'POST', body })).response.status).toBe(303);

  expect((await get('/merchant/1')).body).toContain('Angkor Mobile Riverside');
});

test('guests who ask for a page while it renders get that render’s copy: five at once cost one render', async () => {
  // The catalogue's epoch is read once and kept, so a copy costs no data call.
  await get('/products/7');
  const answers: Awaited<ReturnType<typeof get>>[] = [];
  const lines = await requestLines('/products/6', async () => {
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => get('/products/6')))));
  });
  expect(lines).toHaveLength(5);
  expect(lines.filter((line) => line.d1Statements > 0 || line.apiCalls > 0)).toHaveLength(1);
  const withoutNonce = (body: string, nonce: string | undefined) => body.replaceAll(nonce!, '');
  for (const answer of answers) {
    expect(answer.response.status).toBe(200);
    const { allowed, carried } = nonces(answer);
    expect(carried).toEqual(new Set([allowed]));
    expect(withoutNonce(answer.body, allowed)).toBe(withoutNonce(answers[0]!.body, nonces(answers[0]!).allowed));
  }
  expect(new Set(answers.map((answer) => nonces(answer).allowed)).size).toBe(5);
});

test('when the first guest’s render leaves no copy (a 404, a failed read), the others render it themselves', async () => {
  await get('/products/7');
  // Timers never fire: a guest still waiting for a render that left no copy would never answer.
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    const missing = await Promise.all(Array.from({ length: 3 }, () => get('/products/99999999')));
    expect(missing.map((answer) => answer.response.status)).toEqual([404, 404, 404]);
    await env.DB.exec('ALTER TABLE merchants RENAME TO merchants_away');
    const degraded = await Promise.all(Array.from({ length: 3 }, () => get('/products/8')));
    await env.DB.exec('ALTER TABLE merchants_away RENAME TO merchants');
    expect(degraded.map((answer) => answer.response.status)).toEqual([200, 200, 200]);
  } finally {
    vi.useRealTimers();
  }
});

test('visitors from an ad (a click id, campaign tags) share the kept page, which carries none of their tags', async () => {
  const first = await get('/products/9?fbclid=IwAR_first_click&utm_source=facebook&utm_campaign=11-11');
  expect(first.response.status).toBe(200);
  expect(first.body).not.toMatch(/fbclid|IwAR_first_click|utm_/);
  // The language switch keeps what the page is about (its query), not the click.
  const khmer = await get('/kh/products?category=102&ttclid=E.C.P.tiktok');
  expect(khmer.body).toContain('href="/products?category=102"');
  expect(khmer.body).not.toContain('ttclid');

  await rename(9, 'Renamed after the ad went out');
  const next = await get('/products/9?fbclid=IwAR_second_click');
  expect(next.body).not.toContain('Renamed after the ad went out');
  expect(next.body).not.toContain('IwAR_');
  // A page that moved keeps the visit's tags on its way to the new address.
  const moved = await get('/profiles/order?utm_source=sms&fbclid=IwAR_x');
  expect(moved.response.status).toBe(301);
  expect(moved.response.headers.get('location')).toBe('/accounts/orders?utm_source=sms&fbclid=IwAR_x');
  // A query the page does use is a page of its own.
  expect((await get('/products/9?tab=reviews')).body).toContain('Renamed after the ad went out');
});
