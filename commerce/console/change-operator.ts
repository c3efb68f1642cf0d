import type { OperatorListRow, OperatorRole } from '../contract/console/operators';
import {
  auditStatement,
  endOperatorSessionsStatement,
  operatorPasswordStatement,
  twoStepStatement,
  updateOperatorStatement,
} from '../db/operators';
import { liftPauseStatements } from '../db/pauses';
import { operatorKey } from './operator-key';
import { hashPassword, randomSecret } from '../secrets';

/** An operator as the owners' list showed them when the change was asked: what the audit names as before. */
type Target = Pick<OperatorListRow, 'id' | 'email' | 'role' | 'disabled_at' | 'wrong_codes' | 'wrong_passwords'>;

/** Runs an owner's change to `target` in one batch with its audit entry (`before` and `after` the change). */
async function changeOperator(
  db: D1Database,
  target: Target,
  statements: D1PreparedStatement[],
  action: string,
  change: { before: unknown; after: unknown },
  operatorId: number,
  now: number,
): Promise<void> {
  await db.batch([
    ...statements,
    auditStatement(db, { operatorId, action, entity: 'operator', entityId: String(target.id), ...change }, now),
  ]);
}

/** Gives another operator the role of `role` (some console sections and moves are an owner's only). */
export async function setOperatorRole(
  db: D1Database,
  target: Target,
  role: OperatorRole,
  operatorId: number,
  now: number,
): Promise<void> {
  await changeOperator(
    db,
    target,
    [updateOperatorStatement(db, target.id, { role })],
    'operator_role',
    { before: { role: target.role }, after: { role } },
    operatorId,
    now,
  );
}

/** Disables another operator at `now`: they cannot sign in, and every session of theirs ends in the same batch. */
export async function disableOperator(db: D1Database, target: Target, operatorId: number, now: number): Promise<void> {
  await changeOperator(
    db,
    target,
    [updateOperatorStatement(db, target.id, { disabledAt: now }), endOperatorSessionsStatement(db, target.id)],
    'operator_disable',
    { before: { disabled: Boolean(target.disabled_at) }, after: { disabled: true } },
    operatorId,
    now,
  );
}

/** Enables a disabled operator again: they may sign in with the password they had. */
export async function enableOperator(db: D1Database, target: Target, operatorId: number, now: number): Promise<void> {
  await changeOperator(
    db,
    target,
    [updateOperatorStatement(db, target.id, { disabledAt: null })],
    'operator_enable',
    { before: { disabled: Boolean(target.disabled_at) }, after: { disabled: false } },
    operatorId,
    now,
  );
}

/**
 * Gives an operator a new random password, stored only as its salted hash, and ends every session of
 * theirs in the same batch (the audit names no password). Returns it, for the owner to hand over once.
 */
export async function resetOperatorPassword(
  db: D1Database,
  target: Target,
  operatorId: number,
  now: number,
): Promise<string> {
  const password = randomSecret(8);
  const salt = randomSecret(16);
  await changeOperator(
    db,
    target,
    [
      operatorPasswordStatement(db, target.id, salt, await hashPassword(password, salt)),
      endOperatorSessionsStatement(db, target.id),
    ],
    'operator_password',
    { before: null, after: null },
    operatorId,
    now,
  );
  return password;
}

/**
 * Lifts what holds an operator's sign-in (liftPauseStatements under their operatorKey: wrong passwords and
 * two-step codes), with the counts the list showed as the audit's before.
 */
export async function liftOperatorPause(
  db: D1Database,
  target: Target,
  operatorId: number,
  now: number,
): Promise<void> {
  await changeOperator(
    db,
    target,
    liftPauseStatements(db, operatorKey(target.email)),
    'operator_lift_pause',
    {
      before: { wrongCodes: target.wrong_codes, wrongPasswords: target.wrong_passwords },
      after: { wrongCodes: 0, wrongPasswords: 0 },
    },
    operatorId,
    now,
  );
}

/**
 * Turns an operator's two-step sign-in off for them (a lost phone): they sign in with the password alone
 * until they set it up again.
 */
export async function turnOffOperatorTwoStep(
  db: D1Database,
  target: Target,
  operatorId: number,
  now: number,
): Promise<void> {
  await changeOperator(
    db,
    target,
    [twoStepStatement(db, target.id, null)],
    'operator_two_step_off',
    { before: { twoStep: true }, after: { twoStep: false } },
    operatorId,
    now,
  );
}
