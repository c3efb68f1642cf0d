import type { EditBase, FieldChanges, StockMove, StockMoveReason, StockNote } from '../contract/console/products';
import type { ProductEdit } from '../plan-product-edit';

/** A product's edits and stock moves since a base (docs/decisions/052-stock-moves-and-edit-versions.md). */
export type SinceBase = { edits: ProductEdit[]; movedSince: number };

/**
 * The edits and the stock moved since each product's base, by product id, in one round trip: a product
 * with neither has an empty entry. `targets` travel as one JSON parameter, a few hundred at a time at most.
 */
export async function readSinceBases(
  db: D1Database,
  targets: { id: number; base: EditBase }[],
): Promise<Map<number, SinceBase>> {
  const json = JSON.stringify(targets.map(({ id, base }) => [id, base.version, base.stockMark]));
  const [edits, moves] = await db.batch([
    db
      .prepare(
        `SELECT e.product_id, e.version, e.changes, e.at, COALESCE(o.email, '') AS by FROM product_edits e
         JOIN json_each(?1) j ON e.product_id = json_extract(j.value, '$[0]') AND e.version > json_extract(j.value, '$[1]')
         LEFT JOIN operators o ON o.id = e.operator_id ORDER BY e.product_id, e.version`,
      )
      .bind(json),
    db
      .prepare(
        `SELECT m.product_id, SUM(m.delta) AS moved FROM stock_moves m
         JOIN json_each(?1) j ON m.product_id = json_extract(j.value, '$[0]') AND m.id > json_extract(j.value, '$[2]')
         GROUP BY m.product_id`,
      )
      .bind(json),
  ]);
  const since = new Map(targets.map(({ id }) => [id, { edits: [], movedSince: 0 } as SinceBase]));
  for (const row of (edits?.results ?? []) as {
    product_id: number;
    version: number;
    changes: string;
    at: number;
    by: string;
  }[])
    since.get(row.product_id)?.edits.push({
      version: row.version,
      by: row.by,
      at: row.at,
      changes: JSON.parse(row.changes) as FieldChanges,
    });
  for (const row of (moves?.results ?? []) as { product_id: number; moved: number }[]) {
    const entry = since.get(row.product_id);
    if (entry) entry.movedSince = row.moved;
  }
  return since;
}

/**
 * An edit recorded as the product's next version after `version`: a second save from the same version
 * breaks product_edits' primary key, and the batch with it (a constraint failure).
 */
export function editStatements(
  db: D1Database,
  edit: { productId: number; version: number; operatorId: number; changes: FieldChanges; now: number },
): D1PreparedStatement[] {
  return [
    db
      .prepare('INSERT INTO product_edits (product_id, version, operator_id, changes, at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(edit.productId, edit.version + 1, edit.operatorId, JSON.stringify(edit.changes), edit.now),
    db.prepare('UPDATE products SET version = ?2 WHERE id = ?1').bind(edit.productId, edit.version + 1),
  ];
}

/** A stock move: its trigger adds `delta` to the product's stock, which may not go below zero (the batch fails). */
export function stockMoveStatement(
  db: D1Database,
  move: {
    productId: number;
    delta: number;
    reason: Extract<StockMoveReason, 'added' | 'adjusted' | 'imported'>;
    operatorId: number;
    note?: StockNote | null;
    now: number;
  },
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO stock_moves (product_id, delta, reason, operator_id, note, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(move.productId, move.delta, move.reason, move.operatorId, move.note ?? null, move.now);
}

/** A product's last `limit` stock moves, newest first, each with the stock it left. */
export async function readStockHistory(db: D1Database, productId: number, limit: number): Promise<StockMove[]> {
  const [product, moves] = await db.batch([
    db.prepare('SELECT stock FROM products WHERE id = ?1').bind(productId),
    db
      .prepare(
        `SELECT m.id, m.at, m.delta, m.reason, m.note, m.order_id, o.email AS operator FROM stock_moves m
         LEFT JOIN operators o ON o.id = m.operator_id WHERE m.product_id = ?1 ORDER BY m.id DESC LIMIT ?2`,
      )
      .bind(productId, limit),
  ]);
  let balance = (product?.results[0] as { stock: number } | undefined)?.stock ?? 0;
  return ((moves?.results ?? []) as Omit<StockMove, 'balance'>[]).map((move) => {
    const row = { ...move, balance };
    // An opening row records what the product held; the moves before it are not in its stock.
    if (move.reason !== 'opening') balance -= move.delta;
    return row;
  });
}
