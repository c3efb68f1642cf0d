import type { SiteSettings } from '../contract/console/site';
import { auditStatement } from '../db/operators';
import { readSiteSettings, SITE_SETTING_FIELDS, saveSiteSettingsStatement } from '../db/site-settings';

type SiteField = keyof SiteSettings;

/** The fields of `settings` named in `fields` (null stays null): an audit entry keeps only what changed. */
const pick = (settings: SiteSettings | null, fields: SiteField[]) =>
  settings && Object.fromEntries(fields.map((field) => [field, settings[field]]));

/**
 * Saves the site's texts and links (decision 024) from an owner's checked form: the row and its audit entry
 * (only the changed fields, before and after) in one batch. `unchanged`: the form changed no field, so nothing
 * was written and the shop's cached texts stand.
 */
export async function saveSiteSettings(
  db: D1Database,
  settings: SiteSettings,
  operatorId: number,
  now: number,
): Promise<'saved' | 'unchanged'> {
  const before = await readSiteSettings(db);
  const changed = SITE_SETTING_FIELDS.filter((field) => before?.[field] !== settings[field]);
  if (changed.length === 0) return 'unchanged';
  await db.batch([
    saveSiteSettingsStatement(db, settings),
    auditStatement(
      db,
      {
        operatorId,
        action: 'site_edit',
        entity: 'site_settings',
        entityId: '1',
        before: pick(before, changed),
        after: pick(settings, changed),
      },
      now,
    ),
  ]);
  return 'saved';
}
