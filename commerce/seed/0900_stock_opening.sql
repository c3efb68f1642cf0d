-- Each product's opening stock move (migration 0133): what the seed gave it, less what its moves already
-- hold, so running the seed again records only the difference.
INSERT INTO stock_moves (product_id, delta, reason, at)
  SELECT p.id, p.stock - COALESCE((SELECT SUM(m.delta) FROM stock_moves m WHERE m.product_id = p.id), 0), 'opening',
    CAST(strftime('%s', 'now') AS INTEGER)
  FROM products p
  WHERE p.stock <> COALESCE((SELECT SUM(m.delta) FROM stock_moves m WHERE m.product_id = p.id), 0);
