import type { ImportWrite } from './contract/console/products';
import { raiseCatalogueVersion } from './db/catalogue-version';
import { isConstraintFailure } from './db/constraint-failure';
import { auditStatement } from './db/operators';
import { nextProductId, productStatements, readIndexNames } from './db/ops-products';
import { editStatements, stockMoveStatement } from './db/product-edits';
import { PRODUCT_EDITED_FIELDS } from './plan-product-edit';

/** Lines per write batch: each writes at most 7 statements (product, 2 search rows, edit, version, move, audit). */
const LINES_PER_BATCH = 60;

/** A change's fields as the audit's before (0) or after (1), with its stock when it moves. */
function auditSide(write: Extract<ImportWrite, { kind: 'change' }>, side: 0 | 1) {
  const fields = Object.fromEntries(Object.entries(write.changes).map(([field, pair]) => [field, pair[side]]));
  return write.stockDelta === 0 ? fields : { ...fields, stock: write.stock + side * write.stockDelta };
}

/**
 * Writes a products CSV's planned lines in file order (docs/decisions/052-stock-moves-and-edit-versions.md),
 * LINES_PER_BATCH to a D1 batch: a new product with its stock as an `imported` move; a known one with only
 * its changed fields, recorded as its next version, and its stock moved by the line's difference from what
 * the export showed; each with its own audit entry. New products are numbered from the highest id when
 * their batch is written. Then, if anything was written, one entry for the run. A batch a constraint
 * refuses (another save of one of its products since the plan, a sale that took the stock, a SKU taken)
 * stops the import there: `stoppedAt` is its first line, the batches before it stay, and checking the file
 * again says what changed.
 */
export async function importProducts(
  db: D1Database,
  writes: ImportWrite[],
  run: { operatorId: number; file: string; now: number; unchanged: number; bad: number },
): Promise<{ added: number; changed: number; stoppedAt: number | null }> {
  const names = await readIndexNames(db);
  const done = { added: 0, changed: 0, stoppedAt: null as number | null };
  const { operatorId, now } = run;
  for (let from = 0; from < writes.length; from += LINES_PER_BATCH) {
    const batch = writes.slice(from, from + LINES_PER_BATCH);
    let nextId = batch.some((write) => write.kind === 'add') ? await nextProductId(db) : 0;
    const statements = batch.flatMap((write) => {
      const id = write.kind === 'add' ? nextId++ : write.id;
      const index = {
        brand: (write.product.brand_id !== null && names.brands.get(write.product.brand_id)) || '',
        category: names.categories.get(write.product.category_id) ?? '',
      };
      const isNew = write.kind === 'add';
      const fieldsChanged = isNew || PRODUCT_EDITED_FIELDS.some((field) => field in write.changes);
      const delta = isNew ? write.product.stock : write.stockDelta;
      return [
        ...(fieldsChanged ? productStatements(db, { id, isNew }, write.product, index, now) : []),
        ...(!isNew && Object.keys(write.changes).length > 0
          ? editStatements(db, { productId: id, version: write.version, operatorId, changes: write.changes, now })
          : []),
        ...(delta !== 0 ? [stockMoveStatement(db, { productId: id, delta, reason: 'imported', operatorId, now })] : []),
        auditStatement(
          db,
          {
            operatorId,
            action: isNew ? 'product_import_add' : 'product_import_edit',
            entity: 'product',
            entityId: String(id),
            before: isNew ? null : auditSide(write, 0),
            after: isNew ? write.product : auditSide(write, 1),
          },
          now,
        ),
      ];
    });
    try {
      await db.batch([...statements, raiseCatalogueVersion(db)]);
    } catch (error) {
      if (!isConstraintFailure(error)) throw error;
      done.stoppedAt = batch[0]!.line;
      break;
    }
    for (const write of batch) done[write.kind === 'add' ? 'added' : 'changed'] += 1;
  }
  if (done.added + done.changed > 0)
    await auditStatement(
      db,
      {
        operatorId,
        action: 'products_import',
        entity: 'products',
        entityId: run.file,
        before: null,
        after: { file: run.file, ...done, unchanged: run.unchanged, bad: run.bad },
      },
      now,
    ).run();
  return done;
}
