import type { AnnouncementFields } from '../contract/console/announcements';
import { auditStatement } from '../db/operators';
import { sendAnnouncementStatements } from '../db/ops-announcements';

/**
 * Sends an owner's checked announcement to the inbox of every member who is not suspended, in one batch:
 * the announcement, its audit entry, then the members' copies and their count. `ref` is the form's: the same
 * form sent again stores, audits and posts nothing more.
 */
export async function sendAnnouncement(
  db: D1Database,
  fields: AnnouncementFields,
  ref: string,
  operatorId: number,
  now: number,
): Promise<void> {
  const [announce, ...send] = sendAnnouncementStatements(db, fields, ref, operatorId, now);
  const entry = {
    operatorId,
    action: 'announcement_send',
    entity: 'announcement',
    entityId: ref,
    before: null,
    after: fields,
  };
  // Audited only with the first press of this form.
  await db.batch([announce, auditStatement(db, entry, now, true), ...send]);
}
