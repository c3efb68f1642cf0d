import type { OpsPage, PageSection } from '../contract/console/content';
import { auditStatement } from '../db/operators';
import { savePageStatements } from '../db/ops-content';
import { phnomPenhDate } from '../../lib/clock';

/**
 * Saves a shop page (about, contact, WeChat, a policy) from an owner's checked form: its link and its
 * sections replace the stored ones and it is dated today (Phnom Penh), with its audit entry (the page as it
 * was and as saved) in one batch. The shop reads its pages live, so the change shows on the next visit.
 */
export async function savePage(
  db: D1Database,
  stored: OpsPage,
  page: { link: string; sections: PageSection[] },
  operatorId: number,
  now: number,
): Promise<void> {
  const after = { updated_on: phnomPenhDate(now), link: page.link, sections: page.sections };
  const { slug, ...before } = stored;
  await db.batch([
    ...savePageStatements(db, slug, after),
    auditStatement(db, { operatorId, action: 'page_edit', entity: 'content_page', entityId: slug, before, after }, now),
  ]);
}
