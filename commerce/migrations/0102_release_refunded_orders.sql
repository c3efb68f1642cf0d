-- Refunds now give back what an order held (stock, vouchers, points) through released_at, as
-- cancellations do. Orders refunded before this change keep what they had: mark them released.
UPDATE orders SET released_at = updated_at WHERE state = 'refunded' AND released_at IS NULL;
