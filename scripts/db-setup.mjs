// Applies the D1 migrations and the seed data to the local database (.wrangler/state).
// Safe to run again: applied migrations are skipped and the seed uses INSERT OR REPLACE.
import { readdirSync } from 'node:fs';
import { bin, run, STATE } from './run.mjs';

const SEED_DIR = 'worker/commerce/seed';

await run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE]);
for (const file of readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  await run(bin('wrangler'), [
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    STATE,
    '--file',
    `${SEED_DIR}/${file}`,
  ]);
}
