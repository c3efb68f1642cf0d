-- The demo shopper's past orders, so the account's order pages have something to show: one completed
-- pick-up, one delivery paid by down payment and now on its way (balance due), one that expired unpaid.
-- Existing rows are kept (INSERT OR IGNORE); new orders get ids after these.
INSERT OR IGNORE INTO orders (id, user_id, idempotency_key, request_hash, state, delivery, outlet_id, address, province_code, payment_plan,
  payment_method, currency, goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents, paid_cents,
  note, cancel_reason, expires_at, released_at, created_at, updated_at) VALUES
  (1, 1, 'seed-order-0001', 'seed', 'completed', 'pickup', 2, NULL, NULL, 'full', 'khqr', 'USD', 1400, 0, 0, 0, 1400, 1400, 0, 1400,
   '', NULL, NULL, NULL, 1791800000, 1792100000),
  (2, 1, 'seed-order-0002', 'seed', 'shipped', 'delivery', NULL,
   '{"name":"Chan Sokha","phone":"012 345 678","province_code":"12","district":"Chamkar Mon","commune":"Tonle Bassac","village":"Phum 1","street":"Street 310","house":"12A","landmark":"Opposite the BKK market"}',
   '12', 'deposit', 'khqr', 'USD', 44899, 150, 0, 0, 45049, 9000, 36049, 9000, '', NULL, NULL, NULL, 1792900000, 1793100000),
  (3, 1, 'seed-order-0003', 'seed', 'cancelled', 'pickup', 1, NULL, NULL, 'full', 'khqr', 'USD', 700, 0, 0, 0, 700, 700, 0, 0,
   '', 'expired', NULL, 1793000900, 1793000000, 1793000900);

INSERT OR IGNORE INTO order_items (id, order_id, product_id, merchant_id, slot_id, name_en, name_km, image, unit_cents, is_earnest, earnest_cents, num, due_now_cents) VALUES
  (1, 1, 16, 16, NULL, 'Kampot pepper iced coffee, 6 bottles', 'កាហ្វេទឹកកកម្រេចកំពត ៦ ដប', '/images/products/kampot-pepper-iced-coffee-front.svg', 700, 0, 0, 2, 1400),
  (2, 2, 2, 2, NULL, 'iPad 10th generation, Wi-Fi 64GB', 'ថេប្លេត iPad ជំនាន់ទី ១០ Wi-Fi ៦៤GB', '/images/products/ipad-10th-generation-front.svg', 44899, 1, 9000, 1, 9000),
  (3, 3, 16, 16, NULL, 'Kampot pepper iced coffee, 6 bottles', 'កាហ្វេទឹកកកម្រេចកំពត ៦ ដប', '/images/products/kampot-pepper-iced-coffee-front.svg', 700, 0, 0, 1, 700);

INSERT OR IGNORE INTO order_events (id, order_id, state, note, created_at) VALUES
  (1, 1, 'pending_payment', 'created', 1791800000),
  (2, 1, 'paid', 'khqr', 1791800240),
  (3, 1, 'processing', '', 1791810000),
  (4, 1, 'ready_for_pickup', '', 1791900000),
  (5, 1, 'completed', '', 1792100000),
  (6, 2, 'pending_payment', 'created', 1792900000),
  (7, 2, 'deposit_paid', 'khqr', 1792900300),
  (8, 2, 'processing', '', 1792950000),
  (9, 2, 'shipped', '', 1793100000),
  (10, 3, 'pending_payment', 'created', 1793000000),
  (11, 3, 'cancelled', 'expired', 1793000900);

INSERT OR IGNORE INTO payments (id, order_id, provider, amount_cents, currency, amount_minor, status, payload, provider_ref, created_at, paid_at) VALUES
  (1, 1, 'khqr', 1400, 'USD', 1400, 'paid', '', 'seed-tx-0001', 1791800010, 1791800240),
  (2, 2, 'khqr', 9000, 'USD', 9000, 'paid', '', 'seed-tx-0002', 1792900010, 1792900300);
