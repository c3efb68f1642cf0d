-- A shopper's inbox: order, promotion, support and account messages, each in English and Khmer.
-- `ref` (optional) makes a message unique per shopper, so a retried sender does not post it twice.
CREATE TABLE member_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('order', 'promotion', 'support', 'account')),
  title_en TEXT NOT NULL,
  title_km TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_km TEXT NOT NULL,
  link TEXT,
  ref TEXT,
  read_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, ref)
);
CREATE INDEX member_messages_user ON member_messages (user_id, id DESC);
CREATE INDEX member_messages_unread ON member_messages (user_id) WHERE read_at IS NULL;
