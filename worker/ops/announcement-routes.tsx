import { type Context, Hono } from 'hono';
import { OpsAnnouncementsPage } from '../../src/ops/OpsAnnouncementsPage';
import type { Lang } from '../../lib/lang';
import { safeRedirect } from '../../lib/paths';
import { ANNOUNCEMENT_FIELDS, type AnnouncementForm } from '../../src/ops/announcement-fields';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import type { AnnouncementFields } from '../../commerce/contract/console/announcements';
import { listAnnouncements, randomSecret, sendAnnouncement } from '../../commerce/console';
import { typedForm } from './form-text';
import type { OpsEnv } from './ops-env';
import { requireOperator } from './require-operator';
import { doneNotice, refused, noticeStatus } from './route-kit';
import type { Notice } from '../../src/ops/OpsNotice';
import { emptyForm } from './catalogue-forms';

/**
 * Both texts in both languages within their lengths, and a link that is a path in this shop (its language
 * prefix dropped: each member's inbox adds their own), or the refusal's name.
 */
function readAnnouncement(typed: AnnouncementForm): AnnouncementFields | 'badTitle' | 'badBody' | 'badLink' {
  const { title_en, title_km, body_en, body_km } = typed;
  const within = (en: string, km: string, most: number) => en && km && en.length <= most && km.length <= most;
  if (!within(title_en, title_km, 80)) return 'badTitle';
  if (!within(body_en, body_km, 1000)) return 'badBody';
  const link = typed.link.replace(/^\/kh(?=\/|$)/, '') || (typed.link ? '/' : '');
  if (link && (link.length > 200 || safeRedirect(link, '') !== link)) return 'badLink';
  return { title_en, title_km, body_en, body_km, link: link || null };
}

/** The ref an announcement form is given: each member's copy carries it, so a form is sent once. */
const REF = /^announcement-[0-9a-f]{16}$/;
const newRef = () => `announcement-${randomSecret(8)}`;

/**
 * Announcements (owners): a promotion message, in both languages with an optional link into the shop, sent
 * at once to the inbox of every member who is not suspended; the sent ones listed with how many got each. A
 * second press, or the same form sent again, sends nothing more.
 */
export function announcementRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].announcements;
  const page = async (c: Context<OpsEnv>, values: AnnouncementForm, notice: Notice | null) =>
    c.render(<OpsAnnouncementsPage sent={await listAnnouncements(c.env.DB)} values={values} notice={notice} />, {
      status: noticeStatus(notice),
    });
  return new Hono<OpsEnv>()
    .use('/announcements', requireOperator(lang, 'owner'))
    .get('/announcements', (c) => page(c, { ...emptyForm(ANNOUNCEMENT_FIELDS, {}), ref: newRef() }, doneNotice(c, m)))
    .post('/announcements', async (c) => {
      const form = await c.req.parseBody();
      const ref = typeof form.ref === 'string' && REF.test(form.ref) ? form.ref : newRef();
      const typed = { ...typedForm(form, ANNOUNCEMENT_FIELDS), ref };
      const read = readAnnouncement(typed);
      if (typeof read === 'string') return page(c, typed, refused(m[read]));
      if (form.confirm !== '1') return page(c, typed, refused(m.unconfirmed));
      await sendAnnouncement(c.env.DB, read, ref, c.get('operator')!.id, nowSeconds());
      return c.redirect(opsPath(lang, '/announcements?done=sent'), 303);
    });
}
