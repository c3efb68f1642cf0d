import type { Context } from 'hono';
import { HOUR_SECONDS, LIMITS as L, pairSubject, SCOPES, signInBudgets } from './budgets';
import { clientAddress } from './client-address';
import type { CommerceEnv } from './commerce-env';
import {
  budgetUse,
  firstFull,
  forgetSpends,
  forgetStatement,
  markStatement,
  refundSpends,
  spendBudgets,
} from './db/budget-spends';
import { findUserByMobile, type UserRow } from './db/users';
import { fail } from './envelope';
import type { ApiMessageKey } from './messages';
import { hashPassword, sameHash } from './secrets';

// Hashed when the mobile is unknown, so both failures take the same time.
const DUMMY_SALT = '00000000000000000000000000000000';

/** Seconds an address waits after its latest wrong password, given how many it sent in the last hour. */
export function signInDelay(wrongInHour: number): number {
  if (wrongInHour < L.signInDelayFrom) return 0;
  return L.signInFirstDelaySeconds * 2 ** (wrongInHour - L.signInDelayFrom);
}

const REFUSAL: Record<string, ApiMessageKey> = {
  [SCOPES.signInAddress]: 'signInBlocked',
  [SCOPES.signInPair]: 'signInPaused',
  [SCOPES.signInAccount]: 'signInPaused',
};

/**
 * Checks a mobile and password against the budgets of decision 014, never a lock on the account: an
 * address that sends wrong passwords waits longer after each (progressive delay, 429) and is then
 * refused for the hour or the day; one address gets 5 tries a day at one account; an account takes 20
 * wrong passwords a day from addresses it never signed in from, while its owner's addresses keep
 * signing in. The guess is spent before the (slow) hash and given back when right, so parallel guesses
 * cannot overdraw. An unknown mobile spends the same budgets and gets the same answer as a wrong password.
 */
export async function checkCredentials<E extends CommerceEnv>(
  c: Context<E>,
  mobile: string,
  pass: string,
  now: number,
): Promise<{ user: UserRow } | { answer: Response }> {
  const db = c.env.DB;
  const address = clientAddress(c);
  const pair = pairSubject(mobile, address);
  const [recent, known] = await Promise.all([
    budgetUse(db, SCOPES.signInAddress, address, now - HOUR_SECONDS),
    budgetUse(db, SCOPES.signedIn, pair, now - L.knownAddressSeconds),
  ]);
  if (recent.count < L.wrongPasswordsPerAddressHour && now < recent.last + signInDelay(recent.count))
    return { answer: fail(c, 429, 'signInSlowDown', 429) };
  const budgets = signInBudgets(address, mobile, known.count > 0);
  const spent = await spendBudgets(db, budgets, now);
  if (!spent) {
    const full = await firstFull(db, budgets, now);
    return { answer: fail(c, 429, REFUSAL[full?.scope ?? SCOPES.signInAddress] ?? 'signInBlocked', 429) };
  }
  const user = await findUserByMobile(db, mobile);
  const hash = await hashPassword(pass, user?.pass_salt ?? DUMMY_SALT);
  if (!user || !sameHash(hash, user.pass_hash)) return { answer: fail(c, 1001, 'loginFailed', 401) };
  await refundSpends(db, spent);
  // The pair's wrong passwords are forgotten and the address is remembered as the owner's; the address's
  // own count stays (a sign-in to one's own account must not reset a spray at others).
  await db.batch([forgetStatement(db, SCOPES.signInPair, pair), ...markStatement(db, SCOPES.signedIn, pair, now)]);
  return { user };
}

/** Forgets the wrong passwords held against an account (after its owner reset the password by a code). */
export async function forgetWrongPasswords(db: D1Database, mobile: string): Promise<void> {
  await forgetSpends(db, SCOPES.signInAccount, mobile);
  await forgetSpends(db, SCOPES.signInPair, `${mobile}@`, { prefix: true });
}
