-- Two older orders of the demo shopper (finished and placed more than 90 days ago), for /accounts/ordersold:
-- a completed delivery paid in cash on delivery and a cancelled pick-up. Found by their Idempotency-Key,
-- so repeating the seed adds nothing and they take whatever ids are free.
INSERT OR IGNORE INTO orders (user_id, idempotency_key, request_hash, state, delivery, outlet_id, address, province_code, payment_plan,
  payment_method, currency, goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents, paid_cents,
  note, cancel_reason, expires_at, released_at, created_at, updated_at) VALUES
  (1, 'seed-order-0080', 'seed', 'completed', 'delivery', NULL,
   '{"name":"Chan Sokha","phone":"85512345678","province_code":"12","district":"Boeng Keng Kang","commune":"Boeng Keng Kang Ti Muoy","village":"Phum 3","street":"Street 278","house":"#45B","landmark":"Near the Independence Monument"}',
   '12', 'full', 'cash', 'USD', 3800, 150, 0, 0, 3950, 0, 3950, 3950, '', NULL, NULL, NULL, 1777600000, 1777800000),
  (1, 'seed-order-0081', 'seed', 'cancelled', 'pickup', 1, NULL, NULL, 'full', 'khqr', 'USD', 1900, 0, 0, 0, 1900, 1900, 0, 0,
   '', 'shopper', NULL, 1780000300, 1780000000, 1780000300);

INSERT INTO order_items (order_id, product_id, merchant_id, slot_id, name_en, name_km, image, unit_cents, is_earnest, earnest_cents, num, due_now_cents)
SELECT o.id, 3, 3, NULL, '20 W USB-C fast charger, Black', 'ឆ្នាំងសាកលឿន USB-C ២០ វ៉ាត់ ពណ៌ខ្មៅ', '/images/products/20-w-usb-c-fast-charger-black-front.svg', 1900, 0, 0,
  CASE o.idempotency_key WHEN 'seed-order-0080' THEN 2 ELSE 1 END, 0
FROM orders o WHERE o.user_id = 1 AND o.idempotency_key IN ('seed-order-0080', 'seed-order-0081')
  AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id);

INSERT INTO order_events (order_id, state, note, created_at)
SELECT o.id, e.state, e.note, e.at FROM orders o JOIN (
  SELECT 'seed-order-0080' AS k, 'processing' AS state, 'created' AS note, 1777600000 AS at UNION ALL
  SELECT 'seed-order-0080', 'shipped', '', 1777700000 UNION ALL
  SELECT 'seed-order-0080', 'completed', '', 1777800000 UNION ALL
  SELECT 'seed-order-0081', 'pending_payment', 'created', 1780000000 UNION ALL
  SELECT 'seed-order-0081', 'cancelled', 'shopper', 1780000300
) e ON e.k = o.idempotency_key
WHERE o.user_id = 1 AND NOT EXISTS (SELECT 1 FROM order_events x WHERE x.order_id = o.id);
