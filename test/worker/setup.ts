import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { SEED_DAY } from './seed-day';
import { settleRequests } from './worker-fetch';

// The files of a run share one runtime (starting one per file cost 5 s a file; docs/decisions/047), so each
// file first puts back what `npm start` begins with: no table, view or trigger a file before left (D1's own
// `_cf_` ones stay), nothing cached, nothing uploaded; then every migration from empty and the seed.

async function dropSchema(): Promise<void> {
  const { results } = await env.DB.prepare(
    `SELECT type, name FROM sqlite_master
     WHERE type IN ('trigger', 'view', 'table') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
     ORDER BY CASE type WHEN 'trigger' THEN 0 WHEN 'view' THEN 1 ELSE 2 END`,
  ).all<{ type: string; name: string }>();
  if (results.length === 0) return;
  // One transaction; the foreign keys between the tables are checked at its end, when none is left.
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...results.map(({ type, name }) => env.DB.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name}"`)),
  ]);
}

async function emptyCache(): Promise<void> {
  for (let keys = (await env.CACHE.list()).keys; keys.length > 0; keys = (await env.CACHE.list()).keys)
    await Promise.all(keys.map(({ name }) => env.CACHE.delete(name)));
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let objects = (await bucket.list()).objects; objects.length > 0; objects = (await bucket.list()).objects)
    await bucket.delete(objects.map((object) => object.key));
}

await Promise.all([dropSchema(), emptyCache(), emptyBucket(env.REVIEW_PHOTOS), emptyBucket(env.PRODUCT_PHOTOS)]);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEED.map((sql) => env.DB.prepare(sql)));

// The clock starts on the seed's day for every test and runs on from there.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(SEED_DAY);
});
afterEach(() => {
  vi.useRealTimers();
});
// A request's background work finishes in its own file, not in the next one's fresh database.
afterAll(settleRequests);
