/** What the console reads and writes of the site's texts and links (/ops/site): commerce/db/site-settings.ts holds them. */

/**
 * The site's texts and links (migration 0118, decision 024): the app banners' words in both languages,
 * the contact channels and the social and app-store links. One row; owners edit it in the console, the shop
 * reads it through the edge cache (worker/page/menus.ts). The site page's form shows and saves every field.
 */
export type SiteSettings = {
  top_banner_en: string;
  top_banner_km: string;
  top_banner_cta_en: string;
  top_banner_cta_km: string;
  popup_en: string;
  popup_km: string;
  popup_cta_en: string;
  popup_cta_km: string;
  phone: string;
  email: string;
  telegram_url: string;
  facebook_url: string;
  tiktok_url: string;
  youtube_url: string;
  app_store_url: string;
  play_store_url: string;
};
