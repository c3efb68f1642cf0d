// npm run load: autocannon against the built shop (as `npm start` serves it): 50 connections,
// 30 s on each target, the member pages signed in as the demo shopper. Fails on any error, timeout or non-2xx answer.
import autocannon from 'autocannon';
import { buildShop } from './build-shop.mjs';
import { demoSession } from './demo-session.mjs';
import { run, startServer } from './run.mjs';

const TARGETS = ['/', '/products', '/products/1', '/api/goodscategory'];
const MEMBER_TARGETS = ['/accounts', '/carts'];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS || 30);

await run('node', ['scripts/db-setup.mjs'], { stdio: 'ignore' });
await buildShop();
const server = await startServer(Number(process.env.LOAD_PORT || 8793), { quiet: true });
const rows = [];
try {
  const origin = server.url.slice(0, -1);
  const cookie = await demoSession(origin);
  const targets = [
    ...TARGETS.map((path) => ({ path, headers: {} })),
    ...MEMBER_TARGETS.map((path) => ({ path, headers: { cookie } })),
  ];
  for (const { path, headers } of targets) {
    const result = await autocannon({ url: origin + path, connections: CONNECTIONS, duration: SECONDS, headers });
    rows.push({
      path: headers.cookie ? `${path} (signed in)` : path,
      requests: result.requests.total,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    });
  }
} finally {
  server.stop();
}

console.log(`\nLoad: ${CONNECTIONS} connections, ${SECONDS} s per target`);
console.log('target                 requests   req/s    p99 ms   errors   non-2xx');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(22)}${String(r.requests).padStart(9)}${r.rps.toFixed(0).padStart(8)}${String(r.p99).padStart(10)}${String(r.errors).padStart(9)}${String(r.non2xx).padStart(10)}`,
  );
}
const failed = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
if (failed.length) {
  console.error(`Errors or non-2xx answers on: ${failed.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
