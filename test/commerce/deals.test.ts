import { expect, test } from 'vitest';
import { callApi } from './call-api';

test("flash deals: the day's slots and 12.12, with deal prices, stock left and per-shopper limits", async () => {
  const slots = await callApi('/flashdeals', { lang: '2' });
  expect(slots).toMatchObject({ status: 200, code: 0 });
  expect(slots.data).toHaveLength(5);
  expect(slots.data[0].title).toMatch(/[\u1780-\u17FF]/);
  const item = slots.data[0].child[0];
  expect(item).toMatchObject({
    deal_money: expect.stringMatching(/^\d+\.\d{2}$/),
    stock_left: expect.any(Number),
    limit: 2,
  });
  // While the deal is on, the card's own price is the deal's and the regular price is the one it was.
  expect(Number(item.deal_money)).toBeLessThan(Number(item.market_money ?? item.money));
});

test('promotions by slug, including 12.12 and the water festival', async () => {
  expect((await callApi('/promotions')).data.map((p: { slug: string }) => p.slug)).toEqual([
    'water-festival-sales-11.11',
    '12.12',
  ]);
  const twelve = await callApi('/promotions/12.12', { lang: '2' });
  expect(twelve.data).toMatchObject({ slug: '12.12', title: 'ការលក់ធំ 12.12' });
  expect(twelve.data.child.length).toBeGreaterThan(0);
  expect((await callApi('/promotions/water-festival-sales-11.11')).data.title).toBe('Water Festival sales 11.11');
  expect(await callApi('/promotions/black-friday', { lang: '2' })).toMatchObject({ status: 404, code: 404 });
  expect(await callApi('/promotions/%3Cscript%3E')).toMatchObject({ status: 400, code: 400 });
});

test('freebies, discounts and pre-orders', async () => {
  const freebies = await callApi('/freebies');
  expect(freebies.data.length).toBeGreaterThan(0);
  expect((await callApi(`/freebies/${freebies.data[0].id}`, { lang: '2' })).data.title).toContain('ឥតគិតថ្លៃ');
  expect(await callApi('/freebies/999')).toMatchObject({ status: 404, code: 404 });
  const discounts = await callApi('/discounts?sort=price_asc');
  expect(discounts.data.total).toBeGreaterThan(0);
  expect(discounts.data.list.every((p: { market_money: string | null }) => p.market_money !== null)).toBe(true);
  const preorders = await callApi('/preorders');
  expect(preorders.data.list.every((p: { is_preorder: number }) => p.is_preorder === 1)).toBe(true);
  expect(await callApi('/discounts?page=zero', { lang: '2' })).toMatchObject({ status: 400, code: 400 });
});

test('outlets and the help centre in both languages', async () => {
  expect((await callApi('/outlets')).data).toHaveLength(6);
  expect((await callApi('/outlets', { lang: '2' })).data[0].province).toBe('ភ្នំពេញ');
  const categories = await callApi('/helpcategories', { lang: '2' });
  expect(categories.data).toHaveLength(4);
  expect(categories.data[0]).toMatchObject({ articles: 5, name: 'ការបញ្ជាទិញ និងការបង់ប្រាក់' });
  expect((await callApi('/helparticles?category=2')).data).toHaveLength(5);
  expect((await callApi('/helparticles?q=refund')).data.length).toBeGreaterThan(0);
  expect((await callApi('/helparticles/1', { lang: '2' })).data.title).toBe('តើខ្ញុំបញ្ជាទិញដោយរបៀបណា?');
  expect(await callApi('/helparticles/99')).toMatchObject({ status: 404, code: 404 });
  expect(await callApi('/helparticles?category=x')).toMatchObject({ status: 400, code: 400 });
});
