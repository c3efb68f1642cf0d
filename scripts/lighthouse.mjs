// Lighthouse (mobile defaults, simulated throttling) on home, product list and product detail in
// both languages, in Debian's Chromium, through the edge's gzip (scripts/edge-gzip.mjs) as shoppers
// get the pages in production. Each page is measured RUNS times and judged by the run with the median
// performance score. Writes reports/lighthouse.json; fails under the budgets.
//
// The performance budget is a regression floor for this 2-core host, not the score a phone would give:
// here Chrome's renderer main thread is on the CPU for about 40 % of its tasks' wall time (Chrome's own
// tracing and software compositing share the two cores), and Lighthouse multiplies the wall time by 4, so
// a page with no JavaScript at all scores 77-95 from one run to the next. The report keeps, for every run,
// that on-CPU share and Lighthouse's benchmark index, so a score can be read against the host it came from.
// LCP and CLS come mostly from Lighthouse's network simulation and move less: LCP has been 1.75-2.4 s
// here (budget 3 s, above the host's swing), CLS 0 (budget 0.1).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildShop } from './build-shop.mjs';
import { CHROMIUM } from './chromium.mjs';
import { startEdgeGzip } from './edge-gzip.mjs';
import { run, startServer } from './run.mjs';

const PAGES = ['/', '/products', '/products/1', '/kh', '/kh/products', '/kh/products/1'];
const BUDGET = { performance: 70, accessibility: 100, 'best-practices': 100, seo: 100 };
const METRIC_BUDGET = { lcpMs: 3000, cls: 0.1 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);

/** The share of its top-level tasks' wall time the page's main thread spent on the CPU, from the run's trace. */
async function onCpuShare(trace) {
  const processed = await TraceProcessor.processTrace(trace);
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  const top = tasks.filter((task) => !task.parent);
  const wall = top.reduce((sum, task) => sum + task.duration, 0);
  const cpu = top.reduce((sum, task) => sum + (task.event.tdur ?? 0) / 1000, 0);
  return wall > 0 ? Number((cpu / wall).toFixed(2)) : null;
}

await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore' });
await buildShop();
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
      const { lhr, artifacts } = await lighthouse(edge.origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGET),
      });
      if (lhr.runtimeError) console.error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      else runs.push(Object.assign(lhr, { onCpu: await onCpuShare(artifacts.Trace) }));
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
      tbtRuns: runs.map((run) => Math.round(run.audits['total-blocking-time']?.numericValue ?? Number.NaN)),
      onCpuRuns: runs.map((run) => run.onCpu),
      benchmarkIndexRuns: runs.map((run) => Math.round(run.environment.benchmarkIndex)),
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
  JSON.stringify({ date: new Date().toISOString(), budget: { ...BUDGET, ...METRIC_BUDGET }, results }, null, 2),
);
console.log(
  `\nLighthouse (mobile, simulated throttling; the median of ${RUNS} runs, every run's performance in brackets)`,
);
console.log('page              perf  a11y  b.p.   seo   LCP ms    CLS   TBT ms  runs (perf; main thread on CPU)');
for (const r of results) {
  const s = r.scores;
  console.log(
    `${r.path.padEnd(16)}${String(s.performance).padStart(6)}${String(s.accessibility).padStart(6)}${String(s['best-practices']).padStart(6)}${String(s.seo).padStart(6)}${String(r.lcpMs).padStart(9)}${String(r.cls).padStart(7)}${String(r.tbtMs).padStart(9)}  [${r.performanceRuns.join(', ')}; ${r.onCpuRuns.join(', ')}]`,
  );
}
console.log('Details: reports/lighthouse.json');
const under = results.filter(
  (r) =>
    Object.entries(BUDGET).some(([id, min]) => r.scores[id] < min) ||
    Object.entries(METRIC_BUDGET).some(([id, max]) => !(r[id] <= max)),
);
if (under.length) {
  for (const r of under)
    console.error(`${r.path} is under budget; failing audits: ${r.failingAudits.join(', ') || 'see the report'}`);
  process.exit(1);
}
