import { auditStatement } from '../db/operators';
import { readBakongRail, tokenSetStatement } from '../db/ops-payments';

/**
 * Records that an owner set the Bakong developer token at `now` (its 90 days count from here), in one batch
 * with its audit entry (the day it was set before, and now).
 */
export async function recordBakongToken(db: D1Database, operatorId: number, now: number): Promise<void> {
  const before = await readBakongRail(db);
  await db.batch([
    tokenSetStatement(db, now),
    auditStatement(
      db,
      {
        operatorId,
        action: 'bakong_token_set',
        entity: 'payment_rail',
        entityId: 'bakong',
        before: { token_set_at: before.token_set_at },
        after: { token_set_at: now },
      },
      now,
    ),
  ]);
}
