-- A SKU per product: the key the console's CSV import and export match lines by, and
-- a field of its product editor (docs/decisions/022-products-csv.md). Unique; products that exist get
-- MS- and their id on six digits.
ALTER TABLE products ADD COLUMN sku TEXT;
UPDATE products SET sku = 'MS-' || printf('%06d', id) WHERE sku IS NULL;
CREATE UNIQUE INDEX products_sku ON products (sku);

-- Products written without one (the seed, applied after the migrations; npm run seed:scale) get the same
-- form, so every product has a SKU whichever way it was made; the console always names its own.
CREATE TRIGGER products_default_sku AFTER INSERT ON products WHEN NEW.sku IS NULL
BEGIN
  UPDATE products SET sku = 'MS-' || printf('%06d', NEW.id) WHERE id = NEW.id;
END;
