import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { productListSql, type ProductQuery } from '../../commerce/db/products';

const base: ProductQuery = { sort: 'relevance', limit: 20, offset: 0, now: 1_800_000_000 };
const CASES: [string, Partial<ProductQuery>][] = [
  ['all, best selling', {}],
  ['all, newest', { sort: 'newest' }],
  ['all, price up', { sort: 'price_asc' }],
  ['all, price down', { sort: 'price_desc' }],
  ['all, rating', { sort: 'rating' }],
  ['top category, newest', { category: { id: 1, top: true }, sort: 'newest' }],
  ['child category, price up', { category: { id: 101, top: false }, sort: 'price_asc' }],
  ['child category in stock, newest', { category: { id: 101, top: false }, inStock: true, sort: 'newest' }],
  ['brand, best selling', { brand: 1 }],
  ['merchant, newest', { merchant: 1, sort: 'newest' }],
  ['price range, price up', { minCents: 1000, maxCents: 5000, sort: 'price_asc' }],
  ['discount, newest', { discount: true, sort: 'newest' }],
  ['pre-order, newest', { preorder: true, sort: 'newest' }],
  ['in stock, newest', { inStock: true, sort: 'newest' }],
  ['flash deals', { flash: true }],
  ['flash deals, price up', { flash: true, sort: 'price_asc' }],
  ['flash deals, price down', { flash: true, sort: 'price_desc' }],
  ['search', { match: { index: 'titles', fts: '"samsung"', short: [] }, sort: 'relevance' }],
  ['search, brand', { match: { index: 'titles', fts: '"samsung"', short: ['tv'] }, brand: 1, sort: 'newest' }],
  ['search descriptions', { match: { index: 'descriptions', fts: '"usb-c"', short: [] }, sort: 'relevance' }],
];

/** The plan's detail lines; a full table scan shows as "SCAN p" (or "SCAN products") without an index. */
async function plan(sql: string, params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

test('no product list query, nor its count, scans the products table', async () => {
  const scans: string[] = [];
  for (const [name, query] of CASES) {
    const sql = productListSql('en', { ...base, ...query });
    for (const [kind, lines] of [
      ['list', await plan(sql.list, sql.params)],
      ['count', await plan(sql.count, sql.countParams)],
    ] as const) {
      if (lines.some((line) => /^SCAN (p|products)$/.test(line))) scans.push(`${name} (${kind}): ${lines.join(' | ')}`);
    }
  }
  expect(scans).toEqual([]);
});

test('a search ranked on the index reads which matches are sold out from their partial index', async () => {
  const sql = productListSql('en', { ...base, match: { index: 'titles', fts: '"samsung"', short: [] } });
  const lines = await plan(sql.list, sql.params);
  expect(lines).toContain('SEARCH products USING COVERING INDEX products_sold_out (stock=?)');
  // The only scan is of the hidden products' partial index (db/visible.ts), which holds the hidden ones alone.
  expect(lines.filter((line) => line.startsWith('SCAN products'))).toEqual([
    'SCAN products USING COVERING INDEX products_hidden',
  ]);
});

test('All products walks the sort index for the products in stock and reads the sold-out ones from their partial index', async () => {
  const INDEXES = { newest: 'new', best_selling: 'sold', rating: 'rating', price_asc: 'price', price_desc: 'price' };
  for (const [sort, index] of Object.entries(INDEXES)) {
    const sql = productListSql('en', { ...base, sort: sort as ProductQuery['sort'] });
    const lines = await plan(sql.list, sql.params);
    expect(lines, sort).toContain(`SCAN p USING INDEX products_${index}`);
    expect(lines, sort).toContain('SEARCH p USING INDEX products_sold_out (stock=?)');
  }
});

test('a top-level category by best selling (its default order) and by rating walks its own index in that order', async () => {
  for (const [sort, index] of [
    ['relevance', 'products_top_category_sold'],
    ['best_selling', 'products_top_category_sold'],
    ['rating', 'products_top_category_rating'],
  ] as const) {
    const sql = productListSql('en', { ...base, category: { id: 1, top: true }, sort });
    const lines = await plan(sql.list, sql.params);
    expect(lines, sort).toContain(`SEARCH p USING INDEX ${index} (top_category_id=?)`);
  }
});
