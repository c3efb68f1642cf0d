-- Members who sign in with a social provider: the provider's subject (its stable user id) → the member.
-- Only the edge, after an authorization-code exchange it made itself, writes here (POST /api/auth/social).
CREATE TABLE social_links (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_links_user ON social_links (user_id);
