import { type Operator, type OperatorRow, claimTwoStepCode } from '../commerce/db/operators';
import { refundSpends, spendBudgets } from '../commerce/db/budget-spends';
import { wrongCodeBudget } from '../commerce/budgets';
import { matchTotp } from '../commerce/totp';

/**
 * Why an authenticator's code is refused, or null when `accept` took it: at signing in, setting two-step
 * up and turning it off alike. Each try spends the operator's daily budget of wrong codes (decision 014's
 * wrong one-time codes) before the code is checked, and a right one gives it back, so once 10 were wrong
 * no code is even checked until the day's window moves on. `accept` matches the code (the current step or
 * one either side) and records its step as used, so a code works once.
 */
export async function codeRefusal(
  db: D1Database,
  email: string,
  now: number,
  accept: () => Promise<boolean>,
): Promise<'codeWrong' | 'blocked' | null> {
  const spent = await spendBudgets(db, [wrongCodeBudget(`ops:${email.toLowerCase()}`)], now);
  if (!spent) return 'blocked';
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
