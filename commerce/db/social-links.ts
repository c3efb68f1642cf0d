/**
 * The member linked to a provider's subject, created on first sign-in. The member's `mobile` is a
 * placeholder derived from the link (`social:<provider>:<hash>`: never a phone number, so no password
 * sign-in can reach it, and unique, so a repeat or simultaneous first sign-in finds the same member);
 * the shopper adds a real number on the profile page. The password hash is unusable.
 */
export async function findOrCreateSocialMember(
  db: D1Database,
  link: { provider: string; subject: string; placeholderMobile: string; name: string },
  now: number,
): Promise<number> {
  const { provider, subject, placeholderMobile, name } = link;
  await db.batch([
    db
      .prepare(
        `INSERT INTO users (mobile, name, pass_salt, pass_hash, created_at)
         SELECT ?3, ?4, '', '!', ?5 WHERE NOT EXISTS (SELECT 1 FROM social_links WHERE provider = ?1 AND subject = ?2)
         ON CONFLICT (mobile) DO NOTHING`,
      )
      .bind(provider, subject, placeholderMobile, name, now),
    db
      .prepare(
        `INSERT INTO social_links (provider, subject, user_id, created_at) SELECT ?1, ?2, id, ?4 FROM users WHERE mobile = ?3
         ON CONFLICT (provider, subject) DO NOTHING`,
      )
      .bind(provider, subject, placeholderMobile, now),
  ]);
  const row = await db
    .prepare('SELECT user_id FROM social_links WHERE provider = ?1 AND subject = ?2')
    .bind(provider, subject)
    .first<{ user_id: number }>();
  if (!row) throw new Error('social link not written');
  return row.user_id;
}
