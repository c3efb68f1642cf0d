/** Login tickets and API tokens, stored only as SHA-256 hashes. */

export type AuthUser = { id: number; name: string; mobile: string; email: string | null };

export const TICKET_TTL_SECONDS = 120;
export const TOKEN_TTL_SECONDS = 30 * 86_400;

/** Stores a single-use login ticket for a user, valid for two minutes. */
export async function createTicket(db: D1Database, ticketHash: string, userId: number, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO login_tickets (ticket_hash, user_id, expires_at) VALUES (?1, ?2, ?3)')
    .bind(ticketHash, userId, now + TICKET_TTL_SECONDS)
    .run();
}

/** Marks the ticket used, in one statement; true only for an unused, unexpired ticket of that user. */
export async function consumeTicket(db: D1Database, ticketHash: string, userId: number, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE login_tickets SET used_at = ?3
       WHERE ticket_hash = ?1 AND user_id = ?2 AND used_at IS NULL AND expires_at > ?3 RETURNING user_id`,
    )
    .bind(ticketHash, userId, now)
    .first<{ user_id: number }>();
  return row !== null;
}

/**
 * Stores a token (by hash) for a user, valid for 30 days; none for a suspended user (a sign-in checked just
 * before the console suspended them stores nothing). True when it was stored.
 */
export async function createToken(db: D1Database, tokenHash: string, userId: number, now: number): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `INSERT INTO tokens (token_hash, user_id, created_at, expires_at)
       SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?2 AND suspended_at IS NULL)`,
    )
    .bind(tokenHash, userId, now, now + TOKEN_TTL_SECONDS)
    .run();
  return meta.changes > 0;
}

/**
 * The shopper a live token belongs to, or null when it is unknown, expired or revoked. A member from
 * social sign-in who has not given a mobile yet has '' (their row holds a placeholder, see db/social-links.ts).
 */
export async function findTokenUser(db: D1Database, tokenHash: string, now: number): Promise<AuthUser | null> {
  return db.prepare(tokenUserSql('?2')).bind(tokenHash, now).first<AuthUser>();
}

/** The shopper of the live token whose hash is ?1, at the time `now` (an SQL parameter). */
export function tokenUserSql(now: string): string {
  return `SELECT u.id, u.name, CASE WHEN u.mobile LIKE 'social:%' THEN '' ELSE u.mobile END AS mobile, u.email FROM tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = ?1 AND t.revoked_at IS NULL AND t.expires_at > ${now}`;
}

/** The id of the shopper of the live token whose hash is ?1, as an SQL expression, at the time `now` (an SQL parameter). */
export function tokenUserIdSql(now: string): string {
  return `(SELECT t.user_id FROM tokens t WHERE t.token_hash = ?1 AND t.revoked_at IS NULL AND t.expires_at > ${now})`;
}

/** Revokes one token (logout). */
export async function revokeToken(db: D1Database, tokenHash: string, now: number): Promise<void> {
  await db
    .prepare('UPDATE tokens SET revoked_at = ?2 WHERE token_hash = ?1 AND revoked_at IS NULL')
    .bind(tokenHash, now)
    .run();
}

/** Revokes every token of a user (password change or reset). */
export function revokeUserTokensStatement(db: D1Database, userId: number, now: number): D1PreparedStatement {
  return db.prepare('UPDATE tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL').bind(userId, now);
}
