import type { AnnouncementFields, AnnouncementRecord } from '../contract/console/announcements';

/** The latest sent announcements, newest first. */
export async function listAnnouncements(db: D1Database, limit = 50): Promise<AnnouncementRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.title_en, a.title_km, a.body_en, a.body_km, a.link, a.sent_at, a.recipients, o.name AS operator
       FROM announcements a JOIN operators o ON o.id = a.operator_id ORDER BY a.sent_at DESC, a.id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<AnnouncementRecord>();
  return results;
}

/**
 * The statements that store an announcement (`ref`: unique to it; changes 0 when it is stored already), then
 * post it as a promotion message to every member who is not suspended (none twice to one member) and count
 * those into its row. The posting is one statement: it holds D1's writer for as long as it writes the rows.
 */
export function sendAnnouncementStatements(
  db: D1Database,
  fields: AnnouncementFields,
  ref: string,
  operatorId: number,
  now: number,
): [D1PreparedStatement, ...D1PreparedStatement[]] {
  const texts = [fields.title_en, fields.title_km, fields.body_en, fields.body_km, fields.link];
  return [
    db
      .prepare(
        `INSERT INTO announcements (ref, title_en, title_km, body_en, body_km, link, operator_id, sent_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (ref) DO NOTHING`,
      )
      .bind(ref, ...texts, operatorId, now),
    db
      .prepare(
        `INSERT INTO member_messages (user_id, kind, title_en, title_km, body_en, body_km, link, ref, created_at)
         SELECT id, 'promotion', ?2, ?3, ?4, ?5, ?6, ?1, ?7 FROM users WHERE suspended_at IS NULL
         ON CONFLICT (user_id, ref) DO NOTHING`,
      )
      .bind(ref, ...texts, now),
    // A form sent again posts nothing: its count stays.
    db.prepare('UPDATE announcements SET recipients = changes() WHERE ref = ?1 AND changes() > 0').bind(ref),
  ];
}
