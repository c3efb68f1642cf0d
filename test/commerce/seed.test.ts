import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n;

test('the seed is a whole bilingual shop', async () => {
  expect(await count('SELECT COUNT(*) AS n FROM products')).toBe(400);
  expect(await count('SELECT COUNT(*) AS n FROM merchants')).toBe(20);
  expect(await count('SELECT COUNT(*) AS n FROM brands')).toBe(15);
  expect(await count('SELECT COUNT(*) AS n FROM business_categories')).toBeGreaterThanOrEqual(8);
  expect(await count('SELECT COUNT(*) AS n FROM goods_categories WHERE parent_id IS NOT NULL')).toBeGreaterThanOrEqual(
    12,
  );
  expect(await count('SELECT COUNT(*) AS n FROM flash_deal_slots')).toBe(5);
  expect(
    await count("SELECT COUNT(*) AS n FROM promotions WHERE slug IN ('12.12', 'water-festival-sales-11.11')"),
  ).toBe(2);
  expect(await count('SELECT COUNT(*) AS n FROM outlets')).toBe(6);
  expect(await count('SELECT COUNT(*) AS n FROM help_articles')).toBe(20);
  expect(await count('SELECT COUNT(DISTINCT category_id) AS n FROM help_articles')).toBe(4);
  expect(await count("SELECT COUNT(*) AS n FROM coupons WHERE kind = 'voucher'")).toBeGreaterThan(0);
  expect(await count("SELECT COUNT(*) AS n FROM coupons WHERE kind = 'coupon'")).toBeGreaterThan(0);
  expect(await count('SELECT COUNT(*) AS n FROM freebies')).toBeGreaterThan(0);
  expect(await count('SELECT COUNT(*) AS n FROM products WHERE is_earnest = 1 AND earnest_cents > 0')).toBeGreaterThan(
    0,
  );
  expect(await count('SELECT COUNT(*) AS n FROM products WHERE is_earnest = 2')).toBeGreaterThan(0);
  expect(await count("SELECT COUNT(*) AS n FROM products WHERE name_km NOT GLOB '*[ក-៹]*'")).toBe(0);
});

test('the search index covers every product, in Khmer and English', async () => {
  expect(await count('SELECT COUNT(*) AS n FROM products_fts WHERE products_fts MATCH \'"ទូរស"\'')).toBeGreaterThan(0);
  expect(await count('SELECT COUNT(*) AS n FROM products_fts WHERE products_fts MATCH \'"galaxy"\'')).toBeGreaterThan(
    0,
  );
});

test('the demo shopper exists with cart items and points', async () => {
  expect(await count("SELECT COUNT(*) AS n FROM users WHERE mobile = '85512345678'")).toBe(1);
  expect(await count('SELECT COUNT(*) AS n FROM cart_items WHERE user_id = 1')).toBe(3);
  expect(await count('SELECT SUM(points) AS n FROM points_ledger WHERE user_id = 1')).toBe(100);
});
