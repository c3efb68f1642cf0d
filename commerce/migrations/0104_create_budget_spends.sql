-- Budgets for what costs money (SMS) or guesses a secret (passwords, one-time codes), decision 014:
-- one row per spend, counted over a sliding window by (scope, subject). A wrong password is a spend of
-- the address, the account and the pair; a successful sign-in refunds it. `subject` is a client address,
-- a mobile, `mobile@address`, or `*` for the whole shop.
CREATE TABLE budget_spends (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX budget_spends_subject ON budget_spends (scope, subject, at);

-- The per-mobile 15-minute lockout is gone: it locked the owner out with everyone else.
DROP TABLE login_locks;
DROP TABLE login_failures;
