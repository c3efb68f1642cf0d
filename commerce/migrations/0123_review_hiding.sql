-- Reviews the console hides (abuse, spam, someone's phone number): kept, with their photos withheld from
-- the shop (moved under withheld/ in REVIEW_PHOTOS), but out of the product's and the merchant's pages and
-- out of the product's stars, which are counted again from the shown ones. `hidden_at` is when, or NULL.
ALTER TABLE reviews ADD COLUMN hidden_at INTEGER;
-- The console lists every review newest first.
CREATE INDEX reviews_newest ON reviews (created_at DESC, id DESC);
