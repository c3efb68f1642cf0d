-- Products in stock, newest first: the "in stock" filter and its count use this instead of scanning the table.
CREATE INDEX products_in_stock ON products (created_at DESC) WHERE stock > 0;
