-- Points adjusted by an operator (the console's members): a ledger kind of its own, with the
-- reason the operator gave. SQLite cannot change a CHECK in place, so the table is rebuilt as it was
-- with `adjustment` added and a `note` column (empty for every other kind).
PRAGMA defer_foreign_keys = on;
CREATE TABLE points_ledger_new (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('checkin', 'purchase', 'review', 'redemption', 'adjustment')),
  ref TEXT NOT NULL,
  points INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, kind, ref)
);
INSERT INTO points_ledger_new (id, user_id, kind, ref, points, created_at)
SELECT id, user_id, kind, ref, points, created_at FROM points_ledger;
DROP TABLE points_ledger;
ALTER TABLE points_ledger_new RENAME TO points_ledger;
CREATE INDEX points_ledger_user ON points_ledger (user_id, created_at DESC);
