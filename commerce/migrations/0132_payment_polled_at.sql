-- When a shopper's poll of an order's payment last asked Bakong about its code (decision 045): a poll asks
-- at most once per POLL_ASK_SECONDS per code, however many tabs or clients poll, so the shop's calls to
-- Bakong stay bounded by codes, not by requests. NULL: never asked by a poll.
ALTER TABLE payments ADD COLUMN polled_at INTEGER;
