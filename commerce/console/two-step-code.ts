import { SCOPES, twoStepGuessBudgets } from '../budgets';
import type { Operator } from '../contract/console/operators';
import { firstFull, refundSpends, spendBudgets } from '../db/budget-spends';
import { claimTwoStepCode, type OperatorRow } from '../db/operators';
import { operatorKey } from './operator-key';
import { matchTotp } from '../totp';

/**
 * Why an authenticator's code is refused, or null when `accept` took it: at signing in, setting two-step
 * up and turning it off alike. Each try spends the daily budgets of wrong codes (decision 046) of the
 * operator from this address (10) and, from an address they have not signed in from, of the operator from
 * every address (50) before the code is checked, and a right one gives them back: once either is spent no
 * code is checked until the day's window moves on, or an owner lifts the pause. Someone with the password
 * guessing from elsewhere never pauses the operator at their own addresses. `accept` matches the code (the
 * current step or one either side) and records its step as used, so a code works once.
 */
export async function codeRefusal(
  db: D1Database,
  email: string,
  address: string,
  knownAddress: boolean,
  now: number,
  accept: () => Promise<boolean>,
): Promise<'codeWrong' | 'blocked' | 'accountPaused' | null> {
  const budgets = twoStepGuessBudgets(operatorKey(email), address, knownAddress);
  const spent = await spendBudgets(db, budgets, now);
  if (!spent) return (await firstFull(db, budgets, now))?.scope === SCOPES.wrongTwoStep ? 'accountPaused' : 'blocked';
  if (!(await accept())) return 'codeWrong';
  await refundSpends(db, spent);
  return null;
}

/** Whether `code` is the current one of `secret` and not used yet; when it is, its step is recorded as used. */
export async function claimCode(
  db: D1Database,
  operator: OperatorRow | Operator,
  secret: string,
  code: string,
  now: number,
  lastStep: number | null,
) {
  const step = await matchTotp(secret, code, now, lastStep);
  return step !== null && (await claimTwoStepCode(db, operator.id, step));
}
