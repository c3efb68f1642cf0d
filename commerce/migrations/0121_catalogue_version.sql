-- The catalogue's version (decision 027): a counter the console raises in the same batch as any change to
-- what product lists show (a product's form, photos or import, a subcategory's move). The edge's cached
-- catalogue reads are keyed by it, so one raise makes every cached list stale at once.
CREATE TABLE catalogue_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
INSERT INTO catalogue_version (id, n) VALUES (1, 0);
