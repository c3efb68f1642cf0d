// npm run seed:scale -- 100000: fills the local D1 database with that many products, deterministically,
// for benchmarks. Products beyond the 400 of the seed are variations of them (id n copies seed product
// ((n - 1) % 400) + 1 with its own price, stock, sales, rating and date). A smaller number removes the
// extra products again (`npm run seed:scale -- 400`). Uses .wrangler/state, or D1_STATE when set.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, run, STATE } from './run.mjs';

const SEED_PRODUCTS = 400;
const CHUNK = 10_000;
const EPOCH = Date.parse('2026-11-01T09:00:00+07:00') / 1000;
const target = Number(process.argv[2]);
if (!Number.isInteger(target) || target < SEED_PRODUCTS || target > 2_000_000) {
  console.error(`usage: npm run seed:scale -- <number of products, ${SEED_PRODUCTS} to 2000000>`);
  process.exit(1);
}
const state = process.env.D1_STATE || STATE;

const PRICE = `MAX(100, p.price_cents + ((s.n * 37) % 501) - 250)`;
const COLUMNS = `id, merchant_id, brand_id, category_id, top_category_id, name_en, name_km, description_en, description_km, specs_en, specs_km,
  image, gallery, price_cents, compare_cents, is_earnest, earnest_cents, stock, limit_per_shopper, sold, rating_x10, rating_count,
  is_preorder, ships_at, created_at`;

/** One INSERT of products [from, to], generated inside SQLite from the seed products. */
function chunk(from, to) {
  return `WITH RECURSIVE s(n) AS (SELECT ${from} UNION ALL SELECT n + 1 FROM s WHERE n < ${to})
INSERT INTO products (${COLUMNS})
SELECT s.n, p.merchant_id, p.brand_id, p.category_id, p.top_category_id,
  p.name_en || ' (' || printf('%06d', s.n) || ')', p.name_km || ' (' || printf('%06d', s.n) || ')', p.description_en, p.description_km,
  p.specs_en, p.specs_km, p.image, p.gallery, ${PRICE},
  CASE WHEN s.n % 3 = 0 THEN ${PRICE} + ${PRICE} / 5 + 1 END,
  CASE WHEN ${PRICE} >= 30000 THEN 1 WHEN s.n % 7 = 3 THEN 2 ELSE 0 END,
  CASE WHEN ${PRICE} >= 30000 THEN (${PRICE} / 500) * 100 ELSE 0 END,
  (s.n * 13) % 151, p.limit_per_shopper, (s.n * 7919) % 1000, 30 + s.n % 21, s.n % 50,
  CASE WHEN s.n % 25 = 7 THEN 1 ELSE 0 END, CASE WHEN s.n % 25 = 7 THEN ${EPOCH} + 40 * 86400 END,
  ${EPOCH} - (s.n * 97) % 15552000
FROM s JOIN products p ON p.id = ((s.n - 1) % ${SEED_PRODUCTS}) + 1
WHERE true ON CONFLICT (id) DO NOTHING;`;
}

const statements = [];
if (target > SEED_PRODUCTS) {
  for (let from = SEED_PRODUCTS + 1; from <= target; from += CHUNK)
    statements.push(chunk(from, Math.min(target, from + CHUNK - 1)));
}
// The search indexes' rows (already normalised by the seed) are copied like the products, the name
// with the same suffix (digits and brackets, which normalisation leaves as they are).
statements.push(
  `DELETE FROM products WHERE id > ${target} AND id > ${SEED_PRODUCTS} AND id NOT IN (SELECT product_id FROM cart_items);`,
  `DELETE FROM products_fts WHERE rowid > ${SEED_PRODUCTS};`,
  `INSERT INTO products_fts (rowid, name, brand, category)
SELECT p.id, f.name || ' (' || printf('%06d', p.id) || ')', f.brand, f.category
FROM products p JOIN products_fts f ON f.rowid = ((p.id - 1) % ${SEED_PRODUCTS}) + 1 WHERE p.id > ${SEED_PRODUCTS};`,
  `DELETE FROM product_descriptions_fts WHERE rowid > ${SEED_PRODUCTS};`,
  `INSERT INTO product_descriptions_fts (rowid, description)
SELECT p.id, f.description
FROM products p JOIN product_descriptions_fts f ON f.rowid = ((p.id - 1) % ${SEED_PRODUCTS}) + 1 WHERE p.id > ${SEED_PRODUCTS};`,
);
const dir = mkdtempSync(join(tmpdir(), 'seed-scale-'));
const file = join(dir, 'scale.sql');
writeFileSync(file, `${statements.join('\n\n')}\n`);
const started = Date.now();
try {
  await run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`seed:scale: ${target} products in ${state} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
