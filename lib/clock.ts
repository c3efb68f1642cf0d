/** The clock of the shop and its commerce API: Unix seconds, and calendar days in Phnom Penh (UTC+7, no daylight saving). */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The Phnom Penh calendar date (YYYY-MM-DD) of a moment in Unix seconds. */
export function phnomPenhDate(seconds: number): string {
  return new Date((seconds + 7 * 3600) * 1000).toISOString().slice(0, 10);
}
