-- Orders, their lines, vouchers and timeline; payments and the callbacks already seen; shipping fees.
-- Money is integer US cents; times are Unix seconds. Names and pictures are copied into the order
-- (a snapshot): the catalogue may change, what the shopper bought does not.
--
-- state: pending_payment → paid | deposit_paid → processing → shipped | ready_for_pickup → completed;
-- cancelled (by the shopper, or an unpaid KHQR order expiring) and refunded.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- The caller's Idempotency-Key, and a hash of the request it came with (a reuse with another request is refused).
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending_payment', 'paid', 'deposit_paid', 'processing', 'shipped', 'ready_for_pickup', 'completed', 'cancelled', 'refunded')),
  delivery TEXT NOT NULL CHECK (delivery IN ('delivery', 'pickup')),
  outlet_id INTEGER REFERENCES outlets (id),
  -- Delivery: the address as it was when ordering (JSON: name, phone, province_code, lines), and its province.
  address TEXT,
  province_code TEXT,
  payment_plan TEXT NOT NULL CHECK (payment_plan IN ('full', 'deposit')),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('khqr', 'cash')),
  currency TEXT NOT NULL CHECK (currency IN ('USD', 'KHR')),
  goods_cents INTEGER NOT NULL CHECK (goods_cents >= 0),
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0),
  -- Points redeemed (1 point = 1 cent); the CHECK is the guard against spending more than the balance.
  points_used INTEGER NOT NULL CHECK (points_used >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
  -- What is paid online now (the earnest for down-payment lines) and what is left for pick-up or delivery.
  due_now_cents INTEGER NOT NULL CHECK (due_now_cents >= 0),
  balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
  paid_cents INTEGER NOT NULL DEFAULT 0,
  note TEXT NOT NULL DEFAULT '',
  cancel_reason TEXT,
  -- An unpaid KHQR order is cancelled after this moment and its stock goes back.
  expires_at INTEGER,
  -- Set once the stock, vouchers and points of a cancelled order have been given back.
  released_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_expiring ON orders (expires_at) WHERE state = 'pending_payment';

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  merchant_id INTEGER NOT NULL REFERENCES merchants (id),
  -- The flash-deal slot whose price and stock were used, if any.
  slot_id INTEGER,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  image TEXT NOT NULL,
  unit_cents INTEGER NOT NULL CHECK (unit_cents >= 0),
  is_earnest INTEGER NOT NULL,
  earnest_cents INTEGER NOT NULL,
  -- The CHECK doubles as the per-shopper limit guard: the insert writes 0 when the limit would be passed.
  num INTEGER NOT NULL CHECK (num > 0),
  due_now_cents INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_product ON order_items (product_id);

-- Vouchers and coupons spent on an order. discount_cents < 0 is written when the claim is not usable (guard).
CREATE TABLE order_coupons (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  coupon_id INTEGER NOT NULL REFERENCES coupons (id),
  merchant_id INTEGER,
  discount_cents INTEGER NOT NULL CHECK (discount_cents >= 0),
  PRIMARY KEY (order_id, coupon_id)
);

-- The timeline: one row per state change.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  state TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- One payment attempt per row. provider_ref is the provider's transaction id: UNIQUE, so a replayed
-- callback cannot be applied twice.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  provider TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  -- The amount in the currency's minor unit as sent to the provider (cents for USD, riel for KHR).
  amount_minor INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  payload TEXT NOT NULL DEFAULT '',
  provider_ref TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX payments_order ON payments (order_id, id DESC);

-- Nonces of accepted callbacks: a replay within the timestamp window is refused.
CREATE TABLE payment_nonces (
  nonce TEXT PRIMARY KEY,
  received_at INTEGER NOT NULL
);

-- Delivery fee by province (Cambodia's official province codes, 01–25).
CREATE TABLE shipping_fees (
  province_code TEXT PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0)
);
