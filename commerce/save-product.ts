import type {
  EditBase,
  EditedField,
  FieldChanges,
  ProductFields,
  ProductSave,
  ProductTerms,
  StockNote,
} from './contract/console/products';
import { raiseCatalogueVersion } from './db/catalogue-version';
import { batchLanded } from './batch-landed';
import { auditStatement } from './db/operators';
import {
  ownHiddenStatement,
  productTermsStatement,
  readProductRecord,
  readProductTerms,
  saveProductStatements,
} from './db/ops-products';
import { editStatements, readSinceBases, stockMoveStatement } from './db/product-edits';
import { PRODUCT_EDITED_FIELDS, planProductEdit, TERMS_EDITED_FIELDS } from './plan-product-edit';

/** A product as the editor saves it: checked fields and terms, the base it was read from, why its stock moved. */
export type ProductSaveAsked = {
  product: ProductFields;
  terms: ProductTerms;
  stockNote: StockNote | null;
  operatorId: number;
  now: number;
} & ({ id: null } | { id: number; base: EditBase });

/** The changed fields of `changes` among `fields`, as [before, after] objects for the audit. */
function picked(changes: FieldChanges, fields: readonly EditedField[], side: 0 | 1) {
  return Object.fromEntries(fields.filter((field) => field in changes).map((field) => [field, changes[field]![side]]));
}

/**
 * Saves the console editor's product (docs/decisions/052-stock-moves-and-edit-versions.md) in one batch:
 * a new one with its stock as an `added` move; a known one with only the fields the operator changed since
 * the form was read, refused whole when another edit changed one of them since, its stock moved by the
 * difference from what the form showed (with the operator's reason). The audit entry names only what changed.
 */
export async function saveProduct(db: D1Database, asked: ProductSaveAsked): Promise<ProductSave> {
  const { product, terms, operatorId, now } = asked;
  if (asked.id === null) {
    const saved = await saveProductStatements(db, null, product, now);
    const landed = await batchLanded(db, [
      ...saved.statements,
      productTermsStatement(db, saved.id, terms),
      ...(product.stock > 0
        ? [stockMoveStatement(db, { productId: saved.id, delta: product.stock, reason: 'added', operatorId, now })]
        : []),
      raiseCatalogueVersion(db),
      auditStatement(
        db,
        {
          operatorId,
          action: 'product_add',
          entity: 'product',
          entityId: String(saved.id),
          before: null,
          after: { ...product, ...terms },
        },
        now,
      ),
    ]);
    return landed ? { saved: saved.id } : { refusal: 'busy' };
  }
  const { id, base } = asked;
  const [record, termsNow, since] = await Promise.all([
    readProductRecord(db, id),
    readProductTerms(db, id),
    readSinceBases(db, [{ id, base }]),
  ]);
  if (!record || !termsNow) return { refusal: 'busy' };
  const plan = planProductEdit(
    { current: { ...record, ...termsNow }, stock: record.stock, ...since.get(id)! },
    { ...product, ...terms },
  );
  if (plan.conflicts.length > 0) return { conflicts: plan.conflicts, stockDelta: plan.stockDelta };
  if (plan.stockDelta !== 0 && !asked.stockNote) return { refusal: 'stockNoteMissing' };
  if (record.stock + plan.stockDelta < 0) return { stockShort: { left: record.stock } };
  const changed = (fields: readonly EditedField[]) => fields.some((field) => field in plan.changes);
  const merged = { ...record, ...picked(plan.changes, PRODUCT_EDITED_FIELDS, 1) } as ProductFields;
  const mergedTerms = { ...termsNow, ...picked(plan.changes, TERMS_EDITED_FIELDS, 1) } as ProductTerms;
  const statements = [
    ...(changed(PRODUCT_EDITED_FIELDS) ? (await saveProductStatements(db, id, merged, now)).statements : []),
    ...(changed(TERMS_EDITED_FIELDS)
      ? [productTermsStatement(db, id, mergedTerms), ownHiddenStatement(db, id, mergedTerms)]
      : []),
    ...(Object.keys(plan.changes).length > 0
      ? editStatements(db, { productId: id, version: record.version, operatorId, changes: plan.changes, now })
      : []),
    ...(plan.stockDelta !== 0
      ? [
          stockMoveStatement(db, {
            productId: id,
            delta: plan.stockDelta,
            reason: 'adjusted',
            operatorId,
            note: asked.stockNote,
            now,
          }),
        ]
      : []),
  ];
  if (statements.length === 0) return { saved: id };
  const fields = [...PRODUCT_EDITED_FIELDS, ...TERMS_EDITED_FIELDS];
  const stock = (figure: number) => (plan.stockDelta !== 0 ? { stock: figure } : {});
  const landed = await batchLanded(db, [
    ...statements,
    raiseCatalogueVersion(db),
    auditStatement(
      db,
      {
        operatorId,
        action: 'product_edit',
        entity: 'product',
        entityId: String(id),
        before: { ...picked(plan.changes, fields, 0), ...stock(record.stock) },
        after: { ...picked(plan.changes, fields, 1), ...stock(record.stock + plan.stockDelta) },
      },
      now,
    ),
  ]);
  return landed ? { saved: id } : { refusal: 'busy' };
}
