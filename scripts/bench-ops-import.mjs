// npm run bench:import: imports 10,000 generated products through the console's real route
// (POST /ops/products/import, signed in as the demo owner) into a local database of its own, and prints
// the seconds it took; then the same file again, which must change nothing; then every price changed.
// Budget (decision 022): 10,000 rows in under a minute locally; over it, the script exits 1. The shop is
// built and served by Miniflare on BENCH_PORT (8813 by default), from a fresh seed in
// .wrangler/bench-import-state, removed after.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { buildShop } from './build-shop.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { bin, ENV, run, startDirectServer } from './run.mjs';

const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const BUDGET_SECONDS = 60;
const port = Number(process.env.BENCH_PORT || 8813);
const state = '.wrangler/bench-import-state';

/** A cell as a spreadsheet writes it. */
const cell = (value) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** `rows` products after the header: both languages, a quoted description with a comma and a line break. */
function generate(rows, pool, cents = 50) {
  const header =
    'sku,name_en,name_km,description_en,description_km,category_id,brand_id,merchant_id,price,compare_at_price,stock,limit_per_shopper,preorder,image';
  const lines = Array.from({ length: rows }, (_, i) =>
    [
      `BENCH-${String(i).padStart(6, '0')}`,
      `Bench pantry item ${i}, 500 g`,
      `ទំនិញសាកល្បង ${i} 500 ក្រាម`,
      `A bench item, number ${i}.\nMade for timing the import.`,
      `ទំនិញសាកល្បងលេខ ${i}។`,
      pool.categories[i % pool.categories.length],
      i % 3 === 0 ? '' : pool.brands[i % pool.brands.length],
      pool.merchants[i % pool.merchants.length],
      `${(i % 90) + 1}.${cents}`,
      i % 4 === 0 ? `${(i % 90) + 10}.00` : '',
      i % 50,
      5,
      i % 10 === 0 ? 1 : 0,
      '/images/products/kampot-pepper-front.svg',
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}

/** The report's count under `label`. */
const count = (html, label) => Number(new RegExp(`<dt>${label}</dt><dd>(\\d+)</dd>`).exec(html)?.[1]);

rmSync(state, { recursive: true, force: true });
ensureDevVars();
await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore', env: { ...ENV, D1_STATE: state } });
// Every line names a category, brand and shop of the seed, so all pass the import's checks.
const [ids] = JSON.parse(
  execFileSync(
    bin('wrangler'),
    [
      ...['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command'],
      `SELECT (SELECT json_group_array(id) FROM goods_categories WHERE parent_id IS NOT NULL) AS categories,
         (SELECT json_group_array(id) FROM brands) AS brands, (SELECT json_group_array(id) FROM merchants) AS merchants`,
    ],
    { env: ENV, encoding: 'utf8' },
  ),
)[0].results.map((row) => Object.fromEntries(Object.entries(row).map(([name, list]) => [name, JSON.parse(list)])));
await buildShop();
const server = await startDirectServer(port, { state, quiet: true });
const origin = server.url.replace(/\/$/, '');
try {
  const signIn = await fetch(`${origin}/ops/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'owner@membershop.com.kh', password: 'ops-demo-1234' }),
  });
  const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0];
  if (signIn.status !== 303 || !cookie) throw new Error(`sign-in answered ${signIn.status}`);

  const csv = generate(ROWS, ids);

  const importOnce = async (file = csv) => {
    const form = new FormData();
    form.set('file', new File([file], 'bench.csv', { type: 'text/csv' }));
    form.set('mode', 'import');
    const started = performance.now();
    const response = await fetch(`${origin}/ops/products/import`, {
      method: 'POST',
      headers: { cookie, origin },
      body: form,
    });
    const html = await response.text();
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 200) throw new Error(`the import answered ${response.status}`);
    return {
      seconds,
      added: count(html, 'Added'),
      changed: count(html, 'Changed'),
      unchanged: count(html, 'Unchanged'),
      bad: count(html, 'Bad lines \\(not imported\\)'),
    };
  };
  const first = await importOnce();
  const again = await importOnce();
  // Every price changed: 10,000 updates, each with its audit entry.
  const repriced = await importOnce(generate(ROWS, ids, 75));
  console.log(
    `bench:import: ${ROWS} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB) imported in ${first.seconds.toFixed(1)} s` +
      ` (added ${first.added}, changed ${first.changed}, bad ${first.bad}); the same file again in ${again.seconds.toFixed(1)} s` +
      ` (added ${again.added}, changed ${again.changed}, unchanged ${again.unchanged}); every price changed in` +
      ` ${repriced.seconds.toFixed(1)} s (changed ${repriced.changed}). Budget: ${BUDGET_SECONDS} s.`,
  );
  if (first.added !== ROWS || first.bad !== 0 || again.added + again.changed !== 0 || repriced.changed !== ROWS) {
    console.error('bench:import: the import did not add every row once');
    process.exitCode = 1;
  }
  if (Math.max(first.seconds, repriced.seconds) > BUDGET_SECONDS) {
    console.error(`bench:import: over the budget of ${BUDGET_SECONDS} s`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  rmSync(state, { recursive: true, force: true });
}
