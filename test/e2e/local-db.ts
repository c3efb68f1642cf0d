import { execFileSync } from 'node:child_process';

/** The local D1 the shop under test persists to: scripts/e2e.mjs gives each run a fresh one (D1_STATE). */
const STATE = process.env.D1_STATE ?? '.wrangler/state';

/**
 * Runs SQL (or, with `--file`, the SQL file it names) on the shop's local D1 and returns wrangler's JSON answer: a suite puts the demo shopper's
 * data back the way it expects (both projects, phone and desktop, share one database), or reads what
 * only the database holds.
 */
export function runLocalSql(command: string, from: '--command' | '--file' = '--command'): string {
  // The running shop writes to the same SQLite file: a write of ours can meet its lock. Three tries.
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(
        'node_modules/.bin/wrangler',
        ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', from, command],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
        },
      );
    } catch (error) {
      if (attempt === 3) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
    }
  }
}

/** Forgets the demo shopper's review of the seeded completed order (order 1, item 1), its photos' rows and its points. */
export function forgetSeededReview(): void {
  runLocalSql(
    `DELETE FROM review_photos WHERE review_id IN (SELECT id FROM reviews WHERE order_item_id = 1);
     DELETE FROM reviews WHERE order_item_id = 1;
     DELETE FROM points_ledger WHERE user_id = 1 AND kind = 'review' AND ref = 'order-item-1'`,
  );
}

/** Forgets the demo shopper's saved products and followed shops. */
export function forgetSavesAndFollows(): void {
  runLocalSql('DELETE FROM saved_products WHERE user_id = 1; DELETE FROM merchant_follows WHERE user_id = 1');
}
