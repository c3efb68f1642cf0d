import { nowSeconds } from './clock';
import { OTP_TTL_SECONDS, storeCode, spendCode, type OtpPurpose } from './db/otp-codes';
import { sha256Hex } from './secrets';
import type { SmsSender } from './sms-sender';

const SMS_TEXT = {
  en: (code: string) => `Member Shop: your verification code is ${code}. It expires in 5 minutes. Never share it.`,
  km: (code: string) => `Member Shop៖ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${code}។ វាផុតកំណត់ក្នុងរយៈពេល ៥ នាទី។ កុំប្រាប់អ្នកដទៃ។`,
};

/** The hash a code is stored under: bound to its purpose and mobile, so it is useless elsewhere. */
const codeHash = (purpose: OtpPurpose, mobile: string, code: string) => sha256Hex(`${purpose}:${mobile}:${code}`);

/** Issues and sends a fresh 6-digit code; false when one was sent less than a minute ago. */
export async function sendOneTimeCode(
  db: D1Database,
  sender: SmsSender,
  purpose: OtpPurpose,
  mobile: string,
  lang: 'en' | 'km',
): Promise<boolean> {
  const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
  if (!(await storeCode(db, purpose, mobile, await codeHash(purpose, mobile, code), nowSeconds()))) return false;
  await sender.send(mobile, SMS_TEXT[lang](code));
  return true;
}

/** Checks and consumes a code (one try spent per call). */
export async function checkOneTimeCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  code: string,
): Promise<boolean> {
  return spendCode(db, purpose, mobile, await codeHash(purpose, mobile, code), nowSeconds());
}

export { OTP_TTL_SECONDS };
