import type { Context } from 'hono';
import type { CommerceEnv } from './commerce-env';
import { clearFailures, lockedUntil, recordFailure } from './db/login-failures';
import { findUserByMobile, type UserRow } from './db/users';
import { fail } from './envelope';
import { hashPassword, sameHash } from './secrets';

// Hashed when the mobile is unknown, so both failures take the same time.
const DUMMY_SALT = '00000000000000000000000000000000';

/**
 * Checks a mobile and password with the lockout rule: the user, or the failure answer to send
 * (one message for an unknown mobile or a wrong password; 429 while locked).
 */
export async function checkCredentials<E extends CommerceEnv>(
  c: Context<E>,
  mobile: string,
  pass: string,
  now: number,
): Promise<{ user: UserRow } | { answer: Response }> {
  const db = c.env.DB;
  if (await lockedUntil(db, mobile, now)) return { answer: fail(c, 429, 'loginLocked', 429) };
  const user = await findUserByMobile(db, mobile);
  const hash = await hashPassword(pass, user?.pass_salt ?? DUMMY_SALT);
  if (user && sameHash(hash, user.pass_hash)) {
    await clearFailures(db, mobile);
    return { user };
  }
  const locked = await recordFailure(db, mobile, now);
  return { answer: locked ? fail(c, 429, 'loginLocked', 429) : fail(c, 1001, 'loginFailed', 401) };
}
