/**
 * What the console reads and sends of the products (/ops/products, their CSV export and import, their photos):
 * both languages, price, stock and terms. commerce/db/ops-products.ts and commerce/db/ops-product-photos.ts
 * read and write them in these shapes.
 */

/**
 * A product's fields: what the product form shows and saves, and what a line of the products CSV holds (the
 * export writes them, the import reads them back).
 */
export type ProductFields = {
  /** The shop's own key for the product (migration 0116): unique, what CSV lines are matched by. */
  sku: string;
  merchant_id: number;
  category_id: number;
  brand_id: number | null;
  name_en: string;
  name_km: string;
  description_en: string;
  description_km: string;
  image: string;
  price_cents: number;
  compare_cents: number | null;
  stock: number;
  limit_per_shopper: number;
  is_preorder: number;
};

/**
 * A stored product; `has_photos` when its pictures are photos uploaded in the console (decision 023). The product
 * its form edits, a line of the CSV export, and what the CSV import compares a line with.
 */
export type ProductRecord = ProductFields & {
  id: number;
  has_photos: 0 | 1;
  /** Its last edit's number (migration 0133): 0 for one never edited since. */
  version: number;
  /** Its last stock move's id: what its stock was counted at when read (0 for none). */
  stock_mark: number;
};

/**
 * What a form or a CSV line was read from (docs/decisions/052-stock-moves-and-edit-versions.md): the
 * product's version and stock mark, written `v<version>.<stock_mark>`.
 */
export type EditBase = { version: number; stockMark: number };

/** The fields an edit is checked and recorded by: the product's fields but its stock, then its terms. */
export type EditedField = Exclude<keyof ProductFields, 'stock'> | keyof ProductTerms;

/** Each field an edit changes, as [before, after], in the product row's own values. */
export type FieldChanges = Partial<Record<EditedField, [string | number | null, string | number | null]>>;

/**
 * A line of a products CSV that writes: a new product, or a known one's changed fields (`product` is it
 * with them) and its stock moved by `stockDelta`, against its `version` when the line was planned.
 */
export type ImportWrite = { line: number } & (
  | { kind: 'add'; product: ProductFields }
  | {
      kind: 'change';
      id: number;
      version: number;
      stock: number;
      product: ProductFields;
      changes: FieldChanges;
      stockDelta: number;
    }
);

/** A field changed since the form or line was read, and by whom: its value now, the operator's e-mail, when. */
export type EditConflict = { field: EditedField; value: string | number | null; by: string; at: number };

/** Why a stock move was made, as its row records it (migration 0133). */
export type StockMoveReason = 'opening' | 'added' | 'sale' | 'released' | 'refund_restock' | 'adjusted' | 'imported';

/** Why an operator adjusted a product's stock by hand. */
export const STOCK_NOTES = ['received', 'recount', 'damaged', 'returned', 'other'] as const;
export type StockNote = (typeof STOCK_NOTES)[number];

/** A row of a product's stock history, newest first, with the stock it left. */
export type StockMove = {
  id: number;
  at: number;
  delta: number;
  reason: StockMoveReason;
  note: StockNote | null;
  order_id: number | null;
  /** The operator's e-mail, for an addition, adjustment or import. */
  operator: string | null;
  balance: number;
};

/**
 * What saving a product did: saved (its id); refused because fields it changes were changed since it was
 * read (each with who changed it), because its stock would go below zero (what is left now), because a
 * stock change names no reason; or busy, when another save landed in the same moment (try again).
 */
export type ProductSave =
  | { saved: number }
  | { conflicts: EditConflict[]; stockDelta: number }
  | { stockShort: { left: number } }
  | { refusal: 'stockNoteMissing' | 'busy' };

/** A row of the products page's list: the product's name in the page's language, its price, stock and hidden mark. */
export type ProductListRow = { id: number; name: string; price_cents: number; stock: number; hidden: number };

/**
 * The choices of the product form: merchants, leaf categories (with their top category) and brands. The CSV
 * import checks a line's ids against them too.
 */
export type ProductChoices = {
  /** `closed` 1: a closed merchant, whose products stay hidden (migration 0122). */
  merchants: { id: number; name: string; closed: number }[];
  categories: { id: number; name: string; top_id: number }[];
  brands: { id: number; name: string }[];
};

/**
 * What the editor sets beside the CSV's fields: hidden (migration 0120), the down payment per item (0
 * for none) and a pre-order's ship date. The product form shows and saves them below its fields.
 */
export type ProductTerms = { hidden: number; earnest_cents: number; ships_at: number | null };

/**
 * One of a product's photos (docs/decisions/023-product-photos.md): its R2 key and alt text in both languages.
 * A photo of the product photos page, with its alt text form; what an upload adds.
 */
export type ProductPhotoRow = { key: string; alt_en: string; alt_km: string };
/** The product the photos page is about: its name in the page's language and its current picture. */
export type PhotoProduct = { id: number; name: string; image: string };
