import { Hono } from 'hono';
import { OpsSitePage } from '../../src/ops/OpsSitePage';
import { noticeStatus } from './route-kit';
import type { Lang } from '../../lib/lang';
import { describeError, log } from '../../lib/log';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import type { SiteSettings } from '../../commerce/contract/console/site';
import { readSiteSettings, SITE_SETTING_FIELDS, saveSiteSettings } from '../../commerce/console';
import { storeSiteTexts } from '../page/site-texts';
import type { OpsEnv } from './ops-env';
import { requireOperator } from './require-operator';
import { readSiteForm, type SiteRefusal } from './site-form';

const EMPTY = Object.fromEntries(SITE_SETTING_FIELDS.map((field) => [field, ''])) as SiteSettings;

/**
 * The console's site page (decision 024), mounted at /site behind `requireOwner` (content is the
 * owners'): the app banners' words in both languages, the contact channels and the social and app-store
 * links, in one form. A refusal re-shows the form as typed with its reason (400) and changes nothing; a
 * save writes the row and its audit entry (the changed fields, before and after) in one batch, then puts
 * the new texts in the edge cache, so the shop's next page shows them without reading D1.
 */
export function siteRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].site;
  const refusalText = (refusal: SiteRefusal) => {
    const label = m.fields[refusal.field];
    if (refusal.reason === 'tooLong') return m.tooLong(label, refusal.most);
    return refusal.reason === 'badLink' ? m.badLink(label) : m[refusal.reason];
  };
  return new Hono<OpsEnv>()
    .use(requireOperator(lang, 'owner'))
    .get('/', async (c) => {
      const notice = c.req.query('done') === 'saved' ? { kind: 'done' as const, text: m.saved } : null;
      return c.render(<OpsSitePage values={(await readSiteSettings(c.env.DB)) ?? EMPTY} notice={notice} />, {
        status: noticeStatus(notice),
      });
    })
    .post('/', async (c) => {
      const operator = c.get('operator')!;
      const read = readSiteForm(await c.req.parseBody());
      if ('refusal' in read)
        return c.render(
          <OpsSitePage values={read.typed} notice={{ kind: 'error', text: refusalText(read.refusal) }} />,
          { status: 400 },
        );
      const saved = await saveSiteSettings(c.env.DB, read.settings, operator.id, nowSeconds());
      if (saved === 'saved') {
        // Saved either way: without the cache write the shop shows it once its copy is 5 minutes old.
        await storeSiteTexts(c.env.CACHE, c.get('memory'), read.settings).catch((error: unknown) =>
          log('error', 'site texts not cached', { error: describeError(error) }),
        );
      }
      return c.redirect(opsPath(lang, '/site?done=saved'), 303);
    });
}
