/**
 * The site's texts and links (migration 0118, decision 024): the app banners' words in both languages,
 * the contact channels and the social and app-store links. One row; owners edit it in the console, the shop
 * reads it through the edge cache (worker/page/menus.ts).
 */

import type { SiteSettings } from '../contract/console/site';

/** The columns in the console form's order (its field names are these). */
export const SITE_SETTING_FIELDS = [
  'top_banner_en',
  'top_banner_km',
  'top_banner_cta_en',
  'top_banner_cta_km',
  'popup_en',
  'popup_km',
  'popup_cta_en',
  'popup_cta_km',
  'phone',
  'email',
  'telegram_url',
  'facebook_url',
  'tiktok_url',
  'youtube_url',
  'app_store_url',
  'play_store_url',
] as const satisfies readonly (keyof SiteSettings)[];

/** The row (null only if migration 0118's row was removed by hand). */
export async function readSiteSettings(db: D1Database): Promise<SiteSettings | null> {
  return db.prepare(`SELECT ${SITE_SETTING_FIELDS.join(', ')} FROM site_settings WHERE id = 1`).first<SiteSettings>();
}

/** Writes every field of the row (put back if it was missing). */
export function saveSiteSettingsStatement(db: D1Database, settings: SiteSettings): D1PreparedStatement {
  const columns = SITE_SETTING_FIELDS.join(', ');
  const places = SITE_SETTING_FIELDS.map((_, i) => `?${i + 1}`).join(', ');
  return db
    .prepare(`INSERT OR REPLACE INTO site_settings (id, ${columns}) VALUES (1, ${places})`)
    .bind(...SITE_SETTING_FIELDS.map((field) => settings[field]));
}
