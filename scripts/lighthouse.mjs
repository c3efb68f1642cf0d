// Lighthouse (mobile defaults, simulated throttling) on home, product list and product detail in
// both languages, in Debian's Chromium, through the edge's gzip (scripts/edge-gzip.mjs) as shoppers
// get the pages in production. Each page is measured RUNS times and judged by the run with the median
// performance score: one run on a busy 2-core machine can score 10 points under the next. Writes
// reports/lighthouse.json; fails under the budgets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM } from './chromium.mjs';
import { startEdgeGzip } from './edge-gzip.mjs';
import { bin, run, startServer } from './run.mjs';

const PAGES = ['/', '/products', '/products/1', '/kh', '/kh/products', '/kh/products/1'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);

await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore' });
await run(bin('vite'), ['build', '--logLevel', 'warn']);
const server = await startServer(Number(process.env.LIGHTHOUSE_PORT || 8792), { quiet: true });
const edge = await startEdgeGzip(server.url);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.executablePath, chromeFlags: CHROMIUM.args });
const results = [];
try {
  for (const path of PAGES) {
    // A first visit warms the KV category cache, as any visitor before this one would have.
    await fetch(edge.origin + path).then((r) => r.arrayBuffer());
    // A run Lighthouse itself could not record (NO_NAVSTART, now and then) is run again, twice at most.
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      const { lhr } = await lighthouse(edge.origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGET),
      });
      if (lhr.runtimeError) console.error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      else runs.push(lhr);
    }
    if (runs.length === 0) throw new Error(`${path}: Lighthouse recorded no run`);
    const performance = (run) => run.categories.performance?.score ?? 0;
    const lhr = [...runs].sort((a, b) => performance(a) - performance(b))[Math.floor(runs.length / 2)];
    const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    results.push({
      path,
      scores: Object.fromEntries(Object.keys(BUDGET).map((id) => [id, score(id)])),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(metric('total-blocking-time')),
      performanceRuns: runs.map((run) => Math.round(performance(run) * 100)),
      failingAudits: failing,
    });
  }
} finally {
  await chrome.kill();
  edge.stop();
  server.stop();
}

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/lighthouse.json',
  JSON.stringify({ date: new Date().toISOString(), budget: BUDGET, results }, null, 2),
);
console.log(
  `\nLighthouse (mobile, simulated throttling; the median of ${RUNS} runs, every run's performance in brackets)`,
);
console.log('page              perf  a11y  b.p.   seo   LCP ms    CLS   TBT ms  runs');
for (const r of results) {
  const s = r.scores;
  console.log(
    `${r.path.padEnd(16)}${String(s.performance).padStart(6)}${String(s.accessibility).padStart(6)}${String(s['best-practices']).padStart(6)}${String(s.seo).padStart(6)}${String(r.lcpMs).padStart(9)}${String(r.cls).padStart(7)}${String(r.tbtMs).padStart(9)}  [${r.performanceRuns.join(', ')}]`,
  );
}
console.log('Details: reports/lighthouse.json');
const under = results.filter((r) => Object.entries(BUDGET).some(([id, min]) => r.scores[id] < min));
if (under.length) {
  for (const r of under)
    console.error(`${r.path} is under budget; failing audits: ${r.failingAudits.join(', ') || 'see the report'}`);
  process.exit(1);
}
