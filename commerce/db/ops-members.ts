import { DAY, LIMITS, SCOPES } from '../budgets';
import type { Member, MemberHit, MemberOrder } from '../contract/console/members';
import { pointsSummaryOf, pointsSummarySql, type PointsSummaryRow } from './points';
import { revokeUserTokensStatement } from './tokens';

/** Members (shoppers) as the console's members section reads and changes them. */

const MEMBER_HITS = 20;

/**
 * Shoppers whose mobile is `mobile` (the API's form, when the search reads as one) or whose name
 * contains `text` (any case), newest accounts first.
 */
export async function findMembers(db: D1Database, mobile: string | null, text: string): Promise<MemberHit[]> {
  const { results } = await db
    .prepare(
      `SELECT id, mobile, name, email, suspended_at FROM users
       WHERE mobile = ?1 OR (?2 <> '' AND instr(lower(name), lower(?2)) > 0)
       ORDER BY id DESC LIMIT ?3`,
    )
    .bind(mobile, text, MEMBER_HITS)
    .all<MemberHit>();
  return results;
}

/** A member's account, points, latest orders and ledger, and the sign-in budget held against them, in one batch. */
export async function readMember(db: D1Database, id: number, now: number): Promise<Member | null> {
  const [user, points, orders, ledger] = await db.batch([
    db
      .prepare('SELECT id, mobile, name, email, created_at, suspended_at, suspended_reason FROM users WHERE id = ?1')
      .bind(id),
    db.prepare(pointsSummarySql('?1')).bind(id, ''),
    db
      .prepare(
        'SELECT id, state, total_cents, created_at, delivery FROM orders WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 20',
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, kind, ref, points, note, created_at FROM points_ledger WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 30',
      )
      .bind(id),
  ]);
  const row = user?.results[0] as (MemberHit & { created_at: number; suspended_reason: string | null }) | undefined;
  if (!row) return null;
  const wrong = await db
    .prepare('SELECT COUNT(*) AS n FROM budget_spends WHERE scope = ?1 AND subject = ?2 AND at > ?3')
    .bind(SCOPES.signInAccount, row.mobile, now - DAY)
    .first<{ n: number }>();
  const summary = pointsSummaryOf(points?.results[0] as PointsSummaryRow | undefined);
  const wrongPasswords = wrong?.n ?? 0;
  return {
    ...row,
    balance: summary.balance,
    earned: summary.earned,
    orders: (orders?.results ?? []) as MemberOrder[],
    ledger: (ledger?.results ?? []) as Member['ledger'],
    wrongPasswords,
    paused: wrongPasswords >= LIMITS.wrongPasswordsPerAccountDay,
  };
}

/**
 * The ledger row of an operator's adjustment (`ref` unique per adjustment), written only if the balance
 * stays at 0 or above however many adjustments race: batch its audit entry after it with `afterChange`.
 */
export function adjustmentStatement(
  db: D1Database,
  userId: number,
  points: number,
  note: string,
  ref: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO points_ledger (user_id, kind, ref, points, note, created_at)
       SELECT ?1, 'adjustment', ?2, ?3, ?4, ?5
       WHERE (SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE user_id = ?1) + ?3 >= 0`,
    )
    .bind(userId, ref, points, note, now);
}

/**
 * The statements that revoke every session of member `id` and suspend them (migration 0124) with the
 * operator's reason; the last statement's changes are 0 when they already were suspended.
 */
export function suspendStatements(db: D1Database, id: number, reason: string, now: number): D1PreparedStatement[] {
  return [
    revokeUserTokensStatement(db, id, now),
    db
      .prepare('UPDATE users SET suspended_at = ?2, suspended_reason = ?3 WHERE id = ?1 AND suspended_at IS NULL')
      .bind(id, now, reason),
  ];
}

/** The statement that lifts member `id`'s suspension (changes 0 when they were not suspended). */
export function reinstateStatement(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare('UPDATE users SET suspended_at = NULL, suspended_reason = NULL WHERE id = ?1 AND suspended_at IS NOT NULL')
    .bind(id);
}
