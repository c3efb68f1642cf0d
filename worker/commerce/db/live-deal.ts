/**
 * Which window of slot `s` counts at `now` (an SQL parameter): 0 for a one-off slot and for a daily
 * slot before its first window ends, else the day's window that has not ended yet (migration 0108:
 * a daily slot's own times are its first window, at most a day long).
 */
const windowIndex = (now: string) =>
  `(CASE WHEN s.repeats_daily = 1 AND ${now} >= s.ends_at THEN CAST((${now} - s.ends_at) / 86400 AS INTEGER) + 1 ELSE 0 END)`;

/** The start of slot `s`'s current or next window at `now`, in Unix seconds. */
export const slotStart = (now: string) => `(s.starts_at + 86400 * ${windowIndex(now)})`;

/** The end of slot `s`'s current or next window at `now`; a slot with `slotEnd <= now` is over. */
export const slotEnd = (now: string) => `(s.ends_at + 86400 * ${windowIndex(now)})`;

/**
 * The one definition of a live flash deal, as SQL over `flash_deal_items i JOIN flash_deal_slots s`:
 * its slot's window has started and not ended at `now` (an SQL parameter) and it still has deal stock.
 * Cards, the product page, the cart and the order all price a product by it, so a product has one price.
 */
export const isLiveDeal = (now: string) =>
  `${slotStart(now)} <= ${now} AND ${slotEnd(now)} > ${now} AND i.stock_left > 0`;

/**
 * A column of product `p`'s live deal at `now` (the cheapest, then the first slot, as the order takes
 * it: db/order-lines.ts), or `window_start`, when its slot's current window began; NULL without one.
 */
export const liveDeal = (
  now: string,
  column: 'deal_cents' | 'limit_per_shopper' | 'stock_left' | 'slot_id' | 'window_start',
) =>
  `(SELECT ${column === 'window_start' ? slotStart(now) : `i.${column}`} FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id
    WHERE i.product_id = p.id AND ${isLiveDeal(now)} ORDER BY i.deal_cents, i.slot_id LIMIT 1)`;
