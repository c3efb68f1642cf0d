/**
 * Money in the browser and the worker: integer US cents in, display text out.
 * The wire carries dollars as "12.50" strings; nothing here uses floats for sums.
 */

/** "12.50" (or "12.5", "12") → 1250. Anything that is not a decimal amount is 0. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** 1250 → "12.50", the wire's form (integer arithmetic, no floats). */
export function fromCents(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Whole numbers with thousands grouped ("51,300"), for dollars and riel in both languages (the shop
 * writes Latin digits). A string rule, not `Intl.NumberFormat`: building the formatter loads ICU's
 * number data, 7 ms of the browser's start-up on every page (and `toLocaleString` is 27× slower in workerd).
 */
export const groupDigits = (whole: number): string => String(Math.round(whole)).replace(/\B(?=(\d{3})+$)/g, ',');

/** 1250 → "$12.50"; thousands grouped ("$1,299.00"). */
export function formatUsd(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const dollars = groupDigits(Math.floor(abs / 100));
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Riel for US cents at `khrPerUsd` riel to the dollar, to the nearest 100 riel, halves up (decision 011):
 * the one figure the shop shows, puts in a riel KHQR code and records. 725 cents at 4100 → 29,700.
 */
export function rielFor(cents: number, khrPerUsd: number): number {
  return Math.round((cents * khrPerUsd) / 10_000) * 100;
}

/** The riel equivalent of a dollar amount: 1250 cents at 4100 → "≈ 51,300៛". */
export function formatRiel(cents: number, khrPerUsd: number): string {
  return `≈ ${groupDigits(rielFor(cents, khrPerUsd))}៛`;
}

/** What a KHQR code charges, in its currency's minor unit: cents → "$7.25", riel → "29,700៛". */
export function formatCharge(currency: 'USD' | 'KHR', amountMinor: number): string {
  return currency === 'USD' ? formatUsd(amountMinor) : `${groupDigits(amountMinor)}៛`;
}

/** A priced line of the cart or an order: the programme's fields as they come over the wire. */
export type PricedLine = { money: string; earnest_money: string; is_earnest: 0 | 1 | 2; num: number };

/**
 * What a line costs now, in cents: the down payment (`earnest_money × num`)
 * for is_earnest 1, the price (`money × num`) for 0 and 2.
 */
export function lineDueCents(line: PricedLine): number {
  return toCents(line.is_earnest === 1 ? line.earnest_money : line.money) * line.num;
}
