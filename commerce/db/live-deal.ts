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
 * Whether item `i`'s counter `i.stock_left` counts slot `s`'s window current (or next) at `now`
 * (migration 0112). The counter belongs to the window starting at `i.window_start`, NULL meaning the
 * slot's first window; a one-off slot has one window, so its counter always counts.
 */
const counterIsCurrent = (now: string) =>
  `(s.repeats_daily = 0 OR COALESCE(i.window_start, s.starts_at) = ${slotStart(now)})`;

/**
 * Item `i`'s full deal stock, what each window of a daily slot starts with: `stock_total`, or the
 * counter when a row was written without one (the order keeps `stock_total` at least that).
 */
const fullStock = 'MAX(i.stock_total, i.stock_left)';

/**
 * Item `i`'s deal stock left in slot `s`'s window current (or next) at `now`: its counter while the
 * counter counts that window, else the full deal stock (a daily slot's new window has sold nothing).
 * Every read of deal stock goes through it; the order moves the counter on (db/orders.ts).
 */
export const dealStockLeft = (now: string) =>
  `(CASE WHEN ${counterIsCurrent(now)} THEN i.stock_left ELSE ${fullStock} END)`;

/**
 * The SET of an UPDATE of `flash_deal_items AS i` joined to its slot `s` that takes `sold` units
 * (SQL) from the deal stock of the window current at `now`: a counter left from an earlier window
 * starts again from the full stock. One statement reads and writes the row, so simultaneous orders
 * each see the other's units, and the CHECK (stock_left >= 0) refuses the one that would oversell.
 */
export const takeDealStock = (now: string, sold: string) =>
  `stock_total = ${fullStock}, stock_left = ${dealStockLeft(now)} - ${sold}, window_start = ${slotStart(now)}`;

/**
 * Whether an order placed at `createdAt` (SQL) took its units from item `i`'s counter as it is now:
 * placed in the counter's window. Giving back an earlier window's units would add them to a later one.
 */
export const countedByCounter = (createdAt: string) =>
  `(s.repeats_daily = 0 OR ${createdAt} >= COALESCE(i.window_start, s.starts_at))`;

/**
 * Whether promotion item `pi` offers product `owner` (an alias of `products`) below its own price, and
 * above its down payment if it takes one. The console checks both when the item is saved, but the product
 * may change since: a promotion never raises a price, nor leaves less than nothing to pay after a deposit.
 */
export const promotionCounts = (owner: string) =>
  `pi.promo_cents < ${owner}.price_cents AND (${owner}.is_earnest <> 1 OR pi.promo_cents > ${owner}.earnest_cents)`;

/**
 * The promotion price of the product whose id is `product` (SQL) from `from` through `to` (Unix seconds, SQL):
 * the lowest of the promotions on for that whole time that list it, where it counts (`promotionCounts`), or
 * NULL. Read by migration 0126's index.
 */
const promotionThrough = (product: string, from: string, to: string) =>
  `(SELECT MIN(pi.promo_cents) FROM promotion_items pi JOIN promotions pr ON pr.id = pi.promotion_id
      JOIN products own ON own.id = pi.product_id
    WHERE pi.product_id = ${product} AND ${promotionCounts('own')} AND pr.starts_at <= ${from} AND pr.ends_at > ${to})`;

/** The promotion price of the product whose id is `product` (SQL) at `now` (an SQL parameter), or NULL. */
export const livePromotion = (now: string, product: string) => promotionThrough(product, now, now);

/**
 * Whether flash-deal item `i`'s price counts from `from` through `to`: below its product's own price and
 * above its down payment if it takes one (the console checks both when the item is saved, but the product
 * may change since), and below a promotion on its product for that whole time, if any.
 */
const dealCountsThrough = (from: string, to: string) =>
  `(EXISTS (SELECT 1 FROM products own WHERE own.id = i.product_id AND i.deal_cents < own.price_cents
      AND (own.is_earnest <> 1 OR i.deal_cents > own.earnest_cents))
    AND i.deal_cents < COALESCE(${promotionThrough('i.product_id', from, to)}, i.deal_cents + 1))`;

/**
 * Whether flash-deal item `i`'s price counts at `now` (`dealCountsThrough`). A deal that does not count is
 * off meanwhile (its stock and limit untouched), so the lower price always wins (decision 030).
 */
export const dealCounts = (now: string) => dealCountsThrough(now, now);

/**
 * The one definition of a live flash deal, as SQL over `flash_deal_items i JOIN flash_deal_slots s`:
 * its slot's window has started and not ended at `now` (an SQL parameter), it still has deal stock
 * in that window, and its price counts (`dealCounts`). Cards, the product page, the cart and the order all
 * price a product by it (`salePrice`), so a product has one price.
 */
export const isLiveDeal = (now: string) =>
  `${slotStart(now)} <= ${now} AND ${slotEnd(now)} > ${now} AND ${dealStockLeft(now)} > 0 AND ${dealCounts(now)}`;

/**
 * A column of product `p`'s live deal at `now` (the cheapest, then the first slot, as the order takes
 * it: db/order-lines.ts), or `window_start`, when its slot's current window began; NULL without one.
 * `stock_left` is the deal stock left in the current window.
 */
export const liveDeal = (
  now: string,
  column: 'deal_cents' | 'limit_per_shopper' | 'stock_left' | 'slot_id' | 'window_start',
) => {
  const value =
    column === 'window_start' ? slotStart(now) : column === 'stock_left' ? dealStockLeft(now) : `i.${column}`;
  return `(SELECT ${value} FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id
    WHERE i.product_id = p.id AND ${isLiveDeal(now)} ORDER BY i.deal_cents, i.slot_id LIMIT 1)`;
};

/**
 * The one price of product `p` at `now`: the lowest of a live flash deal's (which is live only when its
 * price counts, below the others), a promotion's on then, and its own. Cards, the product page, list sorts, the cart
 * and the order all price by it (the order through its own join of the live deal, db/order-lines.ts), so
 * a price shown is the price paid (decision 029).
 */
export const salePrice = (now: string) =>
  `COALESCE(${liveDeal(now, 'deal_cents')}, ${livePromotion(now, 'p.id')}, p.price_cents)`;

/** The ids of products whose promotion price counts at `now` (`livePromotion` is not NULL), as a SELECT. */
export const livePromotionIds = (now: string) =>
  `SELECT pi.product_id FROM promotion_items pi JOIN promotions pr ON pr.id = pi.promotion_id
      JOIN products own ON own.id = pi.product_id
    WHERE ${promotionCounts('own')} AND pr.starts_at <= ${now} AND pr.ends_at > ${now}`;

/**
 * Whether flash-deal item `i` of slot `s` is worth showing at `now`: in a window that has begun, whether its
 * price counts now (`dealCounts`); in one still to come, whether it will count at some time in it, so not
 * when a cheaper promotion runs through the whole window (one that ends within it leaves the deal its end).
 */
export const dealCountsInWindow = (now: string) =>
  dealCountsThrough(
    `MAX(${now}, ${slotStart(now)})`,
    `(CASE WHEN ${slotStart(now)} <= ${now} THEN ${now} ELSE ${slotEnd(now)} - 1 END)`,
  );
