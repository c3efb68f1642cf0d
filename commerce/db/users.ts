/** Shopper accounts. */

export type UserRow = {
  id: number;
  mobile: string;
  name: string;
  email: string | null;
  pass_salt: string;
  pass_hash: string;
  /** When the console suspended the account (migration 0124), or null. */
  suspended_at: number | null;
};

export async function findUserByMobile(db: D1Database, mobile: string): Promise<UserRow | null> {
  return db
    .prepare('SELECT id, mobile, name, email, pass_salt, pass_hash, suspended_at FROM users WHERE mobile = ?1')
    .bind(mobile)
    .first<UserRow>();
}

/** Creates a shopper; null when the mobile is already registered. */
export async function createUser(
  db: D1Database,
  user: { mobile: string; name: string; salt: string; hash: string },
  now: number,
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO users (mobile, name, pass_salt, pass_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (mobile) DO NOTHING RETURNING id`,
    )
    .bind(user.mobile, user.name, user.salt, user.hash, now)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Sets a new password hash. Run with the revocation of the user's tokens (revokeUserTokensStatement). */
export function setPasswordStatement(db: D1Database, userId: number, salt: string, hash: string): D1PreparedStatement {
  return db.prepare('UPDATE users SET pass_salt = ?2, pass_hash = ?3 WHERE id = ?1').bind(userId, salt, hash);
}

/** Updates the name, email or mobile; false when the new mobile belongs to someone else. */
export async function updateProfile(
  db: D1Database,
  userId: number,
  fields: { name?: string; email?: string; mobile?: string },
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE OR IGNORE users SET name = COALESCE(?2, name), email = COALESCE(?3, email), mobile = COALESCE(?4, mobile)
       WHERE id = ?1 RETURNING id`,
    )
    .bind(userId, fields.name ?? null, fields.email ?? null, fields.mobile ?? null)
    .first();
  return row !== null;
}
