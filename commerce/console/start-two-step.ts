import { pendingTwoStepStatement, readTwoStep } from '../db/operators';
import { newTotpSecret } from '../totp';

/**
 * Starts setting up an operator's two-step sign-in from their account page: a new secret, kept pending
 * (replacing any earlier one) until a code from their app confirms it (turnTwoStep). While two-step is on,
 * nothing changes: it is turned off first, with a code.
 */
export async function startTwoStep(db: D1Database, operatorId: number): Promise<void> {
  if (!(await readTwoStep(db, operatorId)).on) await pendingTwoStepStatement(db, operatorId, newTotpSecret()).run();
}
