import { auditStatement, endSessionStatement, expiredSessionsStatement, sessionStatement } from '../db/operators';
import { randomSecret, sha256Hex } from '../secrets';

/** The audit entry of an operator signing in or out: who, and nothing before or after. */
const signedEntry = (db: D1Database, action: 'sign_in' | 'sign_out', operatorId: number, now: number) =>
  auditStatement(
    db,
    { operatorId, action, entity: 'operator', entityId: String(operatorId), before: null, after: null },
    now,
  );

/**
 * Starts a session for an operator whose password (and code, where two-step is on) the caller checked
 * (decision 020): a new token, kept only as its hash until `expiresAt`, in one batch that ends the session
 * the browser had (`previous`, its token, if any), forgets sessions past their time and records the sign-in.
 * Returns the token, for the browser's cookie.
 */
export async function signOperatorIn(
  db: D1Database,
  session: { previous: string | undefined; expiresAt: number },
  operatorId: number,
  now: number,
): Promise<string> {
  const token = randomSecret();
  await db.batch([
    // A new session replaces the one this browser had, and sessions past their time go.
    ...(session.previous ? [endSessionStatement(db, await sha256Hex(session.previous))] : []),
    expiredSessionsStatement(db, now),
    sessionStatement(db, await sha256Hex(token), operatorId, now, session.expiresAt),
    signedEntry(db, 'sign_in', operatorId, now),
  ]);
  return token;
}

/** Ends the session of `token` (the browser's cookie) of a signed-in operator, with its audit entry, in one batch. */
export async function signOperatorOut(db: D1Database, token: string, operatorId: number, now: number): Promise<void> {
  await db.batch([endSessionStatement(db, await sha256Hex(token)), signedEntry(db, 'sign_out', operatorId, now)]);
}
