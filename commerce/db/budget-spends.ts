/**
 * Budgets: at most `cap` spends of `scope` for `subject` within the last `windowSeconds` (a sliding
 * window). Several budgets may share a scope and subject with different windows (5 in 10 minutes and
 * 20 a day); one spend counts against all of them.
 */
export type Budget = { scope: string; subject: string; cap: number; windowSeconds: number };

/**
 * Spends one unit of every budget, all or none, in one statement, so concurrent requests cannot
 * overdraw: the ids of the rows written (one per scope and subject), or null when a budget is used up.
 */
export async function spendBudgets(db: D1Database, budgets: Budget[], now: number): Promise<number[] | null> {
  if (budgets.length === 0) return [];
  const rows = budgets.map((_, i) => `(?${4 * i + 2}, ?${4 * i + 3}, ?${4 * i + 4}, ?${4 * i + 5})`).join(', ');
  const values = budgets.flatMap((b) => [b.scope, b.subject, b.cap, now - b.windowSeconds]);
  const { results } = await db
    .prepare(
      `WITH wanted (scope, subject, cap, since) AS (VALUES ${rows})
       INSERT INTO budget_spends (scope, subject, at)
       SELECT DISTINCT scope, subject, ?1 FROM wanted
       WHERE NOT EXISTS (
         SELECT 1 FROM wanted w
         WHERE (SELECT COUNT(*) FROM budget_spends s WHERE s.scope = w.scope AND s.subject = w.subject AND s.at > w.since) >= w.cap
       )
       RETURNING id`,
    )
    .bind(now, ...values)
    .all<{ id: number }>();
  return results.length > 0 ? results.map((row) => row.id) : null;
}

/** The spends of a scope and subject since a moment: how many, and when the latest was (0 for none). */
export async function budgetUse(
  db: D1Database,
  scope: string,
  subject: string,
  since: number,
): Promise<{ count: number; last: number }> {
  const row = await db
    .prepare(
      'SELECT COUNT(*) AS count, COALESCE(MAX(at), 0) AS last FROM budget_spends WHERE scope = ?1 AND subject = ?2 AND at > ?3',
    )
    .bind(scope, subject, since)
    .first<{ count: number; last: number }>();
  return { count: row?.count ?? 0, last: row?.last ?? 0 };
}

/** The first of the budgets that is used up, or null (to say which one refused a spend). */
export async function firstFull<B extends Budget>(db: D1Database, budgets: B[], now: number): Promise<B | null> {
  const uses = await db.batch<{ count: number }>(
    budgets.map((b) =>
      db
        .prepare('SELECT COUNT(*) AS count FROM budget_spends WHERE scope = ?1 AND subject = ?2 AND at > ?3')
        .bind(b.scope, b.subject, now - b.windowSeconds),
    ),
  );
  return budgets.find((b, i) => (uses[i]?.results[0]?.count ?? 0) >= b.cap) ?? null;
}

/** Gives spends back (a right password or code is no guess against the budget). */
export async function refundSpends(db: D1Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .prepare(`DELETE FROM budget_spends WHERE id IN (${ids.map((_, i) => `?${i + 1}`).join(', ')})`)
    .bind(...ids)
    .run();
}

/** Forgets the spends of a scope for one subject, or (`{ prefix: true }`) for every subject starting with it. */
export async function forgetSpends(
  db: D1Database,
  scope: string,
  subject: string,
  options: { prefix?: boolean } = {},
): Promise<void> {
  await forgetStatement(db, scope, subject, options).run();
}

/** The statement of `forgetSpends` (to batch with others). */
export function forgetStatement(
  db: D1Database,
  scope: string,
  subject: string,
  options: { prefix?: boolean } = {},
): D1PreparedStatement {
  const match = options.prefix ? 'substr(subject, 1, length(?2)) = ?2' : 'subject = ?2';
  return db.prepare(`DELETE FROM budget_spends WHERE scope = ?1 AND ${match}`).bind(scope, subject);
}

/** Records one spend with no cap (a fact to count, such as a wrong password). */
export function recordStatement(db: D1Database, scope: string, subject: string, now: number): D1PreparedStatement {
  return db.prepare('INSERT INTO budget_spends (scope, subject, at) VALUES (?1, ?2, ?3)').bind(scope, subject, now);
}

/** Records one spend with no cap (a fact to remember, such as a sign-in), replacing the subject's earlier ones. */
export function markStatement(db: D1Database, scope: string, subject: string, now: number): D1PreparedStatement[] {
  return [forgetStatement(db, scope, subject), recordStatement(db, scope, subject, now)];
}

/** Forgets spends older than every window: those before `before`, and of `longScope` before `longBefore`. */
export async function forgetOldSpends(
  db: D1Database,
  before: number,
  longScope: string,
  longBefore: number,
): Promise<void> {
  await db
    .prepare('DELETE FROM budget_spends WHERE at <= ?1 AND (scope <> ?2 OR at <= ?3)')
    .bind(before, longScope, longBefore)
    .run();
}
