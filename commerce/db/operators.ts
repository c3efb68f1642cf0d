import { DAY, LIMITS, SCOPES } from '../budgets';
import type { AuditEntry, AuditRow, Operator, OperatorListRow, OperatorRole } from '../contract/console/operators';

/** The shop's operators (migration 0111), their sessions and the audit of what they change. */

export type OperatorRow = Operator & {
  pass_salt: string;
  pass_hash: string;
  totp_secret: string | null;
  totp_last_step: number | null;
};

/** An operator who may sign in (not disabled), by e-mail in any case. */
export async function findOperatorByEmail(db: D1Database, email: string): Promise<OperatorRow | null> {
  return db
    .prepare(
      'SELECT id, email, name, role, pass_salt, pass_hash, totp_secret, totp_last_step FROM operators WHERE email = ?1 AND disabled_at IS NULL',
    )
    .bind(email)
    .first<OperatorRow>();
}

/** An operator's two-step state: on (a confirmed secret), and a secret being set up. */
export type TwoStep = { on: boolean; pending: string | null; secret: string | null; last_step: number | null };

export async function readTwoStep(db: D1Database, operatorId: number): Promise<TwoStep> {
  const row = await db
    .prepare('SELECT totp_secret, totp_pending, totp_last_step FROM operators WHERE id = ?1')
    .bind(operatorId)
    .first<{ totp_secret: string | null; totp_pending: string | null; totp_last_step: number | null }>();
  return {
    on: Boolean(row?.totp_secret),
    pending: row?.totp_pending ?? null,
    secret: row?.totp_secret ?? null,
    last_step: row?.totp_last_step ?? null,
  };
}

/** Keeps a secret being set up (replacing any earlier one) until a code confirms it. */
export function pendingTwoStepStatement(db: D1Database, operatorId: number, secret: string): D1PreparedStatement {
  return db.prepare('UPDATE operators SET totp_pending = ?2 WHERE id = ?1').bind(operatorId, secret);
}

/**
 * Turns two-step on with the pending secret (the confirming code's step, claimed by claimTwoStepCode,
 * stays the last used), or off (`secret` null: the used steps are forgotten with the secret).
 */
export function twoStepStatement(db: D1Database, operatorId: number, secret: string | null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE operators SET totp_secret = ?2, totp_pending = NULL,
         totp_last_step = CASE WHEN ?2 IS NULL THEN NULL ELSE totp_last_step END WHERE id = ?1`,
    )
    .bind(operatorId, secret);
}

/**
 * Records that the code of `step` was used, unless a code of that step or a later one was already:
 * true when this call recorded it (a code signs in once, however many requests race).
 */
export async function claimTwoStepCode(db: D1Database, operatorId: number, step: number): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE operators SET totp_last_step = ?2 WHERE id = ?1 AND (totp_last_step IS NULL OR totp_last_step < ?2)',
    )
    .bind(operatorId, step)
    .run();
  return result.meta.changes === 1;
}

export async function listOperators(db: D1Database, now: number): Promise<OperatorListRow[]> {
  // An operator's budgets are kept under `ops:<e-mail>` (commerce/operator-key.ts).
  const count = (scope: string) =>
    `(SELECT COUNT(*) FROM budget_spends WHERE scope = ${scope} AND subject = 'ops:' || email AND at > ?1)`;
  const { results } = await db
    .prepare(
      `SELECT id, email, name, role, totp_secret IS NOT NULL AS two_step, disabled_at, created_at,
       ${count('?2')} AS wrong_codes, ${count('?3')} AS wrong_passwords
       FROM operators ORDER BY disabled_at IS NOT NULL, role, name`,
    )
    .bind(now - DAY, SCOPES.wrongTwoStep, SCOPES.signInAccount)
    .all<Omit<OperatorListRow, 'paused'>>();
  return results.map((row) => ({
    ...row,
    paused:
      row.wrong_codes >= LIMITS.wrongTwoStepCodesPerOperatorDay ||
      row.wrong_passwords >= LIMITS.wrongPasswordsPerAccountDay,
  }));
}

/** Adds an operator (the e-mail must be new: the UNIQUE constraint refuses it otherwise). */
export function createOperatorStatement(
  db: D1Database,
  operator: { email: string; name: string; role: OperatorRole; salt: string; hash: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO operators (email, name, role, pass_salt, pass_hash, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(operator.email, operator.name, operator.role, operator.salt, operator.hash, now);
}

/** Changes an operator's role, or disables (`disabledAt` a moment) or enables (null) them. */
export function updateOperatorStatement(
  db: D1Database,
  operatorId: number,
  change: { role: OperatorRole } | { disabledAt: number | null },
): D1PreparedStatement {
  return 'role' in change
    ? db.prepare('UPDATE operators SET role = ?2 WHERE id = ?1').bind(operatorId, change.role)
    : db.prepare('UPDATE operators SET disabled_at = ?2 WHERE id = ?1').bind(operatorId, change.disabledAt);
}

/** A new password for an operator. */
export function operatorPasswordStatement(
  db: D1Database,
  operatorId: number,
  salt: string,
  hash: string,
): D1PreparedStatement {
  return db.prepare('UPDATE operators SET pass_salt = ?2, pass_hash = ?3 WHERE id = ?1').bind(operatorId, salt, hash);
}

/** Ends every session of an operator (disabled, or given a new password). */
export function endOperatorSessionsStatement(db: D1Database, operatorId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM operator_sessions WHERE operator_id = ?1').bind(operatorId);
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

/** Forgets sessions past their time (each sign-in runs it: there are few). */
export function expiredSessionsStatement(db: D1Database, now: number): D1PreparedStatement {
  return db.prepare('DELETE FROM operator_sessions WHERE expires_at <= ?1').bind(now);
}

/** Ends a session. */
export function endSessionStatement(db: D1Database, tokenHash: string): D1PreparedStatement {
  return db.prepare('DELETE FROM operator_sessions WHERE token_hash = ?1').bind(tokenHash);
}

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

/** The audit, newest first, a page at a time. */
export async function listAudit(db: D1Database, limit: number, offset: number): Promise<AuditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.at, o.name || ' <' || o.email || '>' AS operator, a.action, a.entity, a.entity_id, a.before_json, a.after_json
       FROM ops_audit a LEFT JOIN operators o ON o.id = a.operator_id ORDER BY a.at DESC, a.id DESC LIMIT ?1 OFFSET ?2`,
    )
    .bind(limit, offset)
    .all<AuditRow>();
  return results;
}
