/**
 * Contact-form limits: per network address and per mobile or e-mail, each within its window. The address
 * limit is loose because many shoppers share one address behind a mobile carrier's NAT.
 */
export const CONTACT_LIMITS = { ip: { count: 60, seconds: 3600 }, contact: { count: 3, seconds: 600 } };

/**
 * Records an accepted contact-form attempt for both keys in one statement, only when neither key has
 * reached its limit (so two requests at once cannot both slip through). False when limited.
 * Attempts older than the longest window are forgotten first.
 */
export async function takeContactAttempt(
  db: D1Database,
  ipKey: string,
  contactKey: string,
  now: number,
): Promise<boolean> {
  const { ip, contact } = CONTACT_LIMITS;
  const [, insert] = await db.batch([
    db.prepare('DELETE FROM contact_attempts WHERE at <= ?1').bind(now - Math.max(ip.seconds, contact.seconds)),
    db
      .prepare(
        `INSERT INTO contact_attempts (key, at) SELECT column1, ?3 FROM (VALUES (?1), (?2))
         WHERE (SELECT COUNT(*) FROM contact_attempts WHERE key = ?1 AND at > ?3 - ?4) < ?5
           AND (SELECT COUNT(*) FROM contact_attempts WHERE key = ?2 AND at > ?3 - ?6) < ?7`,
      )
      .bind(ipKey, contactKey, now, ip.seconds, ip.count, contact.seconds, contact.count),
  ]);
  return (insert?.meta.changes ?? 0) > 0;
}

export type SupportRequest = {
  userId: number | null;
  name: string;
  contact: string;
  topic: string;
  message: string;
  lang: string;
};

/** Stores a support request; its id is the reference the shopper is given. */
export async function addSupportRequest(db: D1Database, request: SupportRequest, now: number): Promise<number> {
  const row = await db
    .prepare(
      'INSERT INTO support_requests (user_id, name, contact, topic, message, lang, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id',
    )
    .bind(request.userId, request.name, request.contact, request.topic, request.message, request.lang, now)
    .first<{ id: number }>();
  return row!.id;
}
