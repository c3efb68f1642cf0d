import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, vi } from 'vitest';
import { SEED_DAY } from './seed-day';

// Each test file gets its own storage: the same migrations and seed as `npm start`.
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
