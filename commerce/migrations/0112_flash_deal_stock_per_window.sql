-- A daily flash-deal slot's deal stock is per window: each day's window starts with the item's full
-- deal stock again. stock_left counts the window that starts at window_start (NULL: the slot's first
-- window); an order in a later window starts the counter again from the full stock, and reads take a
-- counter from an earlier window as full (db/live-deal.ts). One-off slots have one window: as before.
ALTER TABLE flash_deal_items ADD COLUMN window_start INTEGER;

-- The full deal stock is stock_total; rows written without one counted from stock_left alone.
UPDATE flash_deal_items SET stock_total = stock_left WHERE stock_total < stock_left;

-- A daily slot already past its first window: its shared counter becomes the window current now (or
-- next, between windows), less what live orders took in it, so nothing sold today is sold again.
UPDATE flash_deal_items
SET window_start = (
    SELECT s.starts_at + 86400 * (CAST((CAST(strftime('%s', 'now') AS INTEGER) - s.ends_at) / 86400 AS INTEGER) + 1)
    FROM flash_deal_slots s WHERE s.id = flash_deal_items.slot_id
  )
WHERE slot_id IN (SELECT id FROM flash_deal_slots WHERE repeats_daily = 1 AND ends_at <= CAST(strftime('%s', 'now') AS INTEGER));

UPDATE flash_deal_items
SET stock_left = MAX(0, stock_total - COALESCE((
    SELECT SUM(oi.num) FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.slot_id = flash_deal_items.slot_id AND oi.product_id = flash_deal_items.product_id
      AND o.released_at IS NULL AND o.created_at >= flash_deal_items.window_start
  ), 0))
WHERE window_start IS NOT NULL;
