-- Free delivery over a threshold, per province: the terms and the help centre promise free delivery in
-- Phnom Penh on orders over $20, which checkout did not apply. NULL: the fee always applies.
ALTER TABLE shipping_fees ADD COLUMN free_over_cents INTEGER CHECK (free_over_cents IS NULL OR free_over_cents > 0);
UPDATE shipping_fees SET free_over_cents = 2000 WHERE province_code = '12';
