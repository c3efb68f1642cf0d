// npm run load:sale: the sale-day check. 200 shoppers on one live flash deal with 50 units, against the built
// shop in its own fresh local state, through the worker's /api as a browser does: they sign in before the sale,
// then all at once add the deal to the cart and place an order (cash, pick-up). Prints orders per second, p99 per step and for the
// journey, and what each shopper got; fails if the deal sells more than 50 units, stock goes below zero, or
// any answer is a 5xx.
import { execFileSync } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { buildShop } from './build-shop.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { bin, ENV, run, startDirectServer } from './run.mjs';

const SHOPPERS = Number(process.env.SALE_SHOPPERS || 200);
const UNITS = 50;
const PASSWORD = 'sale-day-1234';
const PORT = Number(process.env.SALE_PORT || 8795);
const SIGN_IN_WIDTH = 20;
const STATE = '.wrangler/sale-state';
const SLOT_ID = 9001;
// Must match commerce/secrets.ts (PBKDF2-SHA-256, 100,000 iterations, 32 bytes).
const PBKDF2_ITERATIONS = 100_000;

function sql(command, { json = false } = {}) {
  const args = ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, ...(json ? ['--json'] : [])];
  const out = execFileSync(bin('wrangler'), [...args, ...command], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: ENV,
  });
  return json ? JSON.parse(out)[0].results : out;
}

/** The shoppers (one salt and hash for all: 200 PBKDF2 runs would only slow the setup) and the live deal. */
function prepareSale() {
  const [{ id: productId }] = sql(
    [
      '--command',
      // In no promotion either: a cheaper promotion would turn the deal off (decision 029).
      `SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM flash_deal_items)
         AND id NOT IN (SELECT product_id FROM promotion_items) AND is_earnest = 0 ORDER BY id LIMIT 1`,
    ],
    { json: true },
  );
  const [{ id: outletId }] = sql(['--command', 'SELECT id FROM outlets ORDER BY id LIMIT 1'], { json: true });
  const salt = randomBytes(16).toString('hex');
  const hash = pbkdf2Sync(PASSWORD, Buffer.from(salt, 'hex'), PBKDF2_ITERATIONS, 32, 'sha256').toString('hex');
  const now = Math.floor(Date.now() / 1000);
  const users = Array.from(
    { length: SHOPPERS },
    (_, i) => `('8559${String(i).padStart(7, '0')}', 'Sale shopper ${i + 1}', '${salt}', '${hash}', ${now})`,
  );
  const file = `${STATE}/sale.sql`;
  writeFileSync(
    file,
    `INSERT INTO users (mobile, name, pass_salt, pass_hash, created_at) VALUES ${users.join(',\n')};
UPDATE products SET stock = 1000 WHERE id = ${productId};
INSERT INTO flash_deal_slots (id, title_en, title_km, starts_at, ends_at) VALUES (${SLOT_ID}, 'Sale-day check', 'ការសាកល្បងថ្ងៃលក់', ${now - 60}, ${now + 3600});
INSERT INTO flash_deal_items (slot_id, product_id, deal_cents, stock_left, limit_per_shopper)
  SELECT ${SLOT_ID}, id, MAX(1, price_cents / 2), ${UNITS}, 1 FROM products WHERE id = ${productId};
`,
  );
  sql(['--file', file]);
  return { productId, outletId };
}

const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};

/** A POST to the worker's /api as the browser sends it; its time, status and envelope code go into `steps`. */
async function post(origin, steps, step, path, body, headers = {}) {
  const started = performance.now();
  try {
    const response = await fetch(origin + path, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const answer = parseJson(text);
    steps[step] = {
      ms: performance.now() - started,
      status: response.status,
      code: answer.code,
      ...(response.status >= 500 && { error: `${response.status} ${text.slice(0, 80)}` }),
    };
    return { response, answer };
  } catch (error) {
    // The connection failed: as bad as a 5xx for the shopper.
    steps[step] = { ms: performance.now() - started, status: 599, code: -1, error: error.cause?.code ?? error.message };
    return { response: new Response(null, { status: 599 }), answer: { code: -1 } };
  }
}

/** Signs shopper `index` in; their cookies, or null. */
async function signIn(origin, index, steps) {
  const mobile = `8559${String(index).padStart(7, '0')}`;
  const { response, answer } = await post(origin, steps, 'sign in', '/api/auth/login', { mobile, pass: PASSWORD });
  return answer.code === 0
    ? response.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
    : null;
}

/** At the deal's start: add it to the cart and place the order; how it ended. */
async function buy(origin, index, cookie, steps, { productId, outletId }) {
  const started = performance.now();
  const added = await post(origin, steps, 'add to cart', '/api/addcart', { goods_id: productId, num: 1 }, { cookie });
  if (added.answer.code !== 0)
    return { outcome: `add refused (${added.answer.code})`, ms: performance.now() - started };
  const order = { source: 'cart', delivery: 'pickup', outlet_id: outletId, payment_method: 'cash' };
  const placed = await post(origin, steps, 'order', '/api/orders', order, {
    cookie,
    'idempotency-key': `sale-${index}-${randomBytes(6).toString('hex')}`,
  });
  return {
    outcome: placed.answer.code === 0 ? 'ordered' : `order refused (${placed.answer.code}: ${placed.answer.msg})`,
    ms: performance.now() - started,
  };
}

/** Runs `task` for 0..count-1 with at most `width` at a time. */
async function inWaves(count, width, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

ensureDevVars();
rmSync(STATE, { recursive: true, force: true });
await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore', env: { ...ENV, D1_STATE: STATE } });
const sale = prepareSale();
await buildShop();
const server = await startDirectServer(PORT, { quiet: !process.env.SALE_VERBOSE, state: STATE });
const steps = Array.from({ length: SHOPPERS }, () => ({}));
let journeys;
let seconds;
try {
  const origin = server.url.slice(0, -1);
  // Before the sale: shoppers sign in and wait for the countdown (20 at a time: every sign-in is a
  // 100,000-round PBKDF2, and all 200 at once only measures that).
  const cookies = await inWaves(SHOPPERS, SIGN_IN_WIDTH, (i) => signIn(origin, i, steps[i]));
  // The deal starts: every signed-in shopper adds it and checks out at once.
  const started = performance.now();
  journeys = await Promise.all(
    cookies.map((cookie, i) =>
      cookie ? buy(origin, i, cookie, steps[i], sale) : { outcome: 'sign-in refused', ms: 0 },
    ),
  );
  seconds = (performance.now() - started) / 1000;
} finally {
  await server.stop();
}

const [{ sold, left, regular }] = sql(
  [
    '--command',
    `SELECT (SELECT COALESCE(SUM(num), 0) FROM order_items WHERE slot_id = ${SLOT_ID}) AS sold, (SELECT stock_left FROM flash_deal_items WHERE slot_id = ${SLOT_ID}) AS left,
            (SELECT COALESCE(SUM(num), 0) FROM order_items WHERE slot_id IS NULL AND product_id = ${sale.productId}) AS regular`,
  ],
  { json: true },
);
const [{ negative }] = sql(['--command', 'SELECT COUNT(*) AS negative FROM products WHERE stock < 0'], { json: true });
const outcomes = {};
for (const journey of journeys) outcomes[journey.outcome] = (outcomes[journey.outcome] ?? 0) + 1;
const serverErrors = steps.flatMap((shopper) =>
  Object.entries(shopper)
    .filter(([, step]) => step.status >= 500)
    .map(([name, step]) => `${name}: ${step.error ?? step.status}`),
);
const ordered = outcomes.ordered ?? 0;

console.log(`\nSale-day check: ${SHOPPERS} shoppers at once, one flash deal of ${UNITS} units, limit 1 each`);
console.log(
  `from the deal's start, every shopper done in ${seconds.toFixed(1)} s; ${ordered} orders, ${(ordered / seconds).toFixed(1)} orders/s`,
);
for (const step of ['sign in', 'add to cart', 'order']) {
  const times = steps.map((shopper) => shopper[step]?.ms).filter((ms) => ms !== undefined);
  console.log(
    `${step.padEnd(12)} ${String(times.length).padStart(4)} calls  p50 ${percentile(times, 0.5).toFixed(0)} ms  p99 ${percentile(times, 0.99).toFixed(0)} ms`,
  );
}
console.log(
  `add + order  p99 ${percentile(
    journeys.map((journey) => journey.ms),
    0.99,
  ).toFixed(0)} ms`,
);
console.log('outcomes:', outcomes);
console.log(
  `deal units sold ${sold} (deal stock left ${left}); sold at the regular price once the deal ran out ${regular}; products with negative stock ${negative}; 5xx answers or failed connections ${serverErrors.length}`,
);

const failures = [];
if (sold > UNITS) failures.push(`the deal sold ${sold} units, more than its ${UNITS}`);
if (sold + regular !== ordered) failures.push(`${ordered} orders but ${sold + regular} units sold`);
if (left < 0 || negative > 0) failures.push('stock went below zero');
if (serverErrors.length)
  failures.push(
    `${serverErrors.length} answers were 5xx or failed connections (${[...new Set(serverErrors)].join(', ')})`,
  );
if (failures.length) {
  console.error(`\nFailed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
