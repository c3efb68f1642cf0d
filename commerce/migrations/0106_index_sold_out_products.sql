-- Search lists products in stock first: the ranked page reads which of its matches
-- are sold out from this index, one indexed read of the few sold-out ids per search, instead of each
-- match's product row. Partial, so a sale's stock changes touch it only when a product sells out or
-- comes back.
CREATE INDEX products_sold_out ON products (stock) WHERE stock = 0;
