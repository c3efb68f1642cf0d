import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { clientAssets } from './scripts/vite-client-assets.ts';

/** The seed, then what only local runs and tests get (the demo operators). */
const SEED_DIRS = ['commerce/seed', 'commerce/seed-local'];

/** The seed files as single statements (each ends with `;` at the end of a line). */
function readSeed(): string[] {
  return SEED_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => `${dir}/${file}`),
  )
    .flatMap((file) => readFileSync(file, 'utf8').split(/;\s*$/m))
    .map((sql) => sql.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

export default defineConfig(async () => ({
  test: {
    projects: [
      {
        test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.ts'] },
      },
      {
        plugins: [
          clientAssets(),
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('commerce/migrations'),
                TEST_SEED: readSeed(),
                // The payment callback's secret (a secret in production, .dev.vars locally).
                PAYMENT_CALLBACK_SECRET: 'test-callback-secret',
                // Off in wrangler.toml (deployments); the tests pay through the sandbox like .dev.vars locally.
                PAYMENT_SANDBOX: '1',
                // Tests write KV and expect the next request to see it; test/worker/memory-cache.test.ts turns it on.
                ISOLATE_CACHE_MS: '0',
                // Off with it; test/worker/guest-page-cache.test.ts turns both on.
                GUEST_PAGE_MS: '0',
                // Off, as deployments have it, whatever a local .dev.vars says; test/worker/cron.test.ts turns it on.
                LOCAL_CRON: '',
                // Every request's log line: test/worker/request-log.test.ts and the D1 counts read them.
                REQUEST_LOG_SAMPLE: '1',
                // The operator's secret is test/commerce/operator.test.ts's OPERATOR_SECRET; the worker keeps its hash.
                OPERATOR_SECRET_HASH: createHash('sha256').update('test-operator-secret-0123456789').digest('hex'),
              },
            },
          }),
        ],
        test: {
          name: 'worker',
          // One runtime per worker process for all its files, each file starting from the seed
          // (test/worker/setup.ts): a runtime per file cost 5 s a file (docs/decisions/047).
          isolate: false,
          maxWorkers: 2,
          // A test that takes four times its usual second on a busy machine is slow, not wrong; the ones slow
          // by design say so themselves.
          testTimeout: 20_000,
          include: ['test/worker/**/*.test.ts', 'test/worker/**/*.test.tsx', 'test/commerce/**/*.test.ts'],
          setupFiles: ['test/worker/setup.ts'],
        },
      },
    ],
  },
}));
