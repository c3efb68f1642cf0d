-- Covering indexes for the product list's counts by category (with the in-stock filter, without table
-- reads), and category indexes in price order so a category sorted by price reads only its first page.
CREATE INDEX products_top_category_stock ON products (top_category_id, stock);
CREATE INDEX products_category_stock ON products (category_id, stock);
CREATE INDEX products_top_category_price ON products (top_category_id, price_cents);
CREATE INDEX products_category_price ON products (category_id, price_cents);
