import type { OpsMessages } from '../../src/ops/ops-messages';
import type { ProductForm } from '../../src/ops/product-form';
import { FORMULA_START } from './orders-csv';
import { parseCsv } from './parse-csv';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from './products-csv';

/** At most this many products in one file, and this many bytes: a catalogue's worth, split beyond. */
const IMPORT_ROWS = 20_000;
export const IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * A line of the file read into the editor's fields, with the version of the product it was exported from
 * ('' for none); `line` is its row as a spreadsheet numbers it (1 is the header).
 */
export type FileLine = { line: number; typed: ProductForm; version: string };
export type BadLine = { line: number; sku: string; reason: string };

/** Which of the editor's fields each column fills. */
const FIELD_OF: Record<Exclude<ProductCsvColumn, 'version'>, keyof ProductForm> = {
  sku: 'sku',
  name_en: 'name_en',
  name_km: 'name_km',
  description_en: 'description_en',
  description_km: 'description_km',
  category_id: 'category_id',
  brand_id: 'brand_id',
  merchant_id: 'merchant_id',
  price: 'price',
  compare_at_price: 'compare',
  stock: 'stock',
  limit_per_shopper: 'limit_per_shopper',
  preorder: 'is_preorder',
  image: 'image',
};

/**
 * A cell as the editor would take it: the apostrophe the export puts before a text a spreadsheet would
 * run as a formula (csvCell) is taken off again, so a file exported and imported is unchanged; then
 * trimmed, as the editor trims what is typed.
 */
const cellValue = (cell: string) =>
  (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell).trim();

/**
 * A products CSV's bytes as lines in the editor's fields, or why the whole file is refused (in the
 * page's words): not UTF-8, a quoted cell never closed, a first line that does not name the columns
 * (in any order; each once, none unknown), no lines, or more than IMPORT_ROWS. A line with the wrong
 * number of cells is a bad line; blank lines are skipped.
 */
export function readProductFile(
  bytes: ArrayBuffer,
  m: OpsMessages['productCsv'],
): { lines: FileLine[]; bad: BadLine[] } | { refusal: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refusal: m.notText };
  }
  const parsed = parseCsv(text);
  if ('unclosedQuote' in parsed) return { refusal: m.unclosedQuote(parsed.unclosedQuote) };
  const [header = [], ...records] = parsed.records;
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) return { refusal: m.unknownColumns(unknown.join(', ')) };
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) return { refusal: m.badHeader(missing.join(', ')) };
  const twice = names.filter((name, column) => names.indexOf(name) !== column);
  if (twice.length > 0) return { refusal: m.columnTwice(twice.join(', ')) };
  const filled = records.filter((cells) => cells.length > 1 || cells[0]!.trim() !== '').length;
  if (filled === 0) return { refusal: m.empty };
  if (filled > IMPORT_ROWS) return { refusal: m.tooManyRows(IMPORT_ROWS.toLocaleString('en-US')) };
  const lines: FileLine[] = [];
  const bad: BadLine[] = [];
  records.forEach((cells, index) => {
    const line = index + 2;
    if (cells.length === 1 && cells[0]!.trim() === '') return;
    const value = (name: string) => cellValue(cells[names.indexOf(name)] ?? '');
    const typed = Object.fromEntries(
      Object.entries(FIELD_OF).map(([name, field]) => [field, value(name)]),
    ) as ProductForm;
    if (cells.length !== names.length)
      bad.push({ line, sku: typed.sku, reason: m.cellCount(cells.length, names.length) });
    else lines.push({ line, typed, version: value('version') });
  });
  return { lines, bad };
}
