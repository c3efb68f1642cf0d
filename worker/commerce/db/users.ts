/** Shopper accounts. */

export type UserRow = { id: number; mobile: string; name: string; email: string | null; pass_salt: string; pass_hash: string };

export async function findUserByMobile(db: D1Database, mobile: string): Promise<UserRow | null> {
  return db.prepare('SELECT id, mobile, name, email, pass_salt, pass_hash FROM users WHERE mobile = ?1').bind(mobile).first<UserRow>();
}

export async function getUser(db: D1Database, id: number): Promise<UserRow | null> {
  return db.prepare('SELECT id, mobile, name, email, pass_salt, pass_hash FROM users WHERE id = ?1').bind(id).first<UserRow>();
}
