// Applies the D1 migrations and the seed data to the local database (.wrangler/state).
// Safe to run again: applied migrations are skipped and the seed uses INSERT OR REPLACE.
import { readdirSync } from 'node:fs';
import { bin, run, STATE } from './run.mjs';

// The seed, then what only local runs get (the demo operators: a deployed shop never has them).
const SEED_DIRS = ['commerce/seed', 'commerce/seed-local'];

await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE]);
for (const dir of SEED_DIRS) {
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--file', `${dir}/${file}`]);
  }
}
