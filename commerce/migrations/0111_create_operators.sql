-- The operator's console (/ops; docs/decisions/020-operators-console.md): the people who run the
-- shop, apart from its shoppers. An owner does everything and manages operators; staff run the catalogue,
-- deals, orders and members but cannot refund or manage operators. Passwords are hashed as shoppers'
-- are (PBKDF2-SHA-256, commerce/secrets.ts); `totp_secret` (base32) turns on a second step.
CREATE TABLE operators (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'staff')),
  pass_salt TEXT NOT NULL,
  pass_hash TEXT NOT NULL,
  totp_secret TEXT,
  created_at INTEGER NOT NULL,
  disabled_at INTEGER
);

-- A signed-in operator: the SHA-256 of the cookie's token, never the token.
CREATE TABLE operator_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Every change an operator makes: who, when, what, and the record before and after (JSON).
CREATE TABLE ops_audit (
  id INTEGER PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators (id),
  at INTEGER NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX ops_audit_at ON ops_audit (at DESC, id DESC);
