-- The demo deals have been running for a while: each started with a few more units than it has left.
UPDATE flash_deal_items SET stock_total = stock_left + ((product_id * 7) % 23) + 3 WHERE stock_total <= stock_left;
