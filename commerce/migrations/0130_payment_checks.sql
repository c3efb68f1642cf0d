-- A payment deadline is a question to Bakong, not a verdict (docs/decisions/045-payment-deadline-asks-bakong.md).
--
-- Two order states of their own: payment_checking (the deadline passed and Bakong could not say whether the
-- code was paid: the order keeps its stock and is asked about again) and refund_due (a payment arrived after
-- the order was cancelled and could not be put back: the shop owes the shopper that money). SQLite cannot
-- change a CHECK, so the orders table is rebuilt: its rows are set aside, the table dropped and made again
-- under its own name, and the rows put back. The foreign keys of its lines, events and payments are
-- checked at the end of the migration (deferred): by then each finds its order again.
PRAGMA defer_foreign_keys = true;

CREATE TABLE orders_set_aside AS SELECT * FROM orders;
DROP TABLE orders;
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending_payment', 'payment_checking', 'paid', 'deposit_paid', 'processing', 'shipped',
    'ready_for_pickup', 'completed', 'cancelled', 'refund_due', 'refunded')),
  delivery TEXT NOT NULL CHECK (delivery IN ('delivery', 'pickup')),
  outlet_id INTEGER REFERENCES outlets (id),
  address TEXT,
  province_code TEXT,
  payment_plan TEXT NOT NULL CHECK (payment_plan IN ('full', 'deposit')),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('khqr', 'cash')),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'KHR')),
  goods_cents INTEGER NOT NULL CHECK (goods_cents >= 0),
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0),
  points_used INTEGER NOT NULL CHECK (points_used >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  due_now_cents INTEGER NOT NULL CHECK (due_now_cents >= 0),
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
  paid_cents INTEGER NOT NULL DEFAULT 0,
  note TEXT NOT NULL DEFAULT '',
  cancel_reason TEXT,
  expires_at INTEGER,
  released_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
INSERT INTO orders SELECT id, user_id, idempotency_key, request_hash, state, delivery, outlet_id, address, province_code,
  payment_plan, payment_method, currency, goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents,
  balance_cents, paid_cents, note, cancel_reason, expires_at, released_at, created_at, updated_at FROM orders_set_aside;
DROP TABLE orders_set_aside;
CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_expiring ON orders (expires_at) WHERE state = 'pending_payment';
CREATE INDEX orders_payment_checking ON orders (updated_at) WHERE state IN ('payment_checking', 'refund_due');

-- When the sweep next asks Bakong about a code it is still watching (a code being checked, or the code of
-- a cancelled order during the late-payment window); NULL: not watched. `check_failures` counts the asks
-- in a row Bakong did not answer (the back-off), `checked_at` when Bakong last answered about it.
ALTER TABLE payments ADD COLUMN next_check_at INTEGER;
ALTER TABLE payments ADD COLUMN check_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN checked_at INTEGER;
-- The link that opens a bank app on the code (Bakong's generate_deeplink_by_qr), when Bakong gave one.
ALTER TABLE payments ADD COLUMN deeplink TEXT;
CREATE INDEX payments_watched ON payments (next_check_at) WHERE next_check_at IS NOT NULL;

-- What a person must look at: a transaction for a code that did not match it (another amount, currency
-- or account: it paid nothing), and a payment found after its order was cancelled (`outcome`: the order
-- was reinstated, or is refund_due). `reference` is the rail's transaction id, so a transaction seen on
-- every poll is one row. An operator marks a row dealt with.
CREATE TABLE payment_issues (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mismatch', 'late')),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  payment_id INTEGER REFERENCES payments (id),
  reference TEXT NOT NULL,
  -- JSON: mismatch {why, amount, currency, to_account}; late {outcome: 'reinstated' | 'refund_due'}.
  detail TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL,
  resolved_at INTEGER,
  resolved_by INTEGER REFERENCES operators (id),
  UNIQUE (kind, reference)
);
CREATE INDEX payment_issues_open ON payment_issues (created_at) WHERE resolved_at IS NULL;

-- How the payment rail stands (one row per rail; 'bakong'): when an owner set the developer token (Bakong's
-- last 90 days), when Bakong last refused it (401/403), and the last answer and failure of any ask.
CREATE TABLE payment_rails (
  rail TEXT PRIMARY KEY,
  token_set_at INTEGER,
  token_refused_at INTEGER,
  answered_at INTEGER,
  failed_at INTEGER,
  failure TEXT
);
INSERT INTO payment_rails (rail) VALUES ('bakong');
