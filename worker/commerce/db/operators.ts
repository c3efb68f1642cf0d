/** The shop's operators (migration 0111), their sessions and the audit of what they change. */

export type OperatorRole = 'owner' | 'staff';

export type Operator = { id: number; email: string; name: string; role: OperatorRole };

export type OperatorRow = Operator & { pass_salt: string; pass_hash: string; totp_secret: string | null };

/** An operator who may sign in (not disabled), by e-mail in any case. */
export async function findOperatorByEmail(db: D1Database, email: string): Promise<OperatorRow | null> {
  return db
    .prepare(
      'SELECT id, email, name, role, pass_salt, pass_hash, totp_secret FROM operators WHERE email = ?1 AND disabled_at IS NULL',
    )
    .bind(email)
    .first<OperatorRow>();
}

/** Starts a session: stores the token's hash until `expiresAt`. */
export function sessionStatement(
  db: D1Database,
  tokenHash: string,
  operatorId: number,
  now: number,
  expiresAt: number,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO operator_sessions (token_hash, operator_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(tokenHash, operatorId, now, expiresAt);
}

/** The operator a live session belongs to (not expired, not disabled), or null. */
export async function operatorBySession(db: D1Database, tokenHash: string, now: number): Promise<Operator | null> {
  return db
    .prepare(
      `SELECT o.id, o.email, o.name, o.role FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE s.token_hash = ?1 AND s.expires_at > ?2 AND o.disabled_at IS NULL`,
    )
    .bind(tokenHash, now)
    .first<Operator>();
}

/** Ends a session. */
export function endSessionStatement(db: D1Database, tokenHash: string): D1PreparedStatement {
  return db.prepare('DELETE FROM operator_sessions WHERE token_hash = ?1').bind(tokenHash);
}

/** One audit entry: who did what to which record, and the record before and after (null where there is none). */
export type AuditEntry = {
  operatorId: number;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

/**
 * The statement that records an audit entry: batched with the change it describes, so neither lands alone.
 * `afterChange`: only if the statement just before it in the batch changed a row (`changes()`), for a
 * change that may find nothing to do (an order already moved by someone else); it leaves `changes()` as
 * it found it, 1 or 0, so statements after it may ask too.
 */
export function auditStatement(
  db: D1Database,
  entry: AuditEntry,
  now: number,
  afterChange = false,
): D1PreparedStatement {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  return db
    .prepare(
      `INSERT INTO ops_audit (operator_id, at, action, entity, entity_id, before_json, after_json)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${afterChange ? 'changes() > 0' : '1'}`,
    )
    .bind(entry.operatorId, now, entry.action, entry.entity, entry.entityId, json(entry.before), json(entry.after));
}

export type AuditRow = {
  id: number;
  at: number;
  operator: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
};

/** The audit, newest first, a page at a time. */
export async function listAudit(db: D1Database, limit: number, offset: number): Promise<AuditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.at, o.name || ' <' || o.email || '>' AS operator, a.action, a.entity, a.entity_id, a.before_json, a.after_json
       FROM ops_audit a JOIN operators o ON o.id = a.operator_id ORDER BY a.at DESC, a.id DESC LIMIT ?1 OFFSET ?2`,
    )
    .bind(limit, offset)
    .all<AuditRow>();
  return results;
}
