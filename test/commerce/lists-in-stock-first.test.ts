import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi } from './call-api';

/**
 * Browsing lists put the products in stock first (a category, brand, merchant and All products, in
 * every sort): a sold-out best seller at the top of a category reads as "this shop has nothing".
 */
type Card = { id: number; stock: number; money: string };

/** Each list with the products it holds, as SQL over `products`. */
const LISTS = [
  { list: 'category=1', where: 'top_category_id = 1', limit: 5 },
  { list: 'brand=1', where: 'brand_id = 1', limit: 5 },
  { list: 'merchant=7', where: 'merchant_id = 7', limit: 5 },
  { list: 'sort=relevance', where: '1 = 1', limit: 50 },
] as const;

/** Each sort's order over products, the way a shopper reads it; the price sorts are checked on the prices shown. */
const SORTS = {
  relevance: 'sold DESC, id',
  best_selling: 'sold DESC, id',
  newest: 'created_at DESC, id DESC',
  rating: 'rating_x10 DESC, rating_count DESC, id',
  price_asc: null,
  price_desc: null,
} as const;

/** Every page of a list, walked as a shopper pages through it, with the total each page reported. */
async function walk(path: string, limit: number): Promise<{ cards: Card[]; totals: number[] }> {
  const cards: Card[] = [];
  const totals: number[] = [];
  for (let page = 1; page <= 100; page++) {
    const answer = await callApi(`/goods?${path}&page=${page}&limit=${limit}`);
    expect(answer.code).toBe(0);
    cards.push(...answer.data.list);
    totals.push(answer.data.total);
    if (answer.data.list.length < limit) break;
  }
  return { cards, totals };
}

const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: number }>()).results.map((row) => row.id);
const setStock = (id: number, stock: number) =>
  env.DB.prepare('UPDATE products SET stock = ?2 WHERE id = ?1').bind(id, stock).run();

for (const { list, where, limit } of LISTS) {
  for (const [sort, order] of Object.entries(SORTS)) {
    const path = list.startsWith('sort=') ? `sort=${sort}` : `${list}&sort=${sort}`;
    test(`${path}: a sold-out product the sort puts first is listed after every product in stock`, async () => {
      const [first] = (await callApi(`/goods?${path}&limit=1`)).data.list as Card[];
      const { totals: before } = await walk(path, limit);
      await setStock(first!.id, 0);
      try {
        const { cards, totals } = await walk(path, limit);
        // Every page reports the same total as before, and the pages hold every product once.
        expect(new Set(totals)).toEqual(new Set([before[0]]));
        const listed = cards.map((card) => card.id);
        expect([...listed].sort((a, b) => a - b)).toEqual(
          await ids(`SELECT id FROM products WHERE ${where} ORDER BY id`),
        );
        const inStock = cards.filter((card) => card.stock > 0).length;
        expect(cards.slice(0, inStock).every((card) => card.stock > 0)).toBe(true);
        expect(listed.indexOf(first!.id)).toBeGreaterThanOrEqual(inStock);
        // Each part in the sort's order: a page continues where the one before it stopped.
        if (order) {
          expect(listed).toEqual(await ids(`SELECT id FROM products WHERE ${where} ORDER BY stock = 0, ${order}`));
        } else {
          const cents = cards.map((card) => Math.round(Number(card.money) * 100) * (sort === 'price_asc' ? 1 : -1));
          for (const part of [cents.slice(0, inStock), cents.slice(inStock)])
            expect(part).toEqual([...part].sort((a, b) => a - b));
        }
      } finally {
        await setStock(first!.id, first!.stock);
      }
    });
  }
}

test('the in-stock filter still lists only products in stock, and its total counts them', async () => {
  const [first] = (await callApi('/goods?category=1&sort=best_selling&limit=1')).data.list as Card[];
  const all = (await callApi('/goods?category=1&in_stock=1&limit=50')).data;
  await setStock(first!.id, 0);
  try {
    const { cards, totals } = await walk('category=1&in_stock=1&sort=best_selling', 5);
    expect(totals[0]).toBe(all.total - 1);
    expect(cards.map((card) => card.id)).toEqual(
      await ids('SELECT id FROM products WHERE top_category_id = 1 AND stock > 0 ORDER BY sold DESC, id'),
    );
  } finally {
    await setStock(first!.id, first!.stock);
  }
});

test('a search sorted by best selling lists its sold-out best seller after the products in stock', async () => {
  const [first] = (await callApi('/goods?q=samsung&sort=best_selling&limit=1')).data.list as Card[];
  await setStock(first!.id, 0);
  try {
    const found = (await callApi('/goods?q=samsung&sort=best_selling&limit=50')).data;
    const listed = (found.list as Card[]).map((card) => card.id);
    const inStock = (found.list as Card[]).filter((card) => card.stock > 0).length;
    expect(inStock).toBeGreaterThan(0);
    expect(listed.indexOf(first!.id)).toBeGreaterThanOrEqual(inStock);
  } finally {
    await setStock(first!.id, first!.stock);
  }
});
