-- Products the console hides (decision 025): kept with their orders, reviews and photos, but out of
-- every list, search, deal and product page, and not for sale (db/visible.ts). The partial index holds
-- only the hidden ones, so a list checks a product against it by rowid, without reading the product row.
ALTER TABLE products ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1));
CREATE INDEX products_hidden ON products (id) WHERE hidden = 1;
