import type { Context } from 'hono';
import { HOUR_SECONDS, LIMITS as L, pairSubject, SCOPES, signInBudgets } from './budgets';
import { clientAddress } from './client-address';
import type { CommerceEnv } from './commerce-env';
import {
  type Budget,
  budgetUse,
  firstFull,
  forgetSpends,
  forgetStatement,
  markStatement,
  recordStatement,
  refundSpends,
  spendBudgets,
} from './db/budget-spends';
import { findUserByMobile, type UserRow } from './db/users';
import { fail } from './envelope';
import { CODE_ACCOUNT_SUSPENDED } from './contract/codes';
import { hashPassword, sameHash } from './secrets';

// Hashed when the mobile is unknown, so both failures take the same time.
const DUMMY_SALT = '00000000000000000000000000000000';

/** Seconds an address waits after its latest wrong password, given how many it sent in the last hour. */
export function signInDelay(wrongInHour: number): number {
  if (wrongInHour < L.signInDelayFrom) return 0;
  return L.signInFirstDelaySeconds * 2 ** (wrongInHour - L.signInDelayFrom);
}

/** The refusals of a full pair or account budget (a full address budget's is `refusal`'s to tell). */
const REFUSAL: Record<string, PasswordRefusal> = {
  [SCOPES.signInPair]: 'signInPaused',
  [SCOPES.signInAccount]: 'signInPaused',
};

/** The seconds a shopper refused with `signInBusy` is asked to wait (`Retry-After`): a few times the 1.75 s waited. */
export const SIGN_IN_BUSY_RETRY_SECONDS = 5;

/**
 * How long a guess whose address budget is full waits, at most three times, for the sign-ins still hashing
 * from its address: each holds a spend until it is found right and given back (a crowd behind one carrier's
 * address on a sale day). After 1.75 s it is refused if the budget is still full.
 */
const IN_FLIGHT_WAITS_MS = [250, 500, 1000];

/** A spend this recent may belong to a sign-in still hashing (a hash takes well under a second). */
const HASHING_SECONDS = 30;

/**
 * Whether sign-ins from `address` may be hashing now: recent spends neither given back nor found wrong (a spend
 * and its wrong mark carry the same moment). One whose request died mid-hash counts until it is 30 s old.
 */
async function hashingFrom(db: D1Database, address: string, now: number): Promise<boolean> {
  const [spends, wrong] = await Promise.all([
    budgetUse(db, SCOPES.signInAddress, address, now - HASHING_SECONDS),
    budgetUse(db, SCOPES.wrongPassword, address, now - HASHING_SECONDS),
  ]);
  return spends.count > wrong.count;
}

/**
 * Why a guess's spend stayed refused. A full pair or account budget pauses sign-ins to the account, whatever
 * the address's (waiting seconds does not free it). A full address budget is `signInBusy` while sign-ins from
 * the address are still hashing, or once they have freed it: others' passwords in flight fill it, not wrong
 * ones. It is `signInBlocked` when wrong passwords fill it.
 */
async function refusal(db: D1Database, budgets: Budget[], address: string, now: number): Promise<PasswordRefusal> {
  const [full, hashing] = await Promise.all([firstFull(db, budgets, now), hashingFrom(db, address, now)]);
  if (full && full.scope !== SCOPES.signInAddress) return REFUSAL[full.scope] ?? 'signInBlocked';
  return hashing || !full ? 'signInBusy' : 'signInBlocked';
}

/** Why a password check refused, as a commerce message (shoppers) or an /ops one (operators). */
export type PasswordRefusal = 'signInSlowDown' | 'signInBlocked' | 'signInBusy' | 'signInPaused' | 'loginFailed';

/**
 * Checks a password against the budgets of decision 014, never a lock on the account: an address that
 * sends wrong passwords waits longer after each (progressive delay) and is then refused for the hour or
 * the day (`signInBusy` instead, to retry in seconds, while sign-ins still hashing fill the address's
 * budget); one address gets 5 tries a day at one account; an account takes 20 wrong passwords a day from
 * addresses it never signed in from, while its owner's addresses keep signing in. The guess is spent
 * before the (slow) hash and given back when right, so parallel guesses cannot overdraw. An unknown
 * account spends the same budgets and gets the same answer as a wrong password. `subject` names the
 * account in the budgets (a shopper's mobile, `ops:<email>` for an operator). A right password gives back
 * its guess; `signedIn` then forgets the pair's wrong passwords and remembers the address as the owner's:
 * call it once the sign-in is complete (after a second step, where there is one).
 */
export async function checkPassword<A extends { pass_salt: string; pass_hash: string }>(
  db: D1Database,
  address: string,
  subject: string,
  pass: string,
  now: number,
  find: () => Promise<A | null>,
): Promise<{ account: A; knownAddress: boolean; signedIn: () => Promise<void> } | { refused: PasswordRefusal }> {
  const pair = pairSubject(subject, address);
  const [recent, known] = await Promise.all([
    budgetUse(db, SCOPES.wrongPassword, address, now - HOUR_SECONDS),
    budgetUse(db, SCOPES.signedIn, pair, now - L.knownAddressSeconds),
  ]);
  if (recent.count < L.wrongPasswordsPerAddressHour && now < recent.last + signInDelay(recent.count))
    return { refused: 'signInSlowDown' };
  const budgets = signInBudgets(address, subject, known.count > 0);
  let spent = await spendBudgets(db, budgets, now);
  for (const ms of IN_FLIGHT_WAITS_MS) {
    if (spent) break;
    // Others' sign-ins finishing free the address's budget only, not the pair's or the account's.
    const full = await firstFull(db, budgets, now);
    if (full && full.scope !== SCOPES.signInAddress) break;
    const hashing = await hashingFrom(db, address, now);
    if (hashing) await new Promise((resolve) => setTimeout(resolve, ms));
    // Once more either way: those hashing may have been settled since the spend was refused.
    spent = await spendBudgets(db, budgets, now);
    // Others waiting may have taken the room they gave back; then wait for those, as they hash now.
    if (!spent && !hashing && !(await hashingFrom(db, address, now))) break;
  }
  if (!spent) return { refused: await refusal(db, budgets, address, now) };
  const account = await find();
  const hash = await hashPassword(pass, account?.pass_salt ?? DUMMY_SALT);
  if (!account || !sameHash(hash, account.pass_hash)) {
    // Counted for the address's delay once found wrong: a right password still hashing is no wrong one.
    await recordStatement(db, SCOPES.wrongPassword, address, now).run();
    return { refused: 'loginFailed' };
  }
  await refundSpends(db, spent);
  // The pair's wrong passwords are forgotten and the address is remembered as the owner's; the address's
  // own count stays (a sign-in to one's own account must not reset a spray at others).
  const signedIn = async () => {
    await db.batch([forgetStatement(db, SCOPES.signInPair, pair), ...markStatement(db, SCOPES.signedIn, pair, now)]);
  };
  return { account, knownAddress: known.count > 0, signedIn };
}

/**
 * A shopper's mobile and password, checked (checkPassword); a refusal is the API's answer (a suspended
 * account's too). A wrong password is `wrong`'s message: a signed-in shopper confirming their password
 * typed no mobile number.
 */
export async function checkCredentials<E extends CommerceEnv>(
  c: Context<E>,
  mobile: string,
  pass: string,
  now: number,
  wrong: 'loginFailed' | 'currentPasswordWrong' = 'loginFailed',
): Promise<{ user: UserRow } | { answer: Response }> {
  const db = c.env.DB;
  const checked = await checkPassword(db, clientAddress(c), mobile, pass, now, () => findUserByMobile(db, mobile));
  if ('account' in checked) {
    await checked.signedIn();
    if (checked.account.suspended_at !== null) return { answer: accountSuspended(c) };
    return { user: checked.account };
  }
  if (checked.refused === 'loginFailed') return { answer: fail(c, 1001, wrong, 401) };
  if (checked.refused === 'signInBusy') c.header('Retry-After', String(SIGN_IN_BUSY_RETRY_SECONDS));
  return { answer: fail(c, 429, checked.refused, 429) };
}

/** The answer to a sign-in of an account the console suspended (migration 0124). */
export const accountSuspended = <E extends CommerceEnv>(c: Context<E>) =>
  fail(c, CODE_ACCOUNT_SUSPENDED, 'accountSuspended', 403);

/** Forgets the wrong passwords held against an account (after its owner reset the password by a code). */
export async function forgetWrongPasswords(db: D1Database, mobile: string): Promise<void> {
  await forgetSpends(db, SCOPES.signInAccount, mobile);
  await forgetSpends(db, SCOPES.signInPair, `${mobile}@`, { prefix: true });
}
