-- Shoppers review what they bought: one review per order item (the UNIQUE index is the guard against a
-- double submit), with up to three photos kept in the REVIEW_PHOTOS R2 bucket. `submit_ref` is random per
-- submission, so the photos and the points of a submission that lost a race attach to nothing.
-- Seeded reviews keep user_id and order_item_id NULL.
ALTER TABLE reviews ADD COLUMN user_id INTEGER REFERENCES users (id);
ALTER TABLE reviews ADD COLUMN order_item_id INTEGER REFERENCES order_items (id);
ALTER TABLE reviews ADD COLUMN submit_ref TEXT;
CREATE UNIQUE INDEX reviews_order_item ON reviews (order_item_id) WHERE order_item_id IS NOT NULL;

CREATE TABLE review_photos (
  id INTEGER PRIMARY KEY,
  review_id INTEGER NOT NULL REFERENCES reviews (id),
  -- The object's name in R2 under reviews/, served at /media/reviews/<photo_key>.
  photo_key TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX review_photos_review ON review_photos (review_id, sort);

-- Products a shopper saved for later (the heart on product cards and pages).
CREATE TABLE saved_products (
  user_id INTEGER NOT NULL REFERENCES users (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX saved_products_user ON saved_products (user_id, created_at DESC);
