-- Merchants the console closes (one that left the programme): its page, its place in the lists and its
-- coupons leave the shop, and its products are hidden (migration 0120), kept with their orders and reviews.
-- `hid` lists the products the closing hid, and those added or shown while it is closed (the triggers
-- below keep them hidden), so reopening shows exactly those again: one hidden on its own before stays
-- hidden. `reopening` is set only inside the batch that reopens it, so the triggers let its products out.
CREATE TABLE merchant_closures (
  merchant_id INTEGER PRIMARY KEY REFERENCES merchants (id),
  closed_at INTEGER NOT NULL,
  hid TEXT NOT NULL DEFAULT '[]',
  reopening INTEGER NOT NULL DEFAULT 0 CHECK (reopening IN (0, 1))
);
CREATE TRIGGER products_of_closed_merchants_added AFTER INSERT ON products
  WHEN NEW.hidden = 0 AND NEW.merchant_id IN (SELECT merchant_id FROM merchant_closures WHERE reopening = 0)
BEGIN
  UPDATE merchant_closures SET hid = json_insert(hid, '$[#]', NEW.id) WHERE merchant_id = NEW.merchant_id;
  UPDATE products SET hidden = 1 WHERE id = NEW.id;
END;
CREATE TRIGGER products_of_closed_merchants_shown AFTER UPDATE OF hidden, merchant_id ON products
  WHEN NEW.hidden = 0 AND NEW.merchant_id IN (SELECT merchant_id FROM merchant_closures WHERE reopening = 0)
BEGIN
  UPDATE merchant_closures SET hid = json_insert(hid, '$[#]', NEW.id)
    WHERE merchant_id = NEW.merchant_id AND NOT EXISTS (SELECT 1 FROM json_each(hid) WHERE value = NEW.id);
  UPDATE products SET hidden = 1 WHERE id = NEW.id;
END;
