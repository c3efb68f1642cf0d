import { Hono } from 'hono';
import type { Lang } from '../../src/lib/lang';
import { safeRedirect } from '../../src/lib/paths';
import { ANNOUNCEMENT_FIELDS, type AnnouncementForm } from '../../src/ops/announcement-fields';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../commerce/clock';
import {
  type AnnouncementFields,
  listAnnouncements,
  sendAnnouncementStatements,
} from '../commerce/db/ops-announcements';
import { auditStatement } from '../commerce/db/operators';
import { randomSecret } from '../commerce/secrets';
import { typedForm } from './form-text';
import type { OpsEnv } from './ops-app';
import { renderAnnouncements } from './render-ops';
import { requireOperator } from './require-operator';
import { doneNotice, refused } from './route-kit';

/**
 * Both texts in both languages within their lengths, and a link that is a path in this shop (its language
 * prefix dropped: each member's inbox adds their own), or the refusal's name.
 */
function readAnnouncement(typed: AnnouncementForm): AnnouncementFields | 'badTitle' | 'badBody' | 'badLink' {
  const within = (en: string, km: string, most: number) => en && km && en.length <= most && km.length <= most;
  if (!within(typed.title_en, typed.title_km, 80)) return 'badTitle';
  if (!within(typed.body_en, typed.body_km, 1000)) return 'badBody';
  const link = typed.link.replace(/^\/kh(?=\/|$)/, '') || (typed.link ? '/' : '');
  if (link && (link.length > 200 || safeRedirect(link, '') !== link)) return 'badLink';
  return { ...typed, link: link || null };
}

/**
 * Announcements (owners): a promotion message, in both languages with an optional link into the shop, sent
 * at once to the inbox of every member who is not suspended; the sent ones listed with how many got each.
 */
export function announcementRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].announcements;
  const empty = Object.fromEntries(ANNOUNCEMENT_FIELDS.map((field) => [field, ''])) as AnnouncementForm;
  return new Hono<OpsEnv>()
    .use('/announcements', requireOperator(lang, 'owner'))
    .get('/announcements', async (c) =>
      renderAnnouncements(c, lang, c.get('operator')!, await listAnnouncements(c.env.DB), empty, doneNotice(c, m)),
    )
    .post('/announcements', async (c) => {
      const typed = typedForm(await c.req.parseBody(), ANNOUNCEMENT_FIELDS);
      const read = readAnnouncement(typed);
      if (typeof read === 'string') {
        return renderAnnouncements(
          c,
          lang,
          c.get('operator')!,
          await listAnnouncements(c.env.DB),
          typed,
          refused(m[read]),
        );
      }
      const db = c.env.DB;
      const now = nowSeconds();
      const ref = `announcement-${randomSecret(8)}`;
      await db.batch([
        ...sendAnnouncementStatements(db, read, ref, c.get('operator')!.id, now),
        auditStatement(
          db,
          {
            operatorId: c.get('operator')!.id,
            action: 'announcement_send',
            entity: 'announcement',
            entityId: ref,
            before: null,
            after: read,
          },
          now,
        ),
      ]);
      return c.redirect(opsPath(lang, '/announcements?done=sent'), 303);
    });
}
