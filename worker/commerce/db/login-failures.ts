/** Sign-in lockout: five failures for one mobile within 15 minutes lock it for 15 minutes. */

export const LOCK_WINDOW_SECONDS = 15 * 60;
export const LOCK_AFTER_FAILURES = 5;

/** Until when (Unix seconds) the mobile is locked, or 0. */
export async function lockedUntil(db: D1Database, mobile: string, now: number): Promise<number> {
  const row = await db
    .prepare('SELECT locked_until FROM login_locks WHERE mobile = ?1 AND locked_until > ?2')
    .bind(mobile, now)
    .first<{ locked_until: number }>();
  return row?.locked_until ?? 0;
}

/** Records a failure (forgetting those older than the window); the fifth in the window locks the mobile. True when now locked. */
export async function recordFailure(db: D1Database, mobile: string, now: number): Promise<boolean> {
  const [, , lock] = await db.batch([
    db
      .prepare('DELETE FROM login_failures WHERE mobile = ?1 AND failed_at <= ?2 - ?3')
      .bind(mobile, now, LOCK_WINDOW_SECONDS),
    db.prepare('INSERT INTO login_failures (mobile, failed_at) VALUES (?1, ?2)').bind(mobile, now),
    db
      .prepare(
        `INSERT INTO login_locks (mobile, locked_until)
         SELECT ?1, ?2 + ?3 WHERE (SELECT COUNT(*) FROM login_failures WHERE mobile = ?1 AND failed_at > ?2 - ?3) >= ?4
         ON CONFLICT (mobile) DO UPDATE SET locked_until = excluded.locked_until RETURNING locked_until`,
      )
      .bind(mobile, now, LOCK_WINDOW_SECONDS, LOCK_AFTER_FAILURES),
  ]);
  return (lock?.results.length ?? 0) > 0;
}

/** Forgets the failures of a mobile after a successful sign-in. */
export async function clearFailures(db: D1Database, mobile: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM login_failures WHERE mobile = ?1').bind(mobile),
    db.prepare('DELETE FROM login_locks WHERE mobile = ?1').bind(mobile),
  ]);
}
