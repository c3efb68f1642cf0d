-- Search synonyms (migration 0105's table), in normaliseSearchText's form.
-- rice and អង្ករ, both ways: a product named rice in both languages (the rice itself) then matches
-- both words and ranks above those that name rice in one only (rice noodles, គុយទាវ; rice cookers,
-- ឆ្នាំងដាំបាយ): "rice" listed the noodles first and the jasmine rice 16th.
-- loreal: the brand as shoppers type it, without the apostrophe.
INSERT OR IGNORE INTO search_synonyms (term, expands_to) VALUES
  ('rice', 'អង្ករ'), ('អង្ករ', 'rice'),
  ('loreal', 'l''oreal');
