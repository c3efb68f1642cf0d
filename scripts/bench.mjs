// npm run bench: SSR time per request and initial client JS for the home page, a product list and a product page,
// against the built shop in the local runtime. Fails when a page's initial JS exceeds its budget.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CHROMIUM } from './chromium.mjs';
import { bin, run, startServer } from './run.mjs';

const PAGES = ['/', '/products', '/products/1', '/kh', '/kh/products', '/kh/products/detailkh/1'];
const REQUESTS = 200;
const WARMUP = 20;
const BUDGET_JS_GZIP = 100 * 1024;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Median and p95 time to the last byte of sequential requests (no compression, as the runtime streams it). */
async function ssrTimes(url) {
  const times = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95) };
}

/** The scripts a real browser loads for the page up to hydration, gzip-sized from dist/client. */
async function initialJs(browser, url) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(url);
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith('__react')));
  await page.close();
  const files = [...scripts].map((path) => ({ path, gzip: gzipSync(readFileSync(`dist/client${path}`), { level: 9 }).length }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0) };
}

await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore' });
await run(bin('vite'), ['build', '--logLevel', 'warn']);
const server = await startServer(Number(process.env.BENCH_PORT || 8796), { quiet: true });
const browser = await chromium.launch(CHROMIUM);
const results = [];
try {
  for (const path of PAGES) {
    const url = server.url.slice(0, -1) + path;
    const ssr = await ssrTimes(url);
    const js = await initialJs(browser, url);
    results.push({ path, ...ssr, initialJsGzipBytes: js.gzipBytes, scripts: js.files });
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`\nSSR: ${REQUESTS} sequential requests per page after ${WARMUP} warm-up, local runtime (wrangler dev, built worker)`);
console.log('page            median ms   p95 ms   initial JS (gzip)');
for (const r of results) {
  console.log(
    `${r.path.padEnd(16)}${r.medianMs.toFixed(2).padStart(9)}${r.p95Ms.toFixed(2).padStart(9)}   ${(r.initialJsGzipBytes / 1024).toFixed(1)} KB in ${r.scripts.length} files`,
  );
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify({ date: new Date().toISOString(), requests: REQUESTS, results }, null, 2));
console.log('\nDetails: reports/bench.json');

const over = results.filter((r) => r.initialJsGzipBytes > BUDGET_JS_GZIP);
if (over.length) {
  console.error(`Over the ${BUDGET_JS_GZIP / 1024} KB initial JS budget: ${over.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
