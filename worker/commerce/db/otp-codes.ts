/**
 * One-time codes: 6 digits, 5 minutes, stored as hashes, one live code per (purpose, mobile), a minute apart
 * per mobile whatever the purpose. A code takes 5 tries from each address (budgets `code-try`, decision 014)
 * and 20 from all together, so a stranger's guesses cannot spend the owner's.
 */

export type OtpPurpose = 'register' | 'reset' | 'phone';
export const OTP_TTL_SECONDS = 300;
export const OTP_TRIES_PER_ADDRESS = 5;
export const OTP_MAX_TRIES = 20;
export const OTP_RESEND_SECONDS = 60;

/**
 * Stores a new code unless one was issued to the mobile less than a minute ago, for this purpose or any
 * other, and forgets the old code's tries (`tries`: their budget scope and the prefix of the code's
 * subjects) in the same batch. True when stored.
 */
export async function storeCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  codeHash: string,
  now: number,
  tries: { scope: string; prefix: string },
): Promise<boolean> {
  const expires = now + OTP_TTL_SECONDS;
  const [stored] = await db.batch([
    db
      .prepare(
        `INSERT INTO otp_codes (purpose, mobile, code_hash, expires_at, tries)
         SELECT ?1, ?2, ?3, ?4, 0
         WHERE NOT EXISTS (SELECT 1 FROM otp_codes WHERE mobile = ?2 AND purpose <> ?1 AND expires_at > ?4 - ?5)
         ON CONFLICT (purpose, mobile) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, tries = 0
         WHERE excluded.expires_at - otp_codes.expires_at >= ?5 RETURNING mobile`,
      )
      .bind(purpose, mobile, codeHash, expires, OTP_RESEND_SECONDS),
    db
      .prepare(
        `DELETE FROM budget_spends WHERE scope = ?1 AND substr(subject, 1, length(?2)) = ?2
         AND EXISTS (SELECT 1 FROM otp_codes WHERE purpose = ?3 AND mobile = ?4 AND code_hash = ?5 AND expires_at = ?6)`,
      )
      .bind(tries.scope, tries.prefix, purpose, mobile, codeHash, expires),
  ]);
  return (stored?.results.length ?? 0) > 0;
}

/**
 * Spends one try on the live code and, when the hash matches, consumes it; each step is one statement,
 * so a code works once and at most OTP_MAX_TRIES guesses are ever compared.
 */
export async function spendCode(
  db: D1Database,
  purpose: OtpPurpose,
  mobile: string,
  codeHash: string,
  now: number,
): Promise<boolean> {
  const live = await db
    .prepare(
      `UPDATE otp_codes SET tries = tries + 1 WHERE purpose = ?1 AND mobile = ?2 AND expires_at > ?3 AND tries < ?4 RETURNING code_hash`,
    )
    .bind(purpose, mobile, now, OTP_MAX_TRIES)
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
