import type { Member } from '../contract/console/members';
import { auditStatement } from '../db/operators';
import { liftPauseStatements } from '../db/pauses';

/**
 * Lifts what is held against a member's sign-in (liftPauseStatements: their wrong passwords and codes, and
 * today's texted codes), with its audit entry (the wrong passwords counted before) in one batch.
 */
export async function unlockMember(
  db: D1Database,
  member: Pick<Member, 'id' | 'mobile' | 'wrongPasswords'>,
  operatorId: number,
  now: number,
): Promise<void> {
  await db.batch([
    ...liftPauseStatements(db, member.mobile),
    auditStatement(
      db,
      {
        operatorId,
        action: 'member_unlock',
        entity: 'member',
        entityId: String(member.id),
        before: { wrongPasswords: member.wrongPasswords },
        after: { wrongPasswords: 0 },
      },
      now,
    ),
  ]);
}
