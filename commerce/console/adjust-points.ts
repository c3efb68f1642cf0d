import type { Member } from '../contract/console/members';
import { auditStatement } from '../db/operators';
import { adjustmentStatement } from '../db/ops-members';
import { randomSecret } from '../secrets';

/**
 * Adjusts a member's points by an operator's checked amount and reason, as a ledger row with its audit
 * entry (the balance before and after) in one batch. `belowZero`: another adjustment landed first and this
 * one would take the balance below 0, so nothing was written (the entry only follows a written row).
 */
export async function adjustPoints(
  db: D1Database,
  member: Pick<Member, 'id' | 'balance'>,
  points: number,
  reason: string,
  operatorId: number,
  now: number,
): Promise<'adjusted' | 'belowZero'> {
  const [written] = await db.batch([
    adjustmentStatement(db, member.id, points, reason, `ops-${now}-${randomSecret(4)}`, now),
    auditStatement(
      db,
      {
        operatorId,
        action: 'points_adjust',
        entity: 'member',
        entityId: String(member.id),
        before: { balance: member.balance },
        after: { balance: member.balance + points, points, reason },
      },
      now,
      true,
    ),
  ]);
  return written?.meta.changes ? 'adjusted' : 'belowZero';
}
