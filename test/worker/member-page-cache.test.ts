import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import app from '../../worker/index';
import { callApi } from '../commerce/call-api';
import { ORIGIN } from './fetch-page';
import { memberToken, OTHER } from './member-session';

// A value no other file uses: the isolate's memory starts anew for it, and the files of a run share the
// isolate (docs/decisions/047).
const ON = { ISOLATE_CACHE_MS: '57000', GUEST_PAGE_MS: '60000' };

/** A request to the shop with the isolate's memory and kept pages turned on (off in the other tests). */
async function get(path: string, token: string) {
  const ctx = createExecutionContext();
  const headers = { cookie: `jwt=${token}; time=1763700000` };
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), { ...env, ...ON }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** The page's boot data, the nonce the CSP allows, and every nonce its scripts carry. */
function read({ response, body }: Awaited<ReturnType<typeof get>>) {
  const boot = JSON.parse(/<script id="__boot" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}');
  const allowed = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] ?? '';
  const carried = new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { boot, allowed, carried, withoutNonce: body.replaceAll(allowed, '') };
}

/** Whether the card's heart of the product named `name` (as the HTML writes it) is pressed. */
const heart = (body: string, name: string) =>
  new RegExp(`aria-pressed="(true|false)" aria-label="Save ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).exec(
    body,
  )?.[1];

test('a signed-in shopper’s next visit is the page prerendered for every shopper, with their own parts', async () => {
  const demo = await memberToken();
  const other = await memberToken(OTHER);
  const first = await get('/products', demo);
  expect(first.response.status).toBe(200);
  const [, id, name] = /<a href="\/products\/(\d+)" class="product-card-link">([^<]+)</.exec(first.body) ?? [];
  expect(heart(first.body, name!)).toBe('false');

  // The catalogue changes behind the kept page; the shopper saves the product.
  await env.DB.prepare('UPDATE products SET name_en = ?1 WHERE id = ?2').bind('Renamed behind the page', id).run();
  expect((await callApi(`/goods/${id}/save`, { method: 'POST', bearer: demo })).code).toBe(0);

  const second = await get('/products', demo);
  expect(second.response.status).toBe(200);
  expect(second.body).not.toContain('Renamed behind the page');
  // Their heart, their store and this response's nonce, as a whole render gives them.
  expect(heart(second.body, name!)).toBe('true');
  const { boot, allowed, carried, withoutNonce } = read(second);
  expect(boot.store.marks.saved).toContain(Number(id));
  expect(carried).toEqual(new Set([allowed]));
  expect(allowed).not.toBe(read(first).allowed);
  expect(second.body).not.toMatch(/<template id="B:|\$RC\(|hidden id="S:/);
  expect(withoutNonce.replace('aria-pressed="true"', 'aria-pressed="false"')).toBe(
    read(first).withoutNonce.replace(
      /"saved":\[[^\]]*\]/,
      JSON.stringify({ saved: boot.store.marks.saved }).slice(1, -1),
    ),
  );

  // Another shopper gets the same page with their own name, hearts and boot data.
  const theirs = await get('/products', other);
  expect(theirs.body).not.toContain('Renamed behind the page');
  expect(theirs.body).toContain('Other Shopper');
  expect(heart(theirs.body, name!)).toBe('false');
  expect(read(theirs).boot.store.session.userName).toBe('Other Shopper');
  expect(read(theirs).boot.store.marks.saved).not.toContain(Number(id));
});

test('a page for shoppers only is rendered for the shopper every time', async () => {
  const demo = await memberToken();
  await get('/accounts', demo);
  await env.DB.prepare("UPDATE users SET name = 'Renamed member' WHERE mobile = '85512345678'").run();
  expect((await get('/accounts', demo)).body).toContain('Renamed member');
});

test('the boot data comes before the document’s last element, on a page longer than React keeps in place', async () => {
  const demo = await memberToken();
  // React moves a large section out of place once 64 K characters went before it: the boot data must not be one.
  const long = 'Hand-woven in Takeo province. '.repeat(2500);
  await env.DB.prepare('UPDATE products SET description_en = ?1 WHERE id = 11').bind(long).run();
  const whole = await get('/products/11', demo);
  await env.DB.prepare("UPDATE products SET name_en = 'Renamed after the prerender' WHERE id = 11").run();
  const prerendered = await get('/products/11', demo);
  expect(prerendered.body).not.toContain('Renamed after the prerender');
  for (const [visit, { body }] of Object.entries({ whole, prerendered })) {
    expect(body.length, visit).toBeGreaterThan(2 * 65_536);
    expect(body.indexOf('<script id="__boot"'), visit).toBeGreaterThan(0);
    expect(body.indexOf('<script id="__boot"'), visit).toBeLessThan(body.indexOf('<div id="toasts"'));
    expect(read({ response: new Response(), body }).boot.store.session.loggedIn, visit).toBe(true);
  }
  expect(prerendered.body).not.toMatch(/<template id="B:|hidden id="S:/);
});
