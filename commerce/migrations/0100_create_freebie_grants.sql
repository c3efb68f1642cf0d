-- Freebies a shopper earned: one row per qualifying order and freebie, written in the order's batch.
-- Its status follows the order (waiting for payment, coming with the order, received, cancelled),
-- so there is no second state to keep in step.
CREATE TABLE freebie_grants (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  freebie_id INTEGER NOT NULL REFERENCES freebies (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  created_at INTEGER NOT NULL,
  UNIQUE (order_id, freebie_id)
);
CREATE INDEX freebie_grants_user ON freebie_grants (user_id, created_at DESC);
