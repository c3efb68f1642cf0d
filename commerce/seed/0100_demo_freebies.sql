-- The freebies that come with the demo shopper's shipped order (the only one over their minimum spend),
-- so /accounts/freebie has something to show. The demo shopper has no claimed coupons in the seed: the
-- order and voucher tests start from none. Existing rows are kept (INSERT OR IGNORE).
INSERT OR IGNORE INTO freebie_grants (id, user_id, freebie_id, order_id, created_at) VALUES
  (1, 1, 1, 2, 1792900000),
  (2, 1, 2, 2, 1792900000);
