-- Goods categories (two levels) and merchant (business) categories, named in both languages.
CREATE TABLE goods_categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES goods_categories (id),
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  image TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goods_categories_parent ON goods_categories (parent_id, sort);

CREATE TABLE business_categories (
  id INTEGER PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_km TEXT NOT NULL,
  image TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
