-- How many units a flash deal started with, so a page can show how much of it is claimed
-- (stock_left alone cannot say). Existing rows start full: nothing claimed yet.
ALTER TABLE flash_deal_items ADD COLUMN stock_total INTEGER NOT NULL DEFAULT 0;
UPDATE flash_deal_items SET stock_total = stock_left;
