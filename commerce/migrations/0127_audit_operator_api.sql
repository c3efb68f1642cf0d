-- The operator API (POST /api/operator/orders/:id/state, one bearer key and no operator behind it) audits
-- its moves as the console does (docs/decisions/041-operator-api-moves.md): its entries have no
-- `operator_id` (NULL), and the audit page names them the operator API. SQLite cannot drop a NOT NULL in
-- place, so the table is rebuilt as it was with the column nullable.
PRAGMA defer_foreign_keys = on;
CREATE TABLE ops_audit_new (
  id INTEGER PRIMARY KEY,
  operator_id INTEGER REFERENCES operators (id),
  at INTEGER NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT,
  before_json TEXT,
  after_json TEXT
);
INSERT INTO ops_audit_new (id, operator_id, at, action, entity, entity_id, before_json, after_json)
SELECT id, operator_id, at, action, entity, entity_id, before_json, after_json FROM ops_audit;
DROP TABLE ops_audit;
ALTER TABLE ops_audit_new RENAME TO ops_audit;
CREATE INDEX ops_audit_at ON ops_audit (at DESC, id DESC);
