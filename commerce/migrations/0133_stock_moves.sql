-- Stock moves, it is not overwritten (docs/decisions/052-stock-moves-and-edit-versions.md). Every change
-- of a product's stock is a row of stock_moves with its reason and who or what made it; the trigger adds
-- the row's delta to products.stock in the same statement, so the figure the shop sells from is always
-- the sum of its moves, and products' CHECK (stock >= 0) refuses a move that would take it below zero
-- (the whole batch with it). An `opening` row records what a product held when its ledger began and is
-- not added again.
CREATE TABLE stock_moves (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id),
  delta INTEGER NOT NULL CHECK (delta <> 0),
  reason TEXT NOT NULL CHECK (reason IN ('opening', 'added', 'sale', 'released', 'refund_restock', 'adjusted', 'imported')),
  -- The order of a sale or a release; the operator of an addition, adjustment or import.
  order_id INTEGER,
  operator_id INTEGER,
  -- An adjustment's why: received, recount, damaged, returned or other.
  note TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX stock_moves_product ON stock_moves (product_id, id);

CREATE TRIGGER stock_moves_apply AFTER INSERT ON stock_moves WHEN NEW.reason <> 'opening'
BEGIN
  UPDATE products SET stock = stock + NEW.delta WHERE id = NEW.product_id;
END;

INSERT INTO stock_moves (product_id, delta, reason, at)
  SELECT id, stock, 'opening', CAST(strftime('%s', 'now') AS INTEGER) FROM products WHERE stock > 0;

-- The console's edits of a product, numbered: products.version is the last one's. A form and a CSV line
-- carry the version they were read from; a save inserts version + 1, so of two saves from the same
-- version the second breaks the primary key and its whole batch is refused. `changes` holds each field
-- it changed as [before, after], in the form's own text (prices in dollars), by the field's form name.
ALTER TABLE products ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
CREATE TABLE product_edits (
  product_id INTEGER NOT NULL REFERENCES products (id),
  version INTEGER NOT NULL,
  operator_id INTEGER NOT NULL,
  changes TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (product_id, version)
) WITHOUT ROWID;
