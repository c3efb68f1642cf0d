import { editBaseText, listProductRecords } from '../../commerce/console';
import type { ProductRecord } from '../../commerce/contract/console/products';
import { csvCell } from './orders-csv';

/**
 * The products CSV's columns, in order (docs/decisions/022-products-csv.md): the same
 * English names in both languages, as they are keys the import matches, not words for people.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name_en',
  'name_km',
  'description_en',
  'description_km',
  'category_id',
  'brand_id',
  'merchant_id',
  'price',
  'compare_at_price',
  'stock',
  'limit_per_shopper',
  'preorder',
  'image',
  // What the line was read from (docs/decisions/052-stock-moves-and-edit-versions.md): an import keeps
  // what changed in the shop since, and moves the stock by the line's difference from it.
  'version',
] as const;

export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

const dollars = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));

/** The CSV's first line, then UTF-8's byte-order mark before it (Excel reads Khmer right only with it). */
const PRODUCT_CSV_HEADER = `\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}\r\n`;

/** One product as a line of the CSV (CRLF ended): prices in dollars with two decimals, pre-order 1 or 0. */
function productCsvLine(product: ProductRecord): string {
  const cells: Record<ProductCsvColumn, string | number> = {
    sku: product.sku,
    name_en: product.name_en,
    name_km: product.name_km,
    description_en: product.description_en,
    description_km: product.description_km,
    category_id: product.category_id,
    brand_id: product.brand_id ?? '',
    merchant_id: product.merchant_id,
    price: dollars(product.price_cents),
    compare_at_price: dollars(product.compare_cents),
    stock: product.stock,
    limit_per_shopper: product.limit_per_shopper,
    preorder: product.is_preorder ? 1 : 0,
    image: product.image,
    version: editBaseText(product),
  };
  return `${PRODUCT_CSV_COLUMNS.map((column) => csvCell(cells[column] ?? '')).join(',')}\r\n`;
}

/** Products the export reads from D1 at a time: the file streams out, never held whole in memory. */
const EXPORT_PAGE = 500;

/**
 * Every product as the CSV (UTF-8 with its byte-order mark, CRLF lines), in id order, streamed a page
 * at a time, so a catalogue of any size downloads without the worker holding it.
 */
export function productsCsvStream(db: D1Database): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = -1;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (after < 0) {
        after = 0;
        controller.enqueue(encoder.encode(PRODUCT_CSV_HEADER));
        return;
      }
      const products = await listProductRecords(db, after, EXPORT_PAGE);
      if (products.length === 0) {
        controller.close();
        return;
      }
      after = products.at(-1)!.id;
      controller.enqueue(encoder.encode(products.map(productCsvLine).join('')));
    },
  });
}
