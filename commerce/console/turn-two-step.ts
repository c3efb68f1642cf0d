import { auditStatement, twoStepStatement } from '../db/operators';

/**
 * Turns an operator's own two-step sign-in on with the pending `secret` a code just confirmed, or off
 * (`secret` null), in one batch with its audit entry (`wasOn`: whether it was on as the form was checked).
 * The caller checks the code first (codeRefusal).
 */
export async function turnTwoStep(
  db: D1Database,
  secret: string | null,
  wasOn: boolean,
  operatorId: number,
  now: number,
): Promise<void> {
  const turningOn = secret !== null;
  await db.batch([
    twoStepStatement(db, operatorId, secret),
    auditStatement(
      db,
      {
        operatorId,
        action: turningOn ? 'two_step_on' : 'two_step_off',
        entity: 'operator',
        entityId: String(operatorId),
        before: { twoStep: wasOn },
        after: { twoStep: turningOn },
      },
      now,
    ),
  ]);
}
