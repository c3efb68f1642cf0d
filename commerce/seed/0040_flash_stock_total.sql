-- The demo's daily deals have been running for a while: each started with a few more units than it has left.
UPDATE flash_deal_items SET stock_total = stock_left + ((product_id * 7) % 23) + 3
WHERE stock_total <= stock_left AND slot_id IN (SELECT id FROM flash_deal_slots WHERE repeats_daily = 1);
-- The one-off 12.12 deal has not started: nothing of it is sold yet.
UPDATE flash_deal_items SET stock_total = MAX(stock_total, stock_left), stock_left = MAX(stock_total, stock_left)
WHERE slot_id IN (SELECT id FROM flash_deal_slots WHERE repeats_daily = 0);
