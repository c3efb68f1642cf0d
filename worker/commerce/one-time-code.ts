import { codeGuessBudgets, codeTrySubject, DAY, LIMITS, pairSubject, SCOPES } from './budgets';
import { nowSeconds } from './clock';
import { budgetUse, firstFull, refundSpends, spendBudgets } from './db/budget-spends';
import { OTP_TTL_SECONDS, storeCode, spendCode, type OtpPurpose } from './db/otp-codes';
import { sha256Hex } from './secrets';
import type { SmsSender } from './sms-sender';
import { SMS_TEXTS } from './sms-texts';

/** What a request for a code texts: the code, a reminder that the number already has an account, or nothing. */
export type CodeText = 'code' | 'member' | 'none';

/** The hash a code is stored under: bound to its purpose and mobile, so it is useless elsewhere. */
const codeHash = (purpose: OtpPurpose, mobile: string, code: string) => sha256Hex(`${purpose}:${mobile}:${code}`);

/**
 * Issues a fresh 6-digit code and texts what `text` says; false when the mobile was given one (of any
 * purpose) less than a minute ago. A code is stored even when it is not texted (a member asking to sign up,
 * a reset for a number without an account), so the minute between codes and the tries behave the same for
 * every number. The old code's tries go with it.
 */
export async function sendOneTimeCode(
  db: D1Database,
  sender: SmsSender,
  purpose: OtpPurpose,
  mobile: string,
  lang: 'en' | 'km',
  text: CodeText = 'code',
): Promise<boolean> {
  const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
  const tries = { scope: SCOPES.codeTry, prefix: codeTrySubject(purpose, mobile, '') };
  if (!(await storeCode(db, purpose, mobile, await codeHash(purpose, mobile, code), nowSeconds(), tries))) return false;
  if (text === 'code') await sender.send(mobile, SMS_TEXTS[lang].code(code));
  if (text === 'member') await sender.send(mobile, SMS_TEXTS[lang].member());
  return true;
}

/** Whether the client's address has used its wrong codes for the mobile today (a new code could not be entered). */
export async function codeGuessesUsed(db: D1Database, mobile: string, address: string, now: number): Promise<boolean> {
  const used = await budgetUse(db, SCOPES.wrongCode, pairSubject(mobile, address), now - DAY);
  return used.count >= LIMITS.wrongCodesPerPairDay;
}

/**
 * Checks and consumes a code: one of the code's tries from the client's address (5) and one of the (mobile,
 * address) pair's wrong codes for the day (10, whatever the resends), both given back when the code is
 * right. `used-up`: the pair's day is spent, no guess is allowed; a code whose tries are spent is `wrong`.
 */
export async function checkOneTimeCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  address: string,
  code: string,
): Promise<'right' | 'wrong' | 'used-up'> {
  const now = nowSeconds();
  const budgets = codeGuessBudgets(purpose, mobile, address);
  const guess = await spendBudgets(db, budgets, now);
  if (!guess) return (await firstFull(db, budgets, now))?.scope === SCOPES.wrongCode ? 'used-up' : 'wrong';
  if (!(await spendCode(db, purpose, mobile, await codeHash(purpose, mobile, code), now))) return 'wrong';
  await refundSpends(db, guess);
  return 'right';
}

export { OTP_TTL_SECONDS };
