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
export type ProductRecord = ProductFields & { id: number; has_photos: 0 | 1 };

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
