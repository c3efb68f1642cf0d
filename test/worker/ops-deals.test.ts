import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from '../commerce/call-api';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';

// Vouchers and flash deals in the console. Every worker test runs on the seed day,
// 21 Nov 2026 at noon in Phnom Penh (seed-day.ts), so the windows below are written around it.

const audits = async (action: string) =>
  (
    await env.DB.prepare('SELECT entity_id, before_json, after_json FROM ops_audit WHERE action = ?1 ORDER BY id')
      .bind(action)
      .all<{ entity_id: string; before_json: string | null; after_json: string | null }>()
  ).results;
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

const VOUCHER = {
  kind: 'voucher',
  merchant_id: '',
  title_en: 'Console voucher',
  title_km: 'ប័ណ្ណពីផ្ទាំងគ្រប់គ្រង',
  terms_en: 'Over $20',
  terms_km: 'លើស $20',
  value_kind: 'dollars',
  value: '3.50',
  min_spend: '20',
  total: '40',
  starts_at: '2026-11-21T08:00',
  ends_at: '2026-11-30T23:59',
};

test('staff add a voucher that the shop lists and the demo shopper collects; each write is audited', async () => {
  const cookie = await opsCookie(STAFF);
  const added = await postForm('/ops/vouchers', cookie, VOUCHER);
  expect(added.response.status).toBe(303);
  const id = Number(/\/ops\/vouchers\/(\d+)\?done=added/.exec(added.response.headers.get('location')!)![1]);
  const row = await env.DB.prepare('SELECT * FROM coupons WHERE id = ?1').bind(id).first();
  expect(row).toMatchObject({
    kind: 'voucher',
    discount_cents: 350,
    min_spend_cents: 2000,
    total: 40,
    claimed: 0,
    // 08:00 in Phnom Penh is 01:00 UTC.
    starts_at: Date.UTC(2026, 10, 21, 1) / 1000,
  });
  expect(await audits('coupon_add')).toEqual([expect.objectContaining({ entity_id: String(id), before_json: null })]);

  const list = await callApi('/vouchers');
  expect(list.data.find((v: { id: number }) => v.id === id)).toMatchObject({
    title: 'Console voucher',
    discount_money: '3.50',
    min_spend: '20.00',
  });
  expect((await callApi('/vouchers', { lang: '2' })).data.find((v: { id: number }) => v.id === id).title).toBe(
    'ប័ណ្ណពីផ្ទាំងគ្រប់គ្រង',
  );
  const token = await demoToken();
  expect(await callApi(`/vouchers/${id}/collect`, { bearer: token, body: {} })).toMatchObject({ code: 0 });

  const page = await fetchPage('/ops/vouchers', { headers: { cookie } });
  expect(page.body).toContain(`href="/ops/vouchers/${id}"`);
  expect(page.body).toContain('1 / 40');

  // Edited: 10% off, stock 50; the edit page shows what is stored, the audit before and after.
  const edit = await fetchPage(`/kh/ops/vouchers/${id}`, { headers: { cookie } });
  expect(edit.body).toContain('value="2026-11-30T23:59"');
  const saved = await postForm(`/ops/vouchers/${id}`, cookie, {
    ...VOUCHER,
    value_kind: 'percent',
    value: '10',
    total: '50',
  });
  expect(saved.response.status).toBe(303);
  expect(
    await env.DB.prepare('SELECT discount_percent, discount_cents, total FROM coupons WHERE id = ?1').bind(id).first(),
  ).toEqual({ discount_percent: 10, discount_cents: 0, total: 50 });
  const [entry] = await audits('coupon_edit');
  expect(JSON.parse(entry!.before_json!)).toMatchObject({ discount_cents: 350, total: 40 });
  expect(JSON.parse(entry!.after_json!)).toMatchObject({ discount_percent: 10, total: 50 });
});

test('a coupon’s merchant is picked by name, in the page’s language, and its page shows it picked', async () => {
  const cookie = await opsCookie(STAFF);
  const merchant = (await env.DB.prepare('SELECT id, name_en, name_km FROM merchants ORDER BY id LIMIT 1').first<{
    id: number;
    name_en: string;
    name_km: string;
  }>())!;
  const option = (name: string) => `<option value="${merchant.id}">${name}</option>`;
  expect((await fetchPage('/ops/vouchers', { headers: { cookie } })).body).toContain(option(merchant.name_en));
  expect((await fetchPage('/kh/ops/vouchers', { headers: { cookie } })).body).toContain(option(merchant.name_km));
  const added = await postForm('/ops/vouchers', cookie, {
    ...VOUCHER,
    kind: 'coupon',
    merchant_id: String(merchant.id),
    title_en: 'Console coupon',
  });
  expect(added.response.status).toBe(303);
  const page = await fetchPage(added.response.headers.get('location')!, { headers: { cookie } });
  expect(page.body).toContain(`<option value="${merchant.id}" selected="">${merchant.name_en}</option>`);
});

test('a closed merchant is marked closed in the coupon form’s and the orders filter’s lists, in the page’s language', async () => {
  const owner = await opsCookie(OWNER);
  const merchant = (await env.DB.prepare('SELECT id, name_en, name_km FROM merchants ORDER BY id LIMIT 1').first<{
    id: number;
    name_en: string;
    name_km: string;
  }>())!;
  const option = (name: string) => `<option value="${merchant.id}">${name}</option>`;
  expect((await postForm(`/ops/merchants/${merchant.id}/close`, owner, { confirm: '1' })).response.status).toBe(303);
  for (const path of ['/ops/vouchers', '/ops/orders']) {
    expect((await fetchPage(path, { headers: { cookie: owner } })).body).toContain(
      option(`${merchant.name_en} · closed`),
    );
  }
  expect((await fetchPage('/kh/ops/vouchers', { headers: { cookie: owner } })).body).toContain(
    option(`${merchant.name_km} · បានបិទ`),
  );
  expect((await postForm(`/ops/merchants/${merchant.id}/reopen`, owner, {})).response.status).toBe(303);
  expect((await fetchPage('/ops/vouchers', { headers: { cookie: owner } })).body).toContain(option(merchant.name_en));
});

test('a refused voucher form says why in the page’s language and changes nothing', async () => {
  const cookie = await opsCookie(OWNER);
  const coupons = await count('coupons');
  const audited = await count('ops_audit');
  for (const [fields, words] of [
    [{ title_km: '' }, 'Enter a title in both languages'],
    [{ value: '0' }, 'Enter a discount'],
    [{ value_kind: 'percent', value: '95' }, 'Enter a discount'],
    [{ min_spend: '2' }, 'Enter the minimum spend'],
    [{ total: '0' }, 'Enter a whole number of at least 1.'],
    [{ ends_at: '2026-11-20T10:00' }, 'the end must come after the start'],
    [{ starts_at: '2026-02-30T10:00' }, 'Enter when it starts and ends'],
    [{ kind: 'coupon', merchant_id: '' }, 'A coupon is for one merchant: choose it.'],
    [{ kind: 'coupon', merchant_id: '999999' }, 'A coupon is for one merchant: choose it.'],
  ] as const) {
    const refused = await postForm('/ops/vouchers', cookie, { ...VOUCHER, ...fields });
    expect(refused.response.status, words).toBe(400);
    expect(refused.body).toContain(words);
    expect(refused.body).toContain('value="Console voucher"');
  }
  const khmer = await postForm('/kh/ops/vouchers', cookie, { ...VOUCHER, total: 'many' });
  expect(khmer.body).toContain('សូមបញ្ចូលចំនួនពេញយ៉ាងតិច 1។');
  // Stock below what shoppers collected is refused on the edit page.
  await env.DB.prepare('UPDATE coupons SET claimed = 3 WHERE id = 1').run();
  const low = await postForm('/ops/vouchers/1', cookie, { ...VOUCHER, total: '2' });
  expect(low.response.status).toBe(400);
  expect(low.body).toContain('Shoppers already collected 3');
  expect(await count('coupons')).toBe(coupons);
  // Only the sign-in was audited.
  expect(await count('ops_audit')).toBe(audited);
});

/** A product not in any flash deal, and its price. */
async function plainProduct() {
  return (await env.DB.prepare(
    `SELECT id, price_cents FROM products WHERE price_cents > 200 AND is_earnest = 0 AND is_preorder = 0
       AND id NOT IN (SELECT product_id FROM flash_deal_items) ORDER BY id LIMIT 1`,
  ).first<{ id: number; price_cents: number }>())!;
}

test('a slot on now and a product put in it reach /api/flashdeals at the deal price; edits and removal too', async () => {
  const cookie = await opsCookie(STAFF);
  // The edge's cached epoch facts of the seed day: a flash-deal write forgets them (catalogue-cache.ts).
  const moments = ['en', 'km'].map((lang) => `catalogue-epoch:embedded:2026-11-21:${lang}`);
  for (const key of moments)
    await env.CACHE.put(key, JSON.stringify({ value: { moments: [], version: 0 }, storedAt: Date.now() }));
  const slot = await postForm('/ops/deals', cookie, {
    title_en: 'Console deals',
    title_km: 'ការលក់ពីផ្ទាំងគ្រប់គ្រង',
    starts_at: '2026-11-21T11:00',
    ends_at: '2026-11-21T15:00',
    repeats_daily: '1',
  });
  expect(slot.response.status).toBe(303);
  for (const key of moments) expect(await env.CACHE.get(key), key).toBeNull();
  const slotId = Number((await audits('slot_add'))[0]!.entity_id);
  expect(await env.DB.prepare('SELECT repeats_daily FROM flash_deal_slots WHERE id = ?1').bind(slotId).first()).toEqual(
    {
      repeats_daily: 1,
    },
  );
  const product = await plainProduct();
  const dealPrice = ((product.price_cents - 100) / 100).toFixed(2);
  const added = await postForm(`/ops/deals/${slotId}/items`, cookie, {
    product_id: String(product.id),
    deal_price: dealPrice,
    stock: '12',
    limit: '2',
  });
  expect(added.response.status).toBe(303);

  const live = async () => {
    const slots = (await callApi('/flashdeals')).data as { id: number; live: number; child: { id: number }[] }[];
    return slots.find((s) => s.id === slotId);
  };
  expect(await live()).toMatchObject({ live: 1, title: 'Console deals' });
  expect((await live())!.child).toEqual([
    expect.objectContaining({ id: product.id, deal_money: dealPrice, stock_left: 12, stock_total: 12, limit: 2 }),
  ]);
  const page = await fetchPage('/ops/deals', { headers: { cookie } });
  expect(page.body).toContain('Console deals');
  expect(page.body).toContain(`value="${dealPrice}"`);

  // Its category's list, cheapest first, read once, is in the edge cache, fresh for 5 minutes.
  const { category_id } = (await env.DB.prepare('SELECT category_id FROM products WHERE id = ?1')
    .bind(product.id)
    .first<{ category_id: number }>())!;
  const list = `/products?category=${category_id}&sort=price_asc`;
  const card = (body: string) =>
    body.match(new RegExp(`href="/products/${product.id}"[\\s\\S]*?price-usd">([^<]+)<`))?.[1];
  expect(card((await fetchPage(list)).body)).not.toBe('$1.00');
  await postForm(`/ops/deals/${slotId}/items`, cookie, {
    product_id: String(product.id),
    deal_price: '1.00',
    stock: '5',
    limit: '1',
  });
  expect((await live())!.child).toEqual([expect.objectContaining({ deal_money: '1.00', stock_left: 5, limit: 1 })]);
  // A deal price changed inside its window reaches the cached list's card at once.
  expect(card((await fetchPage(list)).body)).toBe('$1.00');
  // A change of the deal stock keeps what the window sold: 2 sold of 5, the stock made 8, 6 are left.
  await env.DB.prepare('UPDATE flash_deal_items SET stock_left = 3 WHERE slot_id = ?1').bind(slotId).run();
  await postForm(`/ops/deals/${slotId}/items`, cookie, {
    product_id: String(product.id),
    deal_price: '1.00',
    stock: '8',
    limit: '1',
  });
  expect((await live())!.child).toEqual([expect.objectContaining({ stock_left: 6, stock_total: 8 })]);
  const removed = await postForm(`/ops/deals/${slotId}/items/${product.id}/remove`, cookie, {});
  expect(removed.response.status).toBe(303);
  // Its one product gone, the slot is not shown at all.
  expect(await live()).toBeUndefined();

  const saves = await audits('deal_item_save');
  expect(saves.map((row) => row.entity_id)).toEqual(Array(3).fill(`${slotId}:${product.id}`));
  expect(saves[0]!.before_json).toBeNull();
  expect(JSON.parse(saves[1]!.before_json!)).toEqual({ dealCents: Number(dealPrice) * 100, stock: 12, limit: 2 });
  expect(JSON.parse((await audits('deal_item_remove'))[0]!.before_json!)).toMatchObject({ dealCents: 100 });
});

test('a refused slot or deal says why and changes nothing', async () => {
  const cookie = await opsCookie(OWNER);
  const [slots, items, audited] = [
    await count('flash_deal_slots'),
    await count('flash_deal_items'),
    await count('ops_audit'),
  ];
  const slotFields = { title_en: 'A', title_km: 'ក', starts_at: '2026-11-21T11:00', ends_at: '2026-11-22T12:00' };
  const daily = await postForm('/ops/deals', cookie, { ...slotFields, repeats_daily: '1' });
  expect(daily.response.status).toBe(400);
  expect(daily.body).toContain('a daily slot lasts a day at most');
  expect((await postForm('/ops/deals', cookie, { ...slotFields, title_km: '' })).response.status).toBe(400);
  const over = await postForm('/kh/ops/deals', cookie, {
    ...slotFields,
    starts_at: '2026-11-01T10:00',
    ends_at: '2026-11-01T12:00',
  });
  expect(over.response.status).toBe(400);
  expect(over.body).toContain('វគ្គនោះបានបញ្ចប់រួចហើយ');

  const slotId = (await env.DB.prepare('SELECT id FROM flash_deal_slots ORDER BY id LIMIT 1').first<{ id: number }>())!
    .id;
  const product = await plainProduct();
  const item = { product_id: String(product.id), deal_price: '1.00', stock: '5', limit: '1' };
  for (const [fields, words] of [
    [{ product_id: '99999999' }, 'Enter the id of an existing product.'],
    [{ deal_price: (product.price_cents / 100).toFixed(2) }, 'below the product’s price'],
    [{ deal_price: '0' }, 'above 0'],
    [{ stock: '0' }, 'at least 1'],
    [{ stock: '100000' }, 'The deal’s stock is more than the product has'],
    [{ limit: '0' }, 'per-shopper limit'],
  ] as const) {
    const refused = await postForm(`/ops/deals/${slotId}/items`, cookie, { ...item, ...fields });
    expect(refused.response.status, words).toBe(400);
    expect(refused.body).toContain(words);
  }
  // On this long page a refusal is shown in the section of the form it refuses, not at the top, and each
  // form comes back scrolled to it.
  const refusedAdd = (
    await postForm(`/ops/deals/${slotId}/items`, cookie, { ...item, form: `add-${slotId}`, limit: '0' })
  ).body;
  const notice = refusedAdd.indexOf('id="ops-notice"');
  const heading = refusedAdd.indexOf(`id="ops-slot-${slotId}"`);
  expect(heading).toBeGreaterThan(-1);
  expect(notice).toBeGreaterThan(heading);
  // Just above the form it refuses, which keeps what was typed.
  const addForm = refusedAdd.indexOf(`value="add-${slotId}"`);
  expect(addForm).toBeGreaterThan(notice);
  expect(refusedAdd.slice(notice, addForm)).not.toContain('<table');
  expect(refusedAdd.indexOf('id="ops-notice"', notice + 1)).toBe(-1);
  expect(refusedAdd).toContain(`action="/ops/deals/${slotId}/items#ops-notice"`);
  const refusedSlot = (await postForm('/ops/deals', cookie, { ...slotFields, form: 'slot', title_km: '' })).body;
  expect(refusedSlot.indexOf('id="ops-notice"')).toBeGreaterThan(refusedSlot.indexOf('id="ops-add-slot"'));
  // A product that takes a down payment: the deal price must leave something to pay after it.
  const deposit = (await env.DB.prepare(
    'SELECT id, earnest_cents FROM products WHERE is_earnest = 1 AND earnest_cents > 100 ORDER BY id LIMIT 1',
  ).first<{ id: number; earnest_cents: number }>())!;
  const belowDeposit = await postForm(`/ops/deals/${slotId}/items`, cookie, {
    ...item,
    product_id: String(deposit.id),
    deal_price: (deposit.earnest_cents / 100).toFixed(2),
  });
  expect(belowDeposit.response.status).toBe(400);
  expect(belowDeposit.body).toContain('above its down payment, for a product that takes one');
  expect((await postForm('/ops/deals/999999/items', cookie, item)).response.status).toBe(404);
  expect((await postForm(`/ops/deals/${slotId}/items/${product.id}/remove`, cookie, {})).response.status).toBe(404);
  expect([await count('flash_deal_slots'), await count('flash_deal_items')]).toEqual([slots, items]);
  expect(await count('ops_audit')).toBe(audited);
  // A cent above the down payment leaves something to pay: taken.
  const aboveDeposit = await postForm(`/ops/deals/${slotId}/items`, cookie, {
    ...item,
    product_id: String(deposit.id),
    deal_price: ((deposit.earnest_cents + 1) / 100).toFixed(2),
  });
  expect(aboveDeposit.response.status).toBe(303);
  expect(await count('flash_deal_items')).toBe(items + 1);

  // A slot still to come is not moved to a window already over either.
  const coming = { title_en: 'Later', title_km: 'ពេលក្រោយ', starts_at: '2026-12-20T10:00', ends_at: '2026-12-20T12:00' };
  expect((await postForm('/ops/deals', cookie, coming)).response.status).toBe(303);
  const later = Number((await audits('slot_add')).at(-1)!.entity_id);
  const moved = await postForm(`/ops/deals/${later}`, cookie, {
    ...coming,
    starts_at: '2026-11-01T10:00',
    ends_at: '2026-11-01T12:00',
  });
  expect(moved.response.status).toBe(400);
  expect(moved.body).toContain('That window has already ended');
  expect(await env.DB.prepare('SELECT starts_at FROM flash_deal_slots WHERE id = ?1').bind(later).first()).toEqual({
    starts_at: Date.UTC(2026, 11, 20, 3) / 1000,
  });
});

test('signed out, the pages send to the sign-in', async () => {
  for (const path of ['/ops/vouchers', '/ops/deals', '/kh/ops/deals']) {
    const { response } = await fetchPage(path);
    expect(response.status).toBe(303);
  }
});

test('the Khmer pages list the seed’s vouchers and slots in Khmer, dates in Latin digits', async () => {
  const cookie = await opsCookie(OWNER);
  const vouchers = await fetchPage('/kh/ops/vouchers', { headers: { cookie } });
  expect(vouchers.response.status).toBe(200);
  expect(vouchers.body).toContain('ប័ណ្ណបញ្ចុះតម្លៃ និងគូប៉ុង');
  expect(vouchers.body).toContain('href="/kh/ops/vouchers/1"');
  const deals = await fetchPage('/kh/ops/deals', { headers: { cookie } });
  expect(deals.body).toContain('ការលក់ពិសេសពេលថ្ងៃត្រង់');
  expect(deals.body).toContain('កំពុងដំណើរការ');
  // Dates and times in Latin digits (product names may have Khmer ones: they are the seed's words).
  expect(deals.body).toContain('20 វិច្ឆិកា 2026 18:00 – 21 វិច្ឆិកា 2026 00:00 · រៀងរាល់ថ្ងៃ');
});

test('a flash deal made in the console for now leads home’s flash deals in both languages, with its countdown', async () => {
  const cookie = await opsCookie(STAFF);
  // On the seed day at noon the midday slot (12:00-18:00) is on, and this file's slot of 11:00; this one
  // started earlier, so it is the first slot on now, the one home shows.
  await postForm('/ops/deals', cookie, {
    title_en: 'Lunch rush deals',
    title_km: 'ការលក់ពិសេសពេលថ្ងៃត្រង់',
    starts_at: '2026-11-21T10:30',
    ends_at: '2026-11-21T13:00',
  });
  const slotId = Number((await audits('slot_add')).at(-1)!.entity_id);
  const product = await plainProduct();
  await postForm(`/ops/deals/${slotId}/items`, cookie, {
    product_id: String(product.id),
    deal_price: ((product.price_cents - 100) / 100).toFixed(2),
    stock: '6',
    limit: '1',
  });
  for (const [path, title, ends] of [
    ['/', 'Lunch rush deals', 'Ends at 13:00 (Phnom Penh time)'],
    ['/kh', 'ការលក់ពិសេសពេលថ្ងៃត្រង់', 'បញ្ចប់នៅម៉ោង 13:00 (ម៉ោងភ្នំពេញ)'],
  ] as const) {
    const home = (await fetchPage(path)).body;
    const flash = home.slice(home.indexOf('class="flash-slot"'));
    expect(flash, path).toContain(title);
    expect(flash.slice(0, flash.indexOf('</ul>')), path).toContain(
      `href="${path === '/' ? '' : '/kh'}/products/${product.id}"`,
    );
    expect(flash, path).toContain(`<span class="countdown">${ends}</span>`);
  }
});

test('a slot is changed or removed from its own form until it starts; after that only its titles change', async () => {
  const cookie = await opsCookie(STAFF);
  const listed = async (id: number) =>
    ((await callApi('/flashdeals')).data as { id: number; title: string; live: number; starts_at: number }[]).find(
      (slot) => slot.id === id,
    );
  // One still to come today (it is noon) and one on since 11:00.
  await postForm('/ops/deals', cookie, {
    title_en: 'Typo deals',
    title_km: 'ការលក់ខុស',
    starts_at: '2026-11-21T18:00',
    ends_at: '2026-11-21T20:00',
  });
  const coming = Number((await audits('slot_add')).at(-1)!.entity_id);
  await postForm('/ops/deals', cookie, {
    title_en: 'Lunch deals',
    title_km: 'ការលក់ពេលថ្ងៃត្រង់',
    starts_at: '2026-11-21T11:00',
    ends_at: '2026-11-21T14:00',
  });
  const started = Number((await audits('slot_add')).at(-1)!.entity_id);
  const product = await plainProduct();
  const item = { product_id: String(product.id), deal_price: '1.00', stock: '4', limit: '1' };
  await postForm(`/ops/deals/${coming}/items`, cookie, item);
  expect(await listed(coming)).toMatchObject({ title: 'Typo deals', live: 0 });
  // A slot with no product in it is not shown to shoppers: home would show an empty deal strip.
  expect(await listed(started)).toBeUndefined();
  await postForm(`/ops/deals/${started}/items`, cookie, { ...item, product_id: String((await plainProduct()).id) });
  expect(await listed(started)).toMatchObject({ title: 'Lunch deals', live: 1 });
  const page = await fetchPage('/kh/ops/deals', { headers: { cookie } });
  expect(page.body).toContain(`action="/kh/ops/deals/${coming}#ops-notice"`);
  expect(page.body).toContain('value="2026-11-21T18:00"');

  // A daily slot may last a day at most: refused in the page's language, its form open as typed, nothing changed.
  const refused = await postForm(`/kh/ops/deals/${coming}`, cookie, {
    form: `slot-${coming}`,
    title_en: 'Night deals',
    title_km: 'ការលក់ពេលយប់',
    starts_at: '2026-11-21T18:00',
    ends_at: '2026-11-22T19:00',
    repeats_daily: '1',
  });
  expect(refused.response.status).toBe(400);
  expect(refused.body).toMatch(/<details open="">\s*<summary>កែប្រែ ឬដកវគ្គនេះចេញ/);
  expect(refused.body).toContain('value="ការលក់ពេលយប់"');
  expect(await listed(coming)).toMatchObject({ title: 'Typo deals' });

  // Before it starts, its window moves.
  const moved = await postForm(`/ops/deals/${coming}`, cookie, {
    title_en: 'Evening deals',
    title_km: 'ការលក់ពេលល្ងាច',
    starts_at: '2026-11-21T19:00',
    ends_at: '2026-11-21T21:00',
  });
  expect(moved.response.headers.get('location')).toBe('/ops/deals?done=saved');
  expect(await listed(coming)).toMatchObject({ title: 'Evening deals', starts_at: Date.UTC(2026, 10, 21, 12) / 1000 });
  expect(JSON.parse((await audits('slot_edit')).at(-1)!.before_json!)).toMatchObject({ title_en: 'Typo deals' });

  // Once started, its window stays and it cannot be removed; its titles still change.
  const window = { starts_at: '2026-11-21T11:00', ends_at: '2026-11-21T14:00' };
  const longer = await postForm(`/kh/ops/deals/${started}`, cookie, {
    title_en: 'Lunch deals',
    title_km: 'ការលក់ពេលថ្ងៃត្រង់',
    ...window,
    ends_at: '2026-11-21T16:00',
  });
  expect(longer.response.status).toBe(400);
  expect(longer.body).toContain('វគ្គនេះបានចាប់ផ្ដើមហើយ');
  const kept = await postForm(`/kh/ops/deals/${started}`, cookie, {
    title_en: 'Lunchtime deals',
    title_km: 'ការលក់ពេលថ្ងៃត្រង់',
    ...window,
  });
  expect(kept.response.status).toBe(303);
  expect(await listed(started)).toMatchObject({ title: 'Lunchtime deals', live: 1 });
  const stays = await postForm(`/ops/deals/${started}/remove`, cookie, {});
  expect(stays.response.status).toBe(400);
  expect(stays.body).toContain('This slot has started, so it stays');
  expect(await listed(started)).toBeDefined();

  const removed = await postForm(`/ops/deals/${coming}/remove`, cookie, {});
  expect(removed.response.headers.get('location')).toBe('/ops/deals?done=removed');
  expect(await listed(coming)).toBeUndefined();
  const items = await env.DB.prepare('SELECT COUNT(*) AS n FROM flash_deal_items WHERE slot_id = ?1')
    .bind(coming)
    .first();
  expect(items).toEqual({ n: 0 });
  expect((await audits('slot_remove')).slice(-1)).toEqual([
    expect.objectContaining({ entity_id: String(coming), after_json: null }),
  ]);
  expect((await postForm(`/ops/deals/${coming}/remove`, cookie, {})).response.status).toBe(404);
  expect(
    (await postForm('/ops/deals/999999', cookie, { ...window, title_en: 'A', title_km: 'ក' })).response.status,
  ).toBe(404);
});
