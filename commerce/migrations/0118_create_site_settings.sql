-- The site's texts and links that owners edit in the console (/ops/site, decision 024): the app
-- banners' words in both languages, the contact channels and the social and app-store links. They were UI
-- messages and wrangler [vars]; the row starts with those values, so shoppers see no change until an owner
-- edits. One row of named columns (not key/value rows): one read gives every field, none can be missing,
-- and each column checks its own form. An empty text or link is left out of the pages.
CREATE TABLE site_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  top_banner_en TEXT NOT NULL CHECK (length(top_banner_en) <= 150),
  top_banner_km TEXT NOT NULL CHECK (length(top_banner_km) <= 150),
  top_banner_cta_en TEXT NOT NULL CHECK (length(top_banner_cta_en) <= 40),
  top_banner_cta_km TEXT NOT NULL CHECK (length(top_banner_cta_km) <= 40),
  popup_en TEXT NOT NULL CHECK (length(popup_en) <= 150),
  popup_km TEXT NOT NULL CHECK (length(popup_km) <= 150),
  popup_cta_en TEXT NOT NULL CHECK (length(popup_cta_en) <= 40),
  popup_cta_km TEXT NOT NULL CHECK (length(popup_cta_km) <= 40),
  phone TEXT NOT NULL CHECK (length(phone) <= 30),
  email TEXT NOT NULL CHECK (length(email) <= 254),
  telegram_url TEXT NOT NULL CHECK (telegram_url = '' OR telegram_url LIKE 'https://%'),
  facebook_url TEXT NOT NULL CHECK (facebook_url = '' OR facebook_url LIKE 'https://%'),
  tiktok_url TEXT NOT NULL CHECK (tiktok_url = '' OR tiktok_url LIKE 'https://%'),
  youtube_url TEXT NOT NULL CHECK (youtube_url = '' OR youtube_url LIKE 'https://%'),
  app_store_url TEXT NOT NULL CHECK (app_store_url = '' OR app_store_url LIKE 'https://%'),
  play_store_url TEXT NOT NULL CHECK (play_store_url = '' OR play_store_url LIKE 'https://%')
);

INSERT INTO site_settings VALUES (
  1,
  'App-only deals in the Member Shop app.',
  'ការផ្ដល់ជូនពិសេសក្នុងកម្មវិធីហាងសមាជិក',
  'Get the app',
  'ទាញយកកម្មវិធី',
  'Get the Member Shop app',
  'ទាញយកកម្មវិធីហាងសមាជិក',
  'Download',
  'ទាញយក',
  '+855 23 900 123',
  'care@membershop.com.kh',
  'https://t.me/membershopkh',
  'https://www.facebook.com/membershopkh',
  '',
  '',
  'https://apps.apple.com/app/id0000000000',
  'https://play.google.com/store/apps/details?id=kh.membershop.app'
);
