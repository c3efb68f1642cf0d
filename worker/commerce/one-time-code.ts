import { LIMITS, wrongCodeBudget } from './budgets';
import { nowSeconds } from './clock';
import { budgetUse, refundSpends, spendBudgets } from './db/budget-spends';
import { OTP_TTL_SECONDS, storeCode, spendCode, type OtpPurpose } from './db/otp-codes';
import { sha256Hex } from './secrets';
import type { SmsSender } from './sms-sender';
import { SMS_TEXTS } from './sms-texts';
import { DAY } from './budgets';

/** What a request for a code texts: the code, a reminder that the number already has an account, or nothing. */
export type CodeText = 'code' | 'member' | 'none';

/** The hash a code is stored under: bound to its purpose and mobile, so it is useless elsewhere. */
const codeHash = (purpose: OtpPurpose, mobile: string, code: string) => sha256Hex(`${purpose}:${mobile}:${code}`);

/**
 * Issues a fresh 6-digit code and texts what `text` says; false when one was issued less than a minute
 * ago. A code is stored even when it is not texted (a member asking to sign up, a reset for a number
 * without an account), so the minute between codes and the tries behave the same for every number.
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
  if (!(await storeCode(db, purpose, mobile, await codeHash(purpose, mobile, code), nowSeconds()))) return false;
  if (text === 'code') await sender.send(mobile, SMS_TEXTS[lang].code(code));
  if (text === 'member') await sender.send(mobile, SMS_TEXTS[lang].member());
  return true;
}

/** Whether the mobile has used its wrong codes for the day (a new code could not be entered). */
export async function codeGuessesUsed(db: D1Database, mobile: string, now: number): Promise<boolean> {
  return (await budgetUse(db, wrongCodeBudget(mobile).scope, mobile, now - DAY)).count >= LIMITS.wrongCodesPerMobileDay;
}

/**
 * Checks and consumes a code: one try of the code (5 each) and one of the mobile's wrong codes for the
 * day (10, whatever the resends; given back when the code is right). `used-up`: no guess is allowed.
 */
export async function checkOneTimeCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  code: string,
): Promise<'right' | 'wrong' | 'used-up'> {
  const now = nowSeconds();
  const guess = await spendBudgets(db, [wrongCodeBudget(mobile)], now);
  if (!guess) return 'used-up';
  if (!(await spendCode(db, purpose, mobile, await codeHash(purpose, mobile, code), now))) return 'wrong';
  await refundSpends(db, guess);
  return 'right';
}

export { OTP_TTL_SECONDS };
