/** Adds an address to the newsletter list; false when it was already there (any letter case). */
export async function subscribe(db: D1Database, email: string, lang: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      'INSERT INTO newsletter_subscribers (email, lang, created_at) VALUES (?1, ?2, ?3) ON CONFLICT (email) DO NOTHING',
    )
    .bind(email.toLowerCase(), lang, now)
    .run();
  return result.meta.changes > 0;
}
