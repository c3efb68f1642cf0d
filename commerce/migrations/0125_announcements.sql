-- Announcements the console sends (owners): one promotion message in every member's inbox (migration 0021),
-- in both languages, with an optional link into the shop. `ref` is each copy's ref, so a copy is posted once
-- per member; `recipients` is how many members got it (suspended ones do not).
CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  ref TEXT NOT NULL UNIQUE,
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_km TEXT NOT NULL,
  link TEXT,
  operator_id INTEGER NOT NULL REFERENCES operators (id),
  sent_at INTEGER NOT NULL,
  recipients INTEGER NOT NULL DEFAULT 0
);
