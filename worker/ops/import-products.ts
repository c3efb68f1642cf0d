import {
  parseEditBase,
  planProductEdit,
  readProductsBySkus,
  readSinceBases,
  type SinceBase,
} from '../../commerce/console';
import type {
  FieldChanges,
  ImportWrite,
  ProductChoices,
  ProductFields,
  ProductRecord,
} from '../../commerce/contract/console/products';
import type { OpsMessages } from '../../src/ops/ops-messages';
import type { ProductForm } from '../../src/ops/product-form';
import { fieldLabel, fieldValue, whenText } from '../../src/ops/edited-field';
import type { Lang } from '../../lib/lang';
import { checkProduct, type ProductRefusal } from './check-product';
import type { BadLine, FileLine } from './read-product-file';

/** A line that changes a product, for the report: each field before and after (the stock too, when it moves). */
export type ChangedLine = { line: number; sku: string; fields: { field: string; before: string; after: string }[] };

export type ImportPlan = {
  writes: ImportWrite[];
  adds: number;
  changes: number;
  same: number;
  bad: BadLine[];
  changed: ChangedLine[];
};

/** A known product as the plan needs it: its record, and its edits and stock moved since the line's version. */
export type KnownProduct = { record: ProductRecord; since: SinceBase };

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

/** The characters of a changed value the report shows. */
const REPORT_CHARS = 80;
/** SKUs per read of the products a file names: one JSON parameter each, well inside D1's limits. */
const SKUS_PER_READ = 500;

/** The editor's refusal in the import's words: a column named as the file names it, an id quoted as written. */
function reasonOf(refusal: ProductRefusal, typed: ProductForm, m: OpsMessages): string {
  if (refusal.kind === 'missing') return m.productCsv.missing(COLUMN_OF[refusal.field]);
  if (refusal.kind === 'badChoice') return m.productCsv.unknownId(COLUMN_OF[refusal.field], typed[refusal.field]);
  return m.products[refusal.kind];
}

/**
 * The products the lines' SKUs name, by SKU, read a few hundred at a time (not one query a line), each
 * with its edits and stock moves since the version its line gives (none for a line without one).
 */
export async function readKnownProducts(db: D1Database, lines: FileLine[]): Promise<Map<string, KnownProduct>> {
  const skus = [...new Set(lines.map((line) => line.typed.sku).filter(Boolean))];
  const reads = [];
  for (let from = 0; from < skus.length; from += SKUS_PER_READ)
    reads.push(readProductsBySkus(db, skus.slice(from, from + SKUS_PER_READ)));
  const records = (await Promise.all(reads)).flat();
  const baseOf = new Map(lines.map((line) => [line.typed.sku, parseEditBase(line.version)]));
  const targets = records.flatMap((record) => {
    const base = baseOf.get(record.sku);
    return base ? [{ id: record.id, base }] : [];
  });
  const since = new Map<number, SinceBase>();
  for (let from = 0; from < targets.length; from += SKUS_PER_READ)
    for (const [id, entry] of await readSinceBases(db, targets.slice(from, from + SKUS_PER_READ))) since.set(id, entry);
  return new Map(
    records.map((record) => [record.sku, { record, since: since.get(record.id) ?? { edits: [], movedSince: 0 } }]),
  );
}

/** A product's fields with a change's after values. */
const withChanges = (record: ProductRecord, changes: FieldChanges) =>
  ({
    ...record,
    ...Object.fromEntries(Object.entries(changes).map(([field, pair]) => [field, pair[1]])),
  }) as ProductFields;

/**
 * What importing `lines` would do, with nothing written (docs/decisions/052-stock-moves-and-edit-versions.md):
 * each line checked by the editor's rules (checkProduct), a SKU met a second time in the file refused,
 * then planned against the product its SKU names (`known`) as the editor's save is: new; changed (only
 * the fields the line changes from what its version showed, the stock by its difference from it); or the
 * same. A line whose fields were changed in the shop since, or whose stock would go below zero, or that
 * changes a known SKU without a version, is a bad line. `bad` has the file's own bad lines and these, in
 * line order, with reasons in the page's language; `changed` each change's fields before and after.
 */
export function planImport(
  lines: FileLine[],
  fileBad: BadLine[],
  known: Map<string, KnownProduct>,
  choices: ProductChoices,
  lang: Lang,
  m: OpsMessages,
): ImportPlan {
  const plan: ImportPlan = { writes: [], adds: 0, changes: 0, same: 0, bad: [...fileBad], changed: [] };
  const firstLine = new Map<string, number>();
  const refuse = (line: number, sku: string, reason: string) => plan.bad.push({ line, sku, reason });
  for (const { line, typed, version } of lines) {
    const first = firstLine.get(typed.sku);
    if (typed.sku && first === undefined) firstLine.set(typed.sku, line);
    const checked = checkProduct(typed, choices);
    const stored = known.get(typed.sku);
    const base = parseEditBase(version);
    if (first !== undefined) refuse(line, typed.sku, m.productCsv.skuTwice(first));
    else if ('refusal' in checked) refuse(line, typed.sku, reasonOf(checked.refusal, typed, m));
    else if (!stored) {
      plan.writes.push({ kind: 'add', line, product: checked.product });
      plan.adds += 1;
    } else if (stored.record.has_photos && stored.record.image !== typed.image)
      refuse(line, typed.sku, m.products.imageFromPhotos);
    else {
      const { record } = stored;
      // A line without a version may only match the shop: what it was read from is not known.
      const since = base ? stored.since : { edits: [], movedSince: 0 };
      const edit = planProductEdit({ current: record, stock: record.stock, ...since }, checked.product);
      const left = record.stock + edit.stockDelta;
      const same = Object.keys(edit.changes).length === 0 && edit.stockDelta === 0;
      if (!base && !same) refuse(line, typed.sku, m.productCsv.noVersion);
      else if (edit.conflicts.length > 0)
        refuse(
          line,
          typed.sku,
          edit.conflicts
            .map((conflict) =>
              m.products.changedField(
                fieldLabel(conflict.field, m.products),
                fieldValue(conflict.field, conflict.value, lang, m.products),
                conflict.by,
                whenText(conflict.at, lang),
              ),
            )
            .join(' '),
        );
      else if (left < 0) refuse(line, typed.sku, m.products.stockShort(record.stock));
      else if (same) plan.same += 1;
      else {
        plan.writes.push({
          kind: 'change',
          line,
          id: record.id,
          version: record.version,
          stock: record.stock,
          product: withChanges(record, edit.changes),
          changes: edit.changes,
          stockDelta: edit.stockDelta,
        });
        plan.changes += 1;
        // A description before and after would fill the page: the report shows their start.
        const named = (field: Parameters<typeof fieldLabel>[0], value: string | number | null) => {
          const text = fieldValue(field, value, lang, m.products);
          return text.length > REPORT_CHARS ? `${text.slice(0, REPORT_CHARS)}…` : text;
        };
        plan.changed.push({
          line,
          sku: typed.sku,
          fields: [
            ...Object.entries(edit.changes).map(([field, [before, after]]) => ({
              field: fieldLabel(field as keyof FieldChanges, m.products),
              before: named(field as keyof FieldChanges, before),
              after: named(field as keyof FieldChanges, after),
            })),
            ...(edit.stockDelta === 0
              ? []
              : [{ field: m.products.fields.stock, before: String(record.stock), after: String(left) }]),
          ],
        });
      }
    }
  }
  plan.bad.sort((a, b) => a.line - b.line);
  return plan;
}
