import { env } from 'cloudflare:workers';
import { expect, test, vi } from 'vitest';
import { callApi, demoToken } from '../commerce/call-api';
import { buyNow, placeOrder } from '../commerce/order-helpers';
import { fetchPage } from './fetch-page';
import { SEED_DAY } from './seed-day';

type Slot = { id: number; title: string; starts_at: number; ends_at: number; live: 0 | 1; child: unknown[] };
const HOUR = 3600;

/** The slot on now and how long until it ends, as the page's countdown counts. */
async function liveSlot(lang: '1' | '2' = '1') {
  const slots = (await callApi('/flashdeals', { lang })).data as Slot[];
  const live = slots.filter((slot) => slot.live === 1);
  expect(live).toHaveLength(1);
  const slot = live[0]!;
  return { slot, left: slot.ends_at - Math.floor(Date.now() / 1000), slots };
}

test('the seed day at noon: the midday deal ends in six hours, the evening one follows at 18:00', async () => {
  const { slot, left, slots } = await liveSlot();
  expect(slot.title).toBe('Midday flash deals');
  expect(left).toBe(6 * HOUR);
  expect(slots.map((s) => s.title).slice(0, 2)).toEqual(['Midday flash deals', 'Evening flash deals']);
  const { body } = await fetchPage('/flashdeal');
  expect(body).toContain('21 Nov 2026, 12:00–18:00 (Phnom Penh time)');
  expect(body).toContain('21 Nov 2026, 18:00–00:00 (Phnom Penh time)');
  expect(body).toContain('Ends at 18:00 (Phnom Penh time)');
  const khmer = await fetchPage('/kh/flashdeal');
  expect(khmer.body).toContain('ការលក់ពិសេសពេលថ្ងៃត្រង់');
  expect(khmer.body).toContain('ការលក់ពិសេសពេលល្ងាច');
});

test.each([
  ['2027-06-03T03:30:00+07:00', 'Late-night flash deals', 5.5 * HOUR],
  ['2027-06-03T10:00:00+07:00', 'Morning flash deals', 2 * HOUR],
  ['2028-02-29T17:59:00+07:00', 'Midday flash deals', 60],
  ['2029-01-01T18:00:00+07:00', 'Evening flash deals', 6 * HOUR],
])('any day, any hour (%s): one deal is on and ends within hours', async (at, title, ends) => {
  vi.setSystemTime(new Date(at));
  const { slot, left } = await liveSlot();
  expect(slot.title).toBe(title);
  expect(left).toBe(ends);
  const { body } = await fetchPage('/kh');
  expect(body).toContain('class="flash-slot"');
});

test("a daily deal's per-shopper limit is per day: tomorrow's midday window sells to the same shopper again", async () => {
  const token = await demoToken();
  const deal = (await env.DB.prepare(
    `SELECT i.product_id, i.deal_cents, i.limit_per_shopper FROM flash_deal_items i JOIN products p ON p.id = i.product_id
     WHERE i.slot_id = 1 AND p.stock > 10 AND i.stock_left > 5 AND p.limit_per_shopper > i.limit_per_shopper ORDER BY i.product_id LIMIT 1`,
  ).first<{ product_id: number; deal_cents: number; limit_per_shopper: number }>())!;
  const price = (deal.deal_cents / 100).toFixed(2);
  const today = await placeOrder(token, buyNow(deal.product_id, deal.limit_per_shopper));

  expect(today.data.merchants[0].items[0].money).toBe(price);
  expect(await placeOrder(token, buyNow(deal.product_id, 1))).toMatchObject({ status: 409 });
  vi.setSystemTime(new Date(SEED_DAY.getTime() + 86_400_000));
  const tomorrow = await placeOrder(token, buyNow(deal.product_id, 1));
  expect(tomorrow.data.merchants[0].items[0].money).toBe(price);
});
