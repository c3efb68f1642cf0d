// npm run bench: what a page costs the server, against the built shop in the local runtime (workerd),
// for home, product list, product, cart and /accounts, in both languages, as a guest and signed in:
// - server CPU per request: V8 CPU profiles through the worker's inspector (scripts/bench/cpu-profile.mjs),
//   10 batches of 20 sequential requests, the median batch (decision 043); beside it, the whole runtime process's
//   on-CPU time per request (its HTTP work, D1 and KV included: Linux's /proc), a loose upper bound of the worker's
//   figure; guests' pages are mostly the isolate's copies (decision 026), so their render is measured too;
// - API calls, D1 statements and D1 round trips per request: the worker's request log (median of 5), in a first
//   run under wrangler dev that logs every request (REQUEST_LOG_SAMPLE=1); CPU and throughput come from a second
//   run of the shop as configured (wrangler.toml logs a sample of requests), served by Miniflare directly;
// - HTML gzip size, initial client JS (what Chromium loads up to hydration, gzip-sized from dist/client);
// - throughput with 8 connections for 5 s, as a ratio to a static asset served by the same runtime in the same run;
// - for reference, the server CPU of /robots.txt (the worker's middleware and nothing else), and again with a
//   pause between requests, which must not move it (the measure's own check).
// Writes reports/bench.json; fails over the budgets below, or when the measure fails its checks. Linux only.
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildShop } from './build-shop.mjs';
import { cpuPerRequest, inspect } from './bench/cpu-profile.mjs';
import { CHROMIUM } from './chromium.mjs';
import { demoSession } from './demo-session.mjs';
import { run, startDirectServer, startServer } from './run.mjs';

const PORT = Number(process.env.BENCH_PORT || 8796);
const INSPECTOR_PORT = PORT + 1000;
const STATIC_ASSET = '/favicon.svg';
/** The cheapest answer the worker itself gives (its middleware, no page), for reference. */
const WORKER_FLOOR = '/robots.txt';

const CATALOGUE = ['/', '/products', '/products/1'];
const MEMBER_ONLY = ['/carts', '/accounts'];
const withKhmer = (paths) => paths.flatMap((path) => [path, path === '/' ? '/kh' : `/kh${path}`]);
const CASES = [
  ...withKhmer(CATALOGUE).map((path) => ({ path, member: false })),
  ...withKhmer([...CATALOGUE, ...MEMBER_ONLY]).map((path) => ({ path, member: true })),
];

/** The largest initial JS of a page when the budgets were set, in KB gzip. */
const JS_FILED_KB = 93.8;

/** The budgets; each returns what is over, or null. */
const BUDGETS = [
  // Not a budget but the measure's own check: the isolate's CPU is part of its process's, batch by batch.
  (r) =>
    [r.cpu, r.renderedCpu].some((cpu) => cpu?.aboveRuntime)
      ? `${r.name}: the worker's CPU above its runtime's in a batch: the profile miscounts`
      : null,
  (r) => (!r.member && r.cpu.medianMs > 3 ? `${r.name}: server CPU ${r.cpu.medianMs.toFixed(2)} ms > 3` : null),
  (r) => (r.member && r.cpu.medianMs > 4 ? `${r.name}: server CPU ${r.cpu.medianMs.toFixed(2)} ms > 4` : null),
  (r) => (!r.member && r.d1RoundTrips > 1 ? `${r.name}: ${r.d1RoundTrips} D1 round trips > 1` : null),
  (r) => (r.member && r.d1RoundTrips > 3 ? `${r.name}: ${r.d1RoundTrips} D1 round trips > 3` : null),
  (r) =>
    !r.member && r.throughputRatio < 0.3
      ? `${r.name}: throughput ${r.throughputRatio.toFixed(2)} of a static asset < 0.3`
      : null,
  (r) =>
    r.member && /accounts$/.test(r.path) && r.throughputRatio < 0.2
      ? `${r.name}: throughput ${r.throughputRatio.toFixed(2)} < 0.2`
      : null,
  // Initial JS: unchanged or smaller than when the budgets were set (86.6–93.8 KB). The next rung, 85 KB, is
  // below what React 19's react-dom alone weighs gzipped (about 75 KB, with react, scheduler and valtio 83.6 KB):
  // the table prints it, the budget is the figure of that time.
  (r) =>
    r.initialJsGzipBytes > JS_FILED_KB * 1024
      ? `${r.name}: initial JS ${kb(r.initialJsGzipBytes)} KB > ${JS_FILED_KB}`
      : null,
  (r) =>
    ['/', '/kh'].includes(r.path) && r.htmlGzipBytes > 12 * 1024
      ? `${r.name}: HTML ${kb(r.htmlGzipBytes)} KB gzip > 12`
      : null,
];

/** The pause between requests of the measure's check, and how far it may move the floor's figure (ms). */
const PAUSE_MS = 5;
const PAUSE_TOLERANCE_MS = 0.15;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The chunk the client fetches once the page is interactive (src/entry-client.tsx: the service worker and the
 * operator's tags): not initial JS by design, but on a fast hydration it can start before the check below sees
 * React, which made the figure of the same page differ by its size between runs.
 */
const afterInteractive = () => {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  return `/${manifest['src/app/after-load.ts'].file}`;
};

/** The scripts a real browser loads for the page up to hydration, gzip-sized from dist/client. */
async function initialJs(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url })),
    );
  }
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(url);
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith('__react')));
  await context.close();
  scripts.delete(afterInteractive());
  return [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(`dist/client${path}`), { level: 9 }).length, 0);
}

async function throughput(url, cookie) {
  const result = await autocannon({ url, connections: 8, duration: 5, headers: cookie ? { cookie } : {} });
  return result.requests.average;
}

await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore' });
await buildShop();
const results = CASES.map(({ path, member }) => ({ name: `${path} ${member ? 'signed in' : 'guest'}`, path, member }));
const withCookie = (member, cookie) => ({ 'accept-encoding': 'identity', ...(member ? { cookie } : {}) });
/** One GET of a case's page; anything but 200 stops the bench. */
async function get(origin, { path, member }, cookie) {
  const response = await fetch(origin + path, { headers: withCookie(member, cookie) });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return body;
}

// First run: every request logged (REQUEST_LOG_SAMPLE 1), for each page's API calls and D1 statements and
// round trips, its HTML and its initial JS.
const requestLog = [];
let server = await startServer(PORT, {
  vars: { REQUEST_LOG_SAMPLE: '1' },
  logs: (line) => {
    if (line.includes('"event":"request"')) requestLog.push(JSON.parse(line.slice(line.indexOf('{'))));
  },
});
let origin = server.url.slice(0, -1);
const cookie = await demoSession(origin);
const browser = await chromium.launch(CHROMIUM);
try {
  for (const result of results) {
    for (let i = 0; i < 20; i++) await get(origin, result, cookie);
    requestLog.length = 0;
    let html = '';
    for (let i = 0; i < 5; i++) html = await get(origin, result, cookie);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logged = requestLog.filter((line) => line.path === result.path);
    result.apiCalls = median(logged.map((line) => line.apiCalls));
    result.d1Statements = median(logged.map((line) => line.d1Statements));
    result.d1RoundTrips = median(logged.map((line) => line.d1RoundTrips));
    result.htmlGzipBytes = gzipSync(html, { level: 9 }).length;
    result.initialJsGzipBytes = await initialJs(browser, origin + result.path, result.member ? cookie : null);
  }
} finally {
  await browser.close();
  await server.stop();
}

// Second run: the shop as configured (its sampled request log), for server CPU and throughput, served by Miniflare
// directly with workerd's own inspector: `wrangler dev`'s inspector proxy turns DevTools' network log on, which
// costs the worker a stack trace and an event per D1 call and wrangler's node process a file write per event
// (/accounts: 12 ms of node CPU per request), and its ProxyWorker adds a hop no deployment has.
server = await startDirectServer(PORT, { quiet: true, inspectorPort: INSPECTOR_PORT });
origin = server.url.slice(0, -1);
const runtimes = execFileSync('pgrep', ['-P', String(process.pid), '-x', 'workerd'], { encoding: 'utf8' }).split('\n');
const runtimePid = Number(runtimes[0]);
if (runtimes.filter(Boolean).length !== 1) throw new Error(`not one workerd process of this bench: ${runtimes}`);
const session = await inspect(INSPECTOR_PORT);
let reference;
let pauseMoved = 0;
try {
  const staticRps = await throughput(origin + STATIC_ASSET);
  const floorRequest = async () => {
    await (await fetch(origin + WORKER_FLOOR)).arrayBuffer();
  };
  const floor = await cpuPerRequest(session, floorRequest, runtimePid);
  // The measure's own check: a pause between requests is not CPU (decision 043), so it must not move the figure.
  const paused = await cpuPerRequest(
    session,
    async () => {
      await floorRequest();
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    },
    runtimePid,
  );
  pauseMoved = Math.abs(paused.medianMs - floor.medianMs);
  for (const result of results) {
    for (let i = 0; i < 20; i++) await get(origin, result, cookie);
    result.cpu = await cpuPerRequest(session, () => get(origin, result, cookie), runtimePid);
    if (!result.member) {
      // For reference (no budget): the page rendered, as the first guest after GUEST_PAGE_MS gets it (a query of
      // its own on each request, so no kept copy answers it; decision 026).
      let n = 0;
      result.renderedCpu = await cpuPerRequest(
        session,
        () => get(origin, { ...result, path: `${result.path}?bench=${++n}` }, cookie),
        runtimePid,
      );
    }
    result.throughputRatio = (await throughput(origin + result.path, result.member ? cookie : null)) / staticRps;
  }
  reference = { name: `${STATIC_ASSET} (reference)`, staticRps, floorCpu: floor, floorCpuPaused: paused };
  results.push(reference);
} finally {
  session.close();
  await server.stop();
}

const pages = results.filter((r) => r.path);
console.log(
  '\npage                      CPU ms (max)  runtime ms   API  D1 stmts  D1 trips  HTML gz KB  JS gz KB  req/s ÷ static',
);
for (const r of pages) {
  console.log(
    `${r.name.padEnd(26)}${r.cpu.medianMs.toFixed(2).padStart(6)} (${r.cpu.maxMs.toFixed(2)})${r.cpu.runtimeMs.toFixed(2).padStart(12)}${String(r.apiCalls).padStart(6)}${String(r.d1Statements).padStart(10)}${String(r.d1RoundTrips).padStart(10)}${kb(r.htmlGzipBytes).padStart(12)}${kb(r.initialJsGzipBytes).padStart(10)}${r.throughputRatio.toFixed(2).padStart(16)}`,
  );
}
console.log(
  `guests' pages rendered, not copies (no budget): ${pages
    .filter((r) => r.renderedCpu)
    .map((r) => `${r.path} ${r.renderedCpu.medianMs.toFixed(2)} ms`)
    .join(', ')}`,
);
console.log(`static asset: ${reference.staticRps.toFixed(0)} req/s`);
console.log(
  `server CPU of ${WORKER_FLOOR} (the worker's middleware and nothing else): ${reference.floorCpu.medianMs.toFixed(2)} ms (${reference.floorCpuPaused.medianMs.toFixed(2)} with a ${PAUSE_MS} ms pause between requests), its runtime's ${reference.floorCpu.runtimeMs.toFixed(2)} ms`,
);
const overRung = pages.filter((r) => r.initialJsGzipBytes > 85 * 1024).length;
console.log(
  `initial JS: ${overRung} of ${pages.length} pages above the next rung of 85 KB (the budget is ${JS_FILED_KB} KB)`,
);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
console.log('\nDetails: reports/bench.json');

const over = pages.flatMap((r) => BUDGETS.map((budget) => budget(r)).filter(Boolean));
if (pauseMoved > PAUSE_TOLERANCE_MS) {
  over.push(
    `a ${PAUSE_MS} ms pause between requests moved ${WORKER_FLOOR}'s CPU by ${pauseMoved.toFixed(2)} ms: the profile counts waiting`,
  );
}
if (over.length) {
  console.error(`\nOver budget:\n- ${over.join('\n- ')}`);
  process.exit(1);
}
