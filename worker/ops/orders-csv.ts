import type { Lang } from '../../lib/lang';
import { fromCents } from '../../lib/money';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import type { OpsOrderListRow } from '../../commerce/contract/console/orders';
import { PHNOM_PENH_OFFSET_SECONDS } from '../../lib/phnom-penh-time';

/**
 * What starts a formula in a spreadsheet: = + - @ and their full-width forms (Excel reads ＝ as =), or a
 * tab or carriage return before one.
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One CSV cell (RFC 4180): a text a spreadsheet would run as a formula (FORMULA_START) gets a leading
 * apostrophe, then any cell with a comma, semicolon, quote or line break is quoted, its quotes doubled:
 * a spreadsheet set to split on semicolons (as many locales are) would otherwise start a new cell, maybe
 * a formula, after `x;`.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** "2026-11-25 19:20" on the Phnom Penh clock. */
function phnomPenhStamp(seconds: number): string {
  return new Date((seconds + PHNOM_PENH_OFFSET_SECONDS) * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The orders list as CSV in the page's language: UTF-8 with a byte-order mark (Excel then reads Khmer),
 * a header line, one line per order, CRLF line ends. Totals are dollars ("12.50"), dates Phnom Penh time.
 */
export function ordersCsv(rows: OpsOrderListRow[], lang: Lang): string {
  const m = OPS_MESSAGES[lang].orders;
  const header = [m.number, m.date, m.shopper, m.mobile, m.items, `${m.total} (USD)`, m.state, m.fulfilment, m.method];
  const lines = rows.map((row) => [
    row.id,
    phnomPenhStamp(row.created_at),
    row.shopper,
    row.mobile,
    row.items,
    fromCents(row.total_cents),
    m.states[row.state] ?? row.state,
    m.fulfilments[row.delivery] ?? row.delivery,
    m.methods[row.payment_method] ?? row.payment_method,
  ]);
  return `\uFEFF${[header, ...lines].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
