import { env } from 'cloudflare:workers';
import { expect, test, vi } from 'vitest';
import { SEED_DAY } from '../worker/seed-day';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder } from './order-helpers';

const DAY_MS = 86_400_000;
// The seed's 12.12 slot: a one-off window, 2026-12-12 00:00–23:59 in Phnom Penh.
const TWELVE_TWELVE_NOON = new Date('2026-12-12T05:00:00Z');

type DealItem = { id: number; deal_money: string; money: string; stock_left: number; stock_total: number };

/**
 * The `nth` product of seed slot `slotId` (1: daily at midday; 2: the 12.12 one-off; each test its
 * own), made roomy so only the deal stock limits it: deal stock `left` of `total` counted in the
 * slot's first window, ten per shopper, plenty in the shop. It is in no promotion (a cheaper one would
 * turn its deal off), so once its deal is over it costs its own price (`regular`).
 */
async function dealItem(slotId: number, nth: number, left: number, total: number) {
  const item = (await env.DB.prepare(
    `SELECT i.product_id, i.deal_cents, p.price_cents FROM flash_deal_items i JOIN products p ON p.id = i.product_id
     WHERE i.slot_id = ?1 AND p.is_earnest = 0 AND i.product_id NOT IN (SELECT product_id FROM promotion_items)
     ORDER BY i.product_id LIMIT 1 OFFSET ?2`,
  )
    .bind(slotId, nth)
    .first<{ product_id: number; deal_cents: number; price_cents: number }>())!;
  await env.DB.batch([
    env.DB.prepare(
      'UPDATE flash_deal_items SET stock_left = ?3, stock_total = ?4, window_start = NULL, limit_per_shopper = 10 WHERE slot_id = ?1 AND product_id = ?2',
    ).bind(slotId, item.product_id, left, total),
    env.DB.prepare('UPDATE products SET stock = 100, limit_per_shopper = 20 WHERE id = ?1').bind(item.product_id),
  ]);
  return {
    id: item.product_id,
    deal: (item.deal_cents / 100).toFixed(2),
    regular: (item.price_cents / 100).toFixed(2),
  };
}

/** The product as the flash-deal strip shows it (its slot's current or next window), and its page's deal box. */
async function shownStock(slotId: number, productId: number) {
  const slots = (await callApi('/flashdeals')).data as { id: number; child: DealItem[] }[];
  const strip = slots.find((slot) => slot.id === slotId)?.child.find((item) => item.id === productId);
  const page = (await callApi(`/goods/${productId}`)).data as { money: string; flash_deal: { stock_left: number } };
  return {
    strip: strip && { left: strip.stock_left, total: strip.stock_total },
    page: page.flash_deal.stock_left,
    money: page.money,
  };
}

/** The price of the one line of a placed order (cash, so it waits for no payment), or the refusal's status. */
async function buy(token: string, productId: number, num: number) {
  const answer = await placeOrder(token, buyNow(productId, num, { payment_method: 'cash' }));
  return answer.code === 0
    ? { id: answer.data.id as number, money: answer.data.merchants[0].items[0].money as string }
    : answer.status;
}

test("a daily deal sold out in today's window sells again in tomorrow's, from its full deal stock", async () => {
  const token = await demoToken();
  const product = await dealItem(1, 0, 3, 3);

  const today = await buy(token, product.id, 3);
  expect(today).toMatchObject({ money: product.deal });
  expect(await shownStock(1, product.id)).toEqual({ strip: { left: 0, total: 3 }, page: 0, money: product.regular });
  expect(await buy(token, product.id, 1)).toMatchObject({ money: product.regular });

  // Tomorrow's midday window: yesterday's three do not count, for the strip, the page, the card or the order.
  vi.setSystemTime(new Date(SEED_DAY.getTime() + DAY_MS));
  expect(await shownStock(1, product.id)).toEqual({ strip: { left: 3, total: 3 }, page: 3, money: product.deal });
  const tomorrow = await buy(token, product.id, 2);
  expect(tomorrow).toMatchObject({ money: product.deal });
  expect(await shownStock(1, product.id)).toMatchObject({ strip: { left: 1, total: 3 }, page: 1 });

  // Cancelling yesterday's order gives nothing to today's window; cancelling today's gives its two back.
  const cancel = (id: number) => callApi(`/orders/${id}/cancel`, { bearer: token, method: 'POST' });
  expect(await cancel((today as { id: number }).id)).toMatchObject({ code: 0 });
  expect((await shownStock(1, product.id)).page).toBe(1);
  expect(await cancel((tomorrow as { id: number }).id)).toMatchObject({ code: 0 });
  expect((await shownStock(1, product.id)).page).toBe(3);
  expect(await buy(token, product.id, 4)).toBe(409);
  expect(await buy(token, product.id, 3)).toMatchObject({ money: product.deal });
  expect(await buy(token, product.id, 1)).toMatchObject({ money: product.regular });
});

test("between a daily deal's windows the strip shows the next window's full deal stock", async () => {
  const token = await demoToken();
  const product = await dealItem(1, 1, 2, 5);
  expect(await buy(token, product.id, 2)).toMatchObject({ money: product.deal });
  // 19:00: the midday window is over, tomorrow's is next.
  vi.setSystemTime(new Date(SEED_DAY.getTime() + 7 * 3_600_000));
  expect((await shownStock(1, product.id)).strip).toEqual({ left: 5, total: 5 });
});

test("a one-off slot's deal stock is one counter, as before: what is left, not the starting stock", async () => {
  vi.setSystemTime(TWELVE_TWELVE_NOON);
  const token = await demoToken();
  const product = await dealItem(2, 0, 2, 10);
  expect(await shownStock(2, product.id)).toEqual({ strip: { left: 2, total: 10 }, page: 2, money: product.deal });
  const order = await buy(token, product.id, 2);
  expect(order).toMatchObject({ money: product.deal });
  expect(await shownStock(2, product.id)).toEqual({ strip: { left: 0, total: 10 }, page: 0, money: product.regular });
  expect(await buy(token, product.id, 1)).toMatchObject({ money: product.regular });
  vi.setSystemTime(new Date(TWELVE_TWELVE_NOON.getTime() + 11 * 3_600_000));
  expect(await shownStock(2, product.id)).toEqual({ strip: { left: 0, total: 10 }, page: 0, money: product.regular });
  const row = await env.DB.prepare('SELECT stock_left FROM flash_deal_items WHERE slot_id = 2 AND product_id = ?1')
    .bind(product.id)
    .first<{ stock_left: number }>();
  expect(row?.stock_left).toBe(0);
});

test("simultaneous orders in a new window never sell more than the window's deal stock", async () => {
  const token = await demoToken();
  const product = await dealItem(1, 2, 0, 3);
  // Sold out yesterday (the counter still says 0 for the first window); today's window starts from 3.
  vi.setSystemTime(new Date(SEED_DAY.getTime() + DAY_MS));
  const answers = await Promise.all(Array.from({ length: 10 }, () => buy(token, product.id, 1)));
  const atDeal = answers.filter((answer) => typeof answer === 'object' && answer.money === product.deal);
  expect(atDeal).toHaveLength(3);
  expect(answers.every((answer) => answer === 409 || typeof answer === 'object')).toBe(true);
  const sold = await env.DB.prepare(
    `SELECT COALESCE(SUM(num), 0) AS n FROM order_items WHERE slot_id = 1 AND product_id = ?1 AND unit_cents = ?2`,
  )
    .bind(product.id, Math.round(Number(product.deal) * 100))
    .first<{ n: number }>();
  expect(sold?.n).toBe(3);
  expect((await shownStock(1, product.id)).page).toBe(0);
});

test('an order whose deal sells out after it was priced is refused, naming the deal; the next order costs the regular price', async () => {
  const token = await demoToken();
  const product = await dealItem(1, 4, 2, 2);
  const { name_en, name_km } = (await env.DB.prepare('SELECT name_en, name_km FROM products WHERE id = ?1')
    .bind(product.id)
    .first<{ name_en: string; name_km: string }>())!;
  // Another order takes the deal's last units between this order's checks and its write.
  const racing = new Proxy(env.DB, {
    get: (db, key) =>
      key === 'batch'
        ? async (statements: D1PreparedStatement[]) => {
            expect(await buy(token, product.id, 2)).toMatchObject({ money: product.deal });
            return db.batch(statements);
          }
        : (Reflect.get(db, key) as (...args: never) => unknown).bind(db),
  });
  const order = (lang: '1' | '2') =>
    callApi('/orders', {
      bearer: token,
      lang,
      db: racing,
      body: buyNow(product.id, 1, { payment_method: 'cash' }),
      headers: { 'idempotency-key': crypto.randomUUID() },
    });

  const english = await order('1');
  expect(english).toMatchObject({ status: 409, code: 409 });
  expect(english.msg).toBe(
    `The flash deal on “${name_en}” sold out while you were ordering: it now costs $${product.regular}. Check the new total and place your order again.`,
  );
  await env.DB.prepare('UPDATE flash_deal_items SET stock_left = 2 WHERE slot_id = 1 AND product_id = ?1')
    .bind(product.id)
    .run();
  const khmer = await order('2');
  expect(khmer).toMatchObject({ status: 409, code: 409 });
  expect(khmer.msg).toContain(`“${name_km}” បានលក់អស់`);

  // Only the two racing orders were placed: 4 units at the deal price.
  const placed = await env.DB.prepare(
    'SELECT COUNT(*) AS orders, SUM(num) AS units FROM order_items WHERE product_id = ?1',
  )
    .bind(product.id)
    .first<{ orders: number; units: number }>();
  expect(placed).toEqual({ orders: 2, units: 4 });
  expect(await buy(token, product.id, 1)).toMatchObject({ money: product.regular });
});

test('an order naming the total its shopper was shown is refused once it would cost more, and placed at the total shown again', async () => {
  vi.setSystemTime(TWELVE_TWELVE_NOON);
  const token = await demoToken();
  const product = await dealItem(2, 1, 1, 1);
  const body = buyNow(product.id, 1, { payment_method: 'cash' });
  const quote = (lang: '1' | '2' = '1') => callApi('/orders/quote', { bearer: token, body, lang });
  const order = (expected: string, lang: '1' | '2' = '1') =>
    callApi('/orders', {
      bearer: token,
      lang,
      body: { ...body, expected_total: expected },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  const shown = (await quote()).data.total as string;
  expect(shown).toBe(product.deal);
  // While the shopper reads the checkout page, another order takes the deal's last unit.
  expect(await buy(token, product.id, 1)).toMatchObject({ money: product.deal });

  const refused = await order(shown);
  expect(refused).toMatchObject({ status: 409, code: 409 });
  expect(refused.msg).toBe(
    `Prices changed while you were ordering (a flash deal may have sold out): your order now costs $${product.regular}. Check the new total and place your order again.`,
  );
  expect((await order(shown, '2')).msg).toContain(`ឥឡូវនេះការបញ្ជាទិញរបស់អ្នកមានតម្លៃ $${product.regular}។`);
  const units = await env.DB.prepare('SELECT COALESCE(SUM(num), 0) AS n FROM order_items WHERE product_id = ?1')
    .bind(product.id)
    .first<{ n: number }>();
  expect(units?.n).toBe(1);

  const requoted = (await quote()).data.total as string;
  expect(requoted).toBe(product.regular);
  expect(await order(requoted)).toMatchObject({ code: 0, data: { total: product.regular } });
});

test("migration 0112 moves a daily slot's shared counter to the day's window, less what live orders took in it", async () => {
  const product = await dealItem(1, 3, 9, 9);
  const { now } = (await env.DB.prepare(`SELECT CAST(strftime('%s', 'now') AS INTEGER) AS now`).first<{
    now: number;
  }>())!;
  const slot = (await env.DB.prepare('SELECT starts_at, ends_at FROM flash_deal_slots WHERE id = 1').first<{
    starts_at: number;
    ends_at: number;
  }>())!;
  expect(now).toBeGreaterThanOrEqual(slot.ends_at);
  const windowStart = slot.starts_at + 86400 * (Math.floor((now - slot.ends_at) / 86400) + 1);
  // The day before: 4; the day's window: 2 that stand and 1 cancelled (given back).
  vi.setSystemTime((windowStart - 86400 + 60) * 1000);
  const token = await demoToken();
  expect(await buy(token, product.id, 4)).toMatchObject({ money: product.deal });
  vi.setSystemTime((windowStart + 60) * 1000);
  expect(await buy(token, product.id, 2)).toMatchObject({ money: product.deal });
  const cancelled = (await buy(token, product.id, 1)) as { id: number };
  expect(await callApi(`/orders/${cancelled.id}/cancel`, { bearer: token, method: 'POST' })).toMatchObject({ code: 0 });
  // The counter as it was before 0112: one for every day, 9 - 4 - 2 left.
  await env.DB.prepare(
    'UPDATE flash_deal_items SET window_start = NULL, stock_left = 3 WHERE slot_id = 1 AND product_id = ?1',
  )
    .bind(product.id)
    .run();
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0112_'))!;
  const updates = migration.queries.filter((sql) => !/^\s*(--.*\n\s*)*ALTER/i.test(sql));
  expect(updates).toHaveLength(migration.queries.length - 1);
  await env.DB.batch(updates.map((sql) => env.DB.prepare(sql)));
  const row = await env.DB.prepare(
    'SELECT window_start, stock_left FROM flash_deal_items WHERE slot_id = 1 AND product_id = ?1',
  )
    .bind(product.id)
    .first();
  expect(row).toEqual({ window_start: windowStart, stock_left: 7 });
});
