import type { Member } from '../contract/console/members';
import { auditStatement } from '../db/operators';
import { reinstateStatement, suspendStatements } from '../db/ops-members';

/** A member as their standing changes from it: the suspension the audit entry names as before. */
type Standing = Pick<Member, 'id' | 'suspended_at' | 'suspended_reason'>;

/**
 * Suspends a member at `now` with the operator's reason, signing them out everywhere, in one batch with its
 * audit entry, written only when this batch suspended them (not on a second press or a lost race).
 */
export async function suspendMember(
  db: D1Database,
  member: Standing,
  why: string,
  operatorId: number,
  now: number,
): Promise<void> {
  await changeStanding(db, member, suspendStatements(db, member.id, why, now), why, operatorId, now);
}

/**
 * Lifts a member's suspension, in one batch with its audit entry, written only when this batch reinstated
 * them (not on a second press or a lost race).
 */
export async function reinstateMember(
  db: D1Database,
  member: Standing,
  operatorId: number,
  now: number,
): Promise<void> {
  await changeStanding(db, member, [reinstateStatement(db, member.id)], null, operatorId, now);
}

/**
 * Suspends (`why`, the reason) or reinstates (null) a member at `now`, in one batch with its audit entry,
 * written only when the last statement changed their standing.
 */
async function changeStanding(
  db: D1Database,
  member: Standing,
  statements: D1PreparedStatement[],
  why: string | null,
  operatorId: number,
  now: number,
) {
  await db.batch([
    ...statements,
    auditStatement(
      db,
      {
        operatorId,
        action: why === null ? 'member_reinstate' : 'member_suspend',
        entity: 'member',
        entityId: String(member.id),
        before: { suspended_at: member.suspended_at, reason: member.suspended_reason },
        after: { suspended_at: why === null ? null : now, reason: why },
      },
      now,
      true,
    ),
  ]);
}
