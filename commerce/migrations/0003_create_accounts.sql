-- Shoppers, sign-in (tickets, tokens, lockouts), one-time codes, points, cart and follows.
-- Secrets (passwords, tickets, tokens, codes) are stored only as hashes. Times are Unix seconds.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT,
  pass_salt TEXT NOT NULL,
  pass_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Single-use, short-lived: issued by POST /api/login, exchanged by POST /api/gettoken.
CREATE TABLE login_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX tokens_user ON tokens (user_id);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX login_failures_mobile ON login_failures (mobile, failed_at);
CREATE TABLE login_locks (
  mobile TEXT PRIMARY KEY,
  locked_until INTEGER NOT NULL
);

-- purpose: register, reset, phone; one live code per (purpose, mobile).
CREATE TABLE otp_codes (
  purpose TEXT NOT NULL,
  mobile TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (purpose, mobile)
);
-- What the local SMS sender "sends": read it to get a one-time code in development.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- The points ledger. `ref` makes an award unique: a check-in's ref is its Phnom Penh date,
-- so the UNIQUE constraint (not a read-then-write) allows one check-in per day.
CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('checkin', 'purchase', 'review', 'redemption')),
  ref TEXT NOT NULL,
  points INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, kind, ref)
);
CREATE INDEX points_ledger_user ON points_ledger (user_id, created_at DESC);

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  num INTEGER NOT NULL CHECK (num > 0),
  selected INTEGER NOT NULL DEFAULT 1 CHECK (selected IN (0, 1)),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, product_id)
);

CREATE TABLE coupon_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  coupon_id INTEGER NOT NULL REFERENCES coupons (id),
  claimed_at INTEGER NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (user_id, coupon_id)
);

CREATE TABLE merchant_follows (
  user_id INTEGER NOT NULL REFERENCES users (id),
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, merchant_id)
);
