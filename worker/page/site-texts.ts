import { NO_SITE, type SiteTexts } from '../../src/app/payload';
import { LANGS, type Lang } from '../../lib/lang';
import { readSiteSettings, type SiteSettings } from '../../commerce/embedded';
import { kvStore } from '../cache/kv-cache';
import type { MemoryCache } from '../cache/memory-cache';

/** The edge-cache key of the site's texts, before its language (`Commerce.cached` adds `:en` or `:km`). */
export const SITE_TEXTS_KEY = 'site-texts';

/** The row's texts in `lang`, with its contact channels and links, as the shop's pages take them. */
export function siteTextsOf(row: SiteSettings, lang: Lang): SiteTexts {
  return {
    topBanner: { text: row[`top_banner_${lang}`], cta: row[`top_banner_cta_${lang}`] },
    popup: { text: row[`popup_${lang}`], cta: row[`popup_cta_${lang}`] },
    contact: { phone: row.phone, email: row.email },
    links: {
      telegram: row.telegram_url,
      facebook: row.facebook_url,
      tiktok: row.tiktok_url,
      youtube: row.youtube_url,
      appStore: row.app_store_url,
      playStore: row.play_store_url,
    },
  };
}

/**
 * The site's texts and links in `lang`, from the edge's own D1 (the console's row, migration 0118), whichever
 * commerce API answers the catalogue: they are the shop's settings, as the wrangler [vars] they replace were,
 * and the console that edits them writes this database. The menus (worker/page/menus.ts) cache them in KV.
 */
export async function loadSiteTexts(db: D1Database, lang: Lang): Promise<SiteTexts> {
  const row = await readSiteSettings(db);
  return row ? siteTextsOf(row, lang) : NO_SITE;
}

/**
 * Puts the saved row's texts in the edge cache in both languages (the console calls it after a save), so
 * the next page shows them without reading D1, where a replica might not have the write yet. Other
 * isolates' memory copies live on for up to ISOLATE_CACHE_MS (10 s); KV reaches every location within a minute.
 */
export async function storeSiteTexts(kv: KVNamespace, memory: MemoryCache | null, row: SiteSettings): Promise<void> {
  await Promise.all(LANGS.map((lang) => kvStore(kv, `${SITE_TEXTS_KEY}:${lang}`, siteTextsOf(row, lang), memory)));
}
