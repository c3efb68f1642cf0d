import { pairSubject, SCOPES } from '../budgets';
import { forgetStatement } from './budget-spends';

/**
 * The statements that lift what is held against an account (decision 014), a member's (`subject` their
 * mobile) or an operator's (`ops:<e-mail>`): the wrong passwords of the account and of every (account,
 * address) pair, the wrong one-time or two-step codes of every pair and of the account, and the codes texted
 * to a member's number today (so staff can let a member whose day a stranger spent have a code). The
 * addresses' own budgets stay: they are the addresses', not the account's.
 */
export function liftPauseStatements(db: D1Database, subject: string): D1PreparedStatement[] {
  const pairs = pairSubject(subject, '');
  return [
    forgetStatement(db, SCOPES.signInAccount, subject),
    forgetStatement(db, SCOPES.signInPair, pairs, { prefix: true }),
    forgetStatement(db, SCOPES.wrongCode, pairs, { prefix: true }),
    forgetStatement(db, SCOPES.wrongTwoStep, subject),
    forgetStatement(db, SCOPES.smsMobile, subject),
  ];
}
