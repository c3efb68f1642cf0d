import { raiseCatalogueVersion } from '../../commerce/db/catalogue-version';
import { isConstraintFailure } from '../../commerce/db/constraint-failure';
import { auditStatement } from '../../commerce/db/operators';
import { nextProductId, productStatements, readIndexNames, readProductsBySkus } from '../../commerce/db/ops-products';
import type { ProductChoices, ProductFields, ProductRecord } from '../../commerce/contract/console/products';
import type { OpsMessages } from '../../src/ops/ops-messages';
import type { ProductForm } from '../../src/ops/product-form';
import { checkProduct, type ProductRefusal } from './check-product';
import type { BadLine, FileLine } from './read-product-file';

/** A good line that writes: a new product, or the fields of a known one that the file changes. */
export type ImportWrite = { line: number; product: ProductFields; topCategoryId: number } & (
  | { kind: 'add' }
  | { kind: 'change'; id: number; before: Partial<ProductFields>; after: Partial<ProductFields> }
);

export type ImportPlan = { writes: ImportWrite[]; adds: number; changes: number; same: number; bad: BadLine[] };

/** The fields an import compares and writes (the SKU is the key, so never among them). */
const COMPARED = [
  'merchant_id',
  'category_id',
  'brand_id',
  'name_en',
  'name_km',
  'description_en',
  'description_km',
  'image',
  'price_cents',
  'compare_cents',
  'stock',
  'limit_per_shopper',
  'is_preorder',
] as const satisfies readonly (keyof ProductFields)[];

/** The CSV column of each editor field, to name it in a bad line's reason. */
const COLUMN_OF: Record<keyof ProductForm, string> = {
  sku: 'sku',
  merchant_id: 'merchant_id',
  category_id: 'category_id',
  brand_id: 'brand_id',
  name_en: 'name_en',
  name_km: 'name_km',
  description_en: 'description_en',
  description_km: 'description_km',
  image: 'image',
  price: 'price',
  compare: 'compare_at_price',
  stock: 'stock',
  limit_per_shopper: 'limit_per_shopper',
  is_preorder: 'preorder',
};

/** SKUs per read of the products a file names: one JSON parameter each, well inside D1's limits. */
const SKUS_PER_READ = 500;
/** Lines per write batch: each writes 4 statements (product, 2 search rows, audit), so ~400 a batch. */
const LINES_PER_BATCH = 100;

/** The editor's refusal in the import's words: a column named as the file names it, an id quoted as written. */
function reasonOf(refusal: ProductRefusal, typed: ProductForm, m: OpsMessages): string {
  if (refusal.kind === 'missing') return m.productCsv.missing(COLUMN_OF[refusal.field]);
  if (refusal.kind === 'badChoice') return m.productCsv.unknownId(COLUMN_OF[refusal.field], typed[refusal.field]);
  return m.products[refusal.kind];
}

/** The products the lines' SKUs name, by SKU, read a few hundred at a time (not one query a line). */
export async function readKnownProducts(db: D1Database, lines: FileLine[]): Promise<Map<string, ProductRecord>> {
  const skus = [...new Set(lines.map((line) => line.typed.sku).filter(Boolean))];
  const reads = [];
  for (let from = 0; from < skus.length; from += SKUS_PER_READ)
    reads.push(readProductsBySkus(db, skus.slice(from, from + SKUS_PER_READ)));
  return new Map((await Promise.all(reads)).flat().map((product) => [product.sku, product]));
}

/**
 * What importing `lines` would do, with nothing written: each line checked by the editor's rules
 * (checkProduct), a SKU met a second time in the file refused, then compared with the product its SKU
 * names (`known`): new, changed (the fields that differ, before and after) or the same. `bad` has the
 * file's own bad lines and these, in line order, with reasons in the page's language.
 */
export function planImport(
  lines: FileLine[],
  fileBad: BadLine[],
  known: Map<string, ProductRecord>,
  choices: ProductChoices,
  m: OpsMessages,
): ImportPlan {
  const plan: ImportPlan = { writes: [], adds: 0, changes: 0, same: 0, bad: [...fileBad] };
  const firstLine = new Map<string, number>();
  for (const { line, typed } of lines) {
    const first = firstLine.get(typed.sku);
    if (typed.sku && first === undefined) firstLine.set(typed.sku, line);
    const checked = checkProduct(typed, choices);
    if (first !== undefined) plan.bad.push({ line, sku: typed.sku, reason: m.productCsv.skuTwice(first) });
    else if ('refusal' in checked) plan.bad.push({ line, sku: typed.sku, reason: reasonOf(checked.refusal, typed, m) });
    else if (known.get(typed.sku)?.has_photos && known.get(typed.sku)?.image !== typed.image)
      plan.bad.push({ line, sku: typed.sku, reason: m.products.imageFromPhotos });
    else {
      const { product, topCategoryId } = checked;
      const stored = known.get(product.sku);
      const differs = stored ? COMPARED.filter((field) => stored[field] !== product[field]) : [];
      if (!stored) {
        plan.writes.push({ kind: 'add', line, product, topCategoryId });
        plan.adds += 1;
      } else if (differs.length > 0) {
        const pick = (from: ProductFields) => Object.fromEntries(differs.map((field) => [field, from[field]]));
        plan.writes.push({
          kind: 'change',
          line,
          product,
          topCategoryId,
          id: stored.id,
          before: pick(stored),
          after: pick(product),
        });
        plan.changes += 1;
      } else plan.same += 1;
    }
  }
  plan.bad.sort((a, b) => a.line - b.line);
  return plan;
}

/**
 * Writes a plan's lines in file order, LINES_PER_BATCH to a D1 batch, each product with its search-index
 * rows and its own audit entry (product_import_add / product_import_edit, the changed fields before and
 * after) in the same batch; new products are numbered from the highest id when their batch is written.
 * Then, if anything was written, one entry for the run (file, operator, counts). A batch a constraint
 * refuses (a SKU or id taken by someone else meanwhile) stops the import there: `stoppedAt` is its first
 * line, the batches before it stay, and importing the file again does the rest.
 */
export async function writeImport(
  db: D1Database,
  plan: ImportPlan,
  run: { operatorId: number; file: string; now: number },
): Promise<{ added: number; changed: number; stoppedAt: number | null }> {
  const names = await readIndexNames(db);
  const done = { added: 0, changed: 0, stoppedAt: null as number | null };
  for (let from = 0; from < plan.writes.length; from += LINES_PER_BATCH) {
    const writes = plan.writes.slice(from, from + LINES_PER_BATCH);
    let nextId = writes.some((write) => write.kind === 'add') ? await nextProductId(db) : 0;
    const statements = writes.flatMap((write) => {
      const id = write.kind === 'add' ? nextId++ : write.id;
      const index = {
        brand: (write.product.brand_id !== null && names.brands.get(write.product.brand_id)) || '',
        category: names.categories.get(write.product.category_id) ?? '',
      };
      return [
        ...productStatements(
          db,
          { id, isNew: write.kind === 'add' },
          write.product,
          write.topCategoryId,
          index,
          run.now,
        ),
        auditStatement(
          db,
          {
            operatorId: run.operatorId,
            action: write.kind === 'add' ? 'product_import_add' : 'product_import_edit',
            entity: 'product',
            entityId: String(id),
            before: write.kind === 'add' ? null : write.before,
            after: write.kind === 'add' ? write.product : write.after,
          },
          run.now,
        ),
      ];
    });
    try {
      await db.batch([...statements, raiseCatalogueVersion(db)]);
    } catch (error) {
      if (!isConstraintFailure(error)) throw error;
      done.stoppedAt = writes[0]!.line;
      break;
    }
    for (const write of writes) done[write.kind === 'add' ? 'added' : 'changed'] += 1;
  }
  if (done.added + done.changed > 0)
    await auditStatement(
      db,
      {
        operatorId: run.operatorId,
        action: 'products_import',
        entity: 'products',
        entityId: run.file,
        before: null,
        after: { file: run.file, ...done, unchanged: plan.same, bad: plan.bad.length },
      },
      run.now,
    ).run();
  return done;
}
