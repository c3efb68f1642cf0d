/**
 * One-time codes: 6 digits, 5 minutes, stored as hashes, one live code per (purpose, mobile), a minute apart
 * per mobile whatever the purpose. The address that asked for a code has 5 tries of it (`asker_tries`) and
 * every other address shares 5 (`tries`), so strangers guessing cannot spend the owner's (decision 046).
 */

export type OtpPurpose = 'register' | 'reset' | 'phone';
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;

/**
 * Stores a new code asked for from `asker` (an address key) unless one was issued to the mobile less than a
 * minute ago, for this purpose or any other. True when stored.
 */
export async function storeCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  codeHash: string,
  now: number,
  asker: string,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO otp_codes (purpose, mobile, code_hash, expires_at, tries, asker, asker_tries)
       SELECT ?1, ?2, ?3, ?4, 0, ?6, 0
       WHERE NOT EXISTS (SELECT 1 FROM otp_codes WHERE mobile = ?2 AND purpose <> ?1 AND expires_at > ?4 - ?5)
       ON CONFLICT (purpose, mobile) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
         tries = 0, asker = excluded.asker, asker_tries = 0
       WHERE excluded.expires_at - otp_codes.expires_at >= ?5 RETURNING mobile`,
    )
    .bind(purpose, mobile, codeHash, now + OTP_TTL_SECONDS, OTP_RESEND_SECONDS, asker)
    .first();
  return row !== null;
}

/**
 * Spends one try of the live code, the asker's own when `address` asked for it, the others' shared ones
 * otherwise, and, when the hash matches, consumes it; each step is one statement, so a code works once and
 * at most 2 × OTP_MAX_TRIES guesses are ever compared.
 */
export async function spendCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  address: string,
  codeHash: string,
  now: number,
): Promise<boolean> {
  const live = await db
    .prepare(
      `UPDATE otp_codes SET tries = tries + (asker <> ?5), asker_tries = asker_tries + (asker = ?5)
       WHERE purpose = ?1 AND mobile = ?2 AND expires_at > ?3
         AND CASE WHEN asker = ?5 THEN asker_tries < ?4 ELSE tries < ?4 END
       RETURNING code_hash`,
    )
    .bind(purpose, mobile, now, OTP_MAX_TRIES, address)
    .first<{ code_hash: string }>();
  if (!live || live.code_hash !== codeHash) return false;
  const used = await db
    .prepare('DELETE FROM otp_codes WHERE purpose = ?1 AND mobile = ?2 AND code_hash = ?3 RETURNING mobile')
    .bind(purpose, mobile, codeHash)
    .first();
  return used !== null;
}

/** Appends a message to the local SMS outbox (the development sender). */
export async function writeOutbox(db: D1Database, mobile: string, body: string, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO sms_outbox (mobile, body, created_at) VALUES (?1, ?2, ?3)')
    .bind(mobile, body, now)
    .run();
}
