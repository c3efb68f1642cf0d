import { execFileSync } from 'node:child_process';

/**
 * Runs SQL on the local D1 the shop under test persists to (.wrangler/state): a suite puts the demo
 * shopper's data back the way it expects, since every run shares that database.
 */
export function runLocalSql(command: string): void {
  execFileSync('node_modules/.bin/wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', '.wrangler/state', '--command', command], {
    stdio: 'ignore',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
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
