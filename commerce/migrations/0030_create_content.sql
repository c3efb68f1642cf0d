-- The shop's own content and what shoppers send it: newsletter sign-ups, support requests (with the
-- attempts that rate-limit them), pages stored as sections per language, and customer-service hours.

-- One row per address; addresses are stored lower-cased, so the same mailbox is never added twice.
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE support_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id),
  name TEXT NOT NULL,
  contact TEXT NOT NULL,
  topic TEXT NOT NULL,
  message TEXT NOT NULL,
  lang TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX support_requests_user ON support_requests (user_id, created_at);

-- Contact-form attempts by key ("ip:…" or "to:…"); rows older than the window are deleted as new ones come.
CREATE TABLE contact_attempts (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX contact_attempts_key ON contact_attempts (key, at);

-- About, contact, WeChat and policy pages: `link` is a page's outside address (a map, the WeChat account).
CREATE TABLE content_pages (
  slug TEXT PRIMARY KEY,
  updated_on TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT ''
);
-- A section's paragraphs are a JSON array of strings in each language, shown as text (never as HTML).
CREATE TABLE content_sections (
  page_slug TEXT NOT NULL REFERENCES content_pages (slug),
  sort INTEGER NOT NULL,
  heading_en TEXT NOT NULL,
  heading_km TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_km TEXT NOT NULL,
  PRIMARY KEY (page_slug, sort)
);

-- Customer-service hours in Phnom Penh time; day 0 is Sunday. A day without a row is closed.
CREATE TABLE service_hours (
  day INTEGER PRIMARY KEY CHECK (day BETWEEN 0 AND 6),
  opens TEXT NOT NULL,
  closes TEXT NOT NULL
);

-- Questions shown on the help centre's front page, most asked first (0: not shown there).
ALTER TABLE help_articles ADD COLUMN popular INTEGER NOT NULL DEFAULT 0;
