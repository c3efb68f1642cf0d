-- Product photos uploaded in the console (docs/decisions/023-product-photos.md): squares in the
-- PRODUCT_PHOTOS bucket at `products/<key>` (key `<32 hex>-<side>.jpg`, with its -320 and -640 sizes
-- beside it), in the order the gallery shows them, each with alt text in both languages. The product's
-- `image` and `gallery` columns are rewritten from these rows in the same batch as every change, so the
-- storefront's reads stay one row; the seed's drawn art has no rows here.
CREATE TABLE product_photos (
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  key TEXT NOT NULL UNIQUE,
  alt_en TEXT NOT NULL DEFAULT '',
  alt_km TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (product_id, position)
);
