-- Whole words rank first (decision 018): the search indexes store each field with a space at each
-- end and commas and brackets as spaces (searchIndexText in commerce/normalise-search-text.ts),
-- so every word stands between spaces and a search finds it whole as " word ". The seed writes rows in
-- this form; this brings a database's existing rows to it (once: rows that start with a space are done).
UPDATE products_fts SET
  name = ' ' || trim(replace(replace(replace(replace(name, ',', ' '), '(', ' '), ')', ' '), '  ', ' ')) || ' ',
  brand = ' ' || trim(replace(replace(replace(replace(brand, ',', ' '), '(', ' '), ')', ' '), '  ', ' ')) || ' ',
  category = ' ' || trim(replace(replace(replace(replace(category, ',', ' '), '(', ' '), ')', ' '), '  ', ' ')) || ' '
WHERE substr(name, 1, 1) <> ' ';
UPDATE product_descriptions_fts SET
  description = ' ' || trim(replace(replace(replace(replace(description, ',', ' '), '(', ' '), ')', ' '), '  ', ' ')) || ' '
WHERE substr(description, 1, 1) <> ' ';
