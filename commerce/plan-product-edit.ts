import type {
  EditBase,
  EditConflict,
  EditedField,
  FieldChanges,
  ProductFields,
  ProductTerms,
} from './contract/console/products';

/** A field's value as a product row holds it. */
type Value = string | number | null;

/** A recorded edit of a product (migration 0133): its number, the operator's e-mail, when, what it changed. */
export type ProductEdit = { version: number; by: string; at: number; changes: FieldChanges };

/** What an edit is planned against: the product now, its edits since the base, its stock moved since. */
export type EditState = {
  /** Its fields now (a CSV line's plan has no terms). */
  current: Partial<Record<EditedField, Value>>;
  stock: number;
  /** The edits after the base's version, oldest first. */
  edits: ProductEdit[];
  /** The sum of its stock moves after the base's stock mark. */
  movedSince: number;
};

/** What a form or line asks for: its fields (a CSV line has no terms) and the stock it gives. */
export type EditAsked = Partial<Record<EditedField, Value>> & { stock: number };

/** The fields to write (each [now, asked]), the stock to add, and the fields refused as changed since. */
export type EditPlan = { changes: FieldChanges; stockDelta: number; conflicts: EditConflict[] };

// A letter first, so a spreadsheet keeps it as text (3.10 would become the number 3.1).
const BASE_SHAPE = /^v(\d{1,9})\.(\d{1,12})$/;

/** A form's or a CSV line's `version` (`v<version>.<stock_mark>`), or null when it is not one. */
export function parseEditBase(text: string): EditBase | null {
  const found = BASE_SHAPE.exec(text.trim());
  return found ? { version: Number(found[1]), stockMark: Number(found[2]) } : null;
}

/** The `version` a form or an export line carries of the product it was read from. */
export const editBaseText = (product: { version: number; stock_mark: number }) =>
  `v${product.version}.${product.stock_mark}`;

/** The fields the editor and the import write and compare, but the stock, which moves (decision 052). */
export const PRODUCT_EDITED_FIELDS = [
  'sku',
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
  'limit_per_shopper',
  'is_preorder',
] as const satisfies readonly Exclude<keyof ProductFields, 'stock'>[];
export const TERMS_EDITED_FIELDS = [
  'hidden',
  'earnest_cents',
  'ships_at',
] as const satisfies readonly (keyof ProductTerms)[];

/**
 * An edit planned against what changed since its base (docs/decisions/052-stock-moves-and-edit-versions.md).
 * What the operator saw of a field is its value before the first edit since the base that touched it (or its
 * value now, when none did). Only fields asked to differ from what was seen are written; one that another
 * edit changed since, to something else than asked, is a conflict, named with its value now and who set it.
 * The stock is an adjustment: what was asked less what was seen (the stock now less its moves since).
 */
export function planProductEdit(state: EditState, asked: EditAsked): EditPlan {
  const plan: EditPlan = { changes: {}, stockDelta: 0, conflicts: [] };
  for (const field of [...PRODUCT_EDITED_FIELDS, ...TERMS_EDITED_FIELDS]) {
    if (!(field in asked)) continue;
    const want = asked[field] ?? null;
    const now = state.current[field] ?? null;
    const touching = state.edits.filter((edit) => field in edit.changes);
    const seen = touching.length > 0 ? touching[0]!.changes[field]![0] : now;
    if (want === seen || want === now) continue;
    if (now !== seen) {
      const last = touching[touching.length - 1]!;
      plan.conflicts.push({ field, value: now, by: last.by, at: last.at });
    } else plan.changes[field] = [now, want];
  }
  plan.stockDelta = asked.stock - (state.stock - state.movedSince);
  return plan;
}
