import { wrongCodeBudget } from './budgets';
import { nowSeconds } from '../lib/clock';
import { budgetUse, refundSpends, spendBudgets } from './db/budget-spends';
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
 * every number. `asker`, the address key of the request, keeps its own tries of the code.
 */
export async function sendOneTimeCode(
  db: D1Database,
  sender: SmsSender,
  purpose: OtpPurpose,
  mobile: string,
  lang: 'en' | 'km',
  asker: string,
  text: CodeText = 'code',
): Promise<boolean> {
  const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
  if (!(await storeCode(db, purpose, mobile, await codeHash(purpose, mobile, code), nowSeconds(), asker))) return false;
  if (text === 'code') await sender.send(mobile, SMS_TEXTS[lang].code(code));
  if (text === 'member') await sender.send(mobile, SMS_TEXTS[lang].member());
  return true;
}

/** Whether the client's address has used its wrong codes for the mobile today (a new code could not be entered). */
export async function codeGuessesUsed(db: D1Database, mobile: string, address: string, now: number): Promise<boolean> {
  const budget = wrongCodeBudget(mobile, address);
  return (await budgetUse(db, budget.scope, budget.subject, now - budget.windowSeconds)).count >= budget.cap;
}

/**
 * Checks and consumes a code: one of the (mobile, address) pair's wrong codes for the day (10, whatever the
 * resends; given back when the code is right), and one of the code's tries (5 for the address that asked
 * for it, 5 shared by every other). `used-up`: the pair's day is spent, no guess is allowed; a code whose
 * tries are spent is `wrong`.
 */
export async function checkOneTimeCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  address: string,
  code: string,
): Promise<'right' | 'wrong' | 'used-up'> {
  const now = nowSeconds();
  const guess = await spendBudgets(db, [wrongCodeBudget(mobile, address)], now);
  if (!guess) return 'used-up';
  if (!(await spendCode(db, purpose, mobile, address, await codeHash(purpose, mobile, code), now))) return 'wrong';
  await refundSpends(db, guess);
  return 'right';
}

export { OTP_TTL_SECONDS };
