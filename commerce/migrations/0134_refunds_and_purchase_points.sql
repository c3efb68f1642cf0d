-- Refunds that move money, and points for purchases (docs/decisions/053-refunds-and-purchase-points.md).

-- The programme's earning rule, one row that owners edit in the console: points for each full dollar
-- paid, and whether a down payment earns when it is paid or only when the order completes. `version`
-- goes up with each save, so a save from a form read before another owner's is refused, not applied.
CREATE TABLE points_rules (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  points_per_dollar INTEGER NOT NULL CHECK (points_per_dollar BETWEEN 0 AND 100),
  deposit_earns TEXT NOT NULL CHECK (deposit_earns IN ('deposit', 'completion')),
  version INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL
);
INSERT INTO points_rules (id, points_per_dollar, deposit_earns, updated_at) VALUES (1, 1, 'completion', 0);

-- Each refund is a row: how much, how the money went back (its reference for a transfer), who and why.
-- orders.refunded_cents is their sum, kept by the trigger in the same statement; a refund of more than
-- the order has paid and not yet had back is refused, whatever two operators do at once, and so is a
-- refund of an order in a state that has nothing to give back (waiting for payment, cancelled, refunded).
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- unrecorded: a refund marked before this migration, with no method or reference on record.
  method TEXT NOT NULL CHECK (method IN ('khqr', 'bank', 'cash', 'points', 'unrecorded')),
  reference TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL,
  -- NULL: the operator API's key (or a refund from before this migration).
  operator_id INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX refunds_order ON refunds (order_id, id);
CREATE INDEX refunds_day ON refunds (created_at);

ALTER TABLE orders ADD COLUMN refunded_cents INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER refunds_within_paid BEFORE INSERT ON refunds
WHEN NEW.method <> 'unrecorded' AND NOT EXISTS (SELECT 1 FROM orders WHERE id = NEW.order_id
  AND NEW.amount_cents <= paid_cents - refunded_cents
  AND state IN ('paid', 'deposit_paid', 'processing', 'shipped', 'ready_for_pickup', 'completed', 'refund_due'))
BEGIN
  SELECT RAISE(ABORT, 'refund refused: over what was paid, or nothing to refund');
END;

CREATE TRIGGER refunds_apply AFTER INSERT ON refunds
BEGIN
  UPDATE orders SET refunded_cents = refunded_cents + NEW.amount_cents WHERE id = NEW.order_id;
END;

-- The order lines a refund put back in stock: a line goes back once (its primary key), whole.
CREATE TABLE refund_restocks (
  order_item_id INTEGER PRIMARY KEY REFERENCES order_items (id),
  refund_id INTEGER NOT NULL REFERENCES refunds (id)
);

-- The refunds marked before: what those orders had paid, gone back by a way nobody recorded.
INSERT INTO refunds (order_id, amount_cents, method, note, created_at)
  SELECT o.id, o.paid_cents, 'unrecorded',
    COALESCE((SELECT note FROM order_events e WHERE e.order_id = o.id AND e.state = 'refunded' ORDER BY e.id DESC LIMIT 1), ''),
    COALESCE((SELECT created_at FROM order_events e WHERE e.order_id = o.id AND e.state = 'refunded' ORDER BY e.id DESC LIMIT 1), o.updated_at)
  FROM orders o WHERE o.state = 'refunded' AND o.paid_cents > 0;
-- Their goods went back with them (the release of a refunded order): each line is on record as restocked.
INSERT INTO refund_restocks (order_item_id, refund_id)
  SELECT i.id, r.id FROM order_items i JOIN orders o ON o.id = i.order_id JOIN refunds r ON r.order_id = o.id
  WHERE o.state = 'refunded' AND o.released_at IS NOT NULL;
