-- Search that reads Khmer as shoppers write it (docs/decisions/018-khmer-search.md).
--
-- 1. The indexes keep their own copy of each product's text, in normaliseSearchText's form
--    (commerce/normalise-search-text.ts), each field in English and Khmer: products_fts holds
--    name, brand and category (bm25 weighs them), product_descriptions_fts the description, searched
--    only when those find nothing (apart, so title searches read a third of the index). The seed
--    writes their rows (scripts/seed-generate.mjs); the backfill below copies the text as it is, so a
--    database that is not re-seeded still finds its products (fewer for Khmer-digit and coeng-ta text).
DROP TABLE products_fts;
CREATE VIRTUAL TABLE products_fts USING fts5 (name, brand, category, tokenize = 'trigram');
INSERT INTO products_fts (rowid, name, brand, category)
SELECT p.id, p.name_en || ' ' || p.name_km, COALESCE(b.name_en || ' ' || b.name_km, ''),
  COALESCE(c.name_en || ' ' || c.name_km, '')
FROM products p LEFT JOIN brands b ON b.id = p.brand_id LEFT JOIN goods_categories c ON c.id = p.category_id;
CREATE VIRTUAL TABLE product_descriptions_fts USING fts5 (description, tokenize = 'trigram');
INSERT INTO product_descriptions_fts (rowid, description)
SELECT id, description_en || ' ' || description_km FROM products;

-- 2. Synonyms and transliterations, as data: a search word equal to `term` also finds `expands_to`, and
--    what that expands to in turn (three steps at most). Both columns are in normaliseSearchText's form
--    (lower-case Latin without accents, coeng da, Latin digits). An operator adds a row; no code changes.
CREATE TABLE search_synonyms (
  term TEXT NOT NULL,
  expands_to TEXT NOT NULL,
  PRIMARY KEY (term, expands_to)
) WITHOUT ROWID;
INSERT INTO search_synonyms (term, expands_to) VALUES
  -- Brands as the shop writes them on brand pages, both ways.
  ('សាំស៊ុង', 'samsung'), ('samsung', 'សាំស៊ុង'),
  ('អេបផល', 'apple'), ('apple', 'អេបផល'),
  ('សៀវមី', 'xiaomi'), ('xiaomi', 'សៀវមី'),
  ('អូប៉ូ', 'oppo'), ('oppo', 'អូប៉ូ'),
  ('វីវ៉ូ', 'vivo'), ('vivo', 'វីវ៉ូ'),
  ('សូនី', 'sony'), ('sony', 'សូនី'),
  ('អិលជី', 'lg'), ('lg', 'អិលជី'),
  ('ប៉ាណាសូនិក', 'panasonic'), ('panasonic', 'ប៉ាណាសូនិក'),
  ('សាប', 'sharp'), ('sharp', 'សាប'),
  ('ហុងដា', 'honda'), ('honda', 'ហុងដា'),
  ('យ៉ាម៉ាហា', 'yamaha'), ('yamaha', 'យ៉ាម៉ាហា'),
  ('ណេស្លេ', 'nestle'), ('nestle', 'ណេស្លេ'),
  ('ដាច់ឡេឌី', 'dutch lady'), ('dutch lady', 'ដាច់ឡេឌី'),
  ('ឡូរ៉េអាល់', 'l''oreal'), ('l''oreal', 'ឡូរ៉េអាល់'),
  ('ឡូរ៉េអាល់ ប៉ារីស', 'l''oreal paris'), ('l''oreal paris', 'ឡូរ៉េអាល់ ប៉ារីស'),
  ('អាឌីដាស', 'adidas'), ('adidas', 'អាឌីដាស'),
  -- Product lines written in Latin in product names.
  ('អាយហ្វូន', 'iphone'), ('iphone', 'អាយហ្វូន'),
  ('អាយផេត', 'ipad'), ('ipad', 'អាយផេត'),
  ('ម៉ាកប៊ុក', 'macbook'), ('macbook', 'ម៉ាកប៊ុក'),
  ('ហ្គាឡាក់ស៊ី', 'galaxy'), ('galaxy', 'ហ្គាឡាក់ស៊ី'),
  -- A smartphone is a phone. Not the reverse: ស្មាតហ្វូន finds the iPhones (named ទូរស័ព្ទ) by their
  -- category, ស្មាតហ្វូន, where "ទូរស័ព្ទ" would add the phone cases (ស្រោមទូរស័ព្ទ).
  ('ទូរស័ព្ទ', 'ស្មាតហ្វូន'),
  ('ទូរស័ព្ទដៃ', 'ទូរស័ព្ទ'),
  -- Common misspellings, mapped to the word the catalogue uses.
  ('ទូរសព្ទ', 'ទូរស័ព្ទ');
