import { isLiveDeal, livePromotionIds, salePrice } from './live-deal';

/** The order of each sort of a product list over products `p` (a search's relevance aside), by its own price. */
export const SORT_ORDER = {
  newest: 'p.created_at DESC, p.id DESC',
  price_asc: 'p.price_cents ASC, p.id',
  price_desc: 'p.price_cents DESC, p.id',
  best_selling: 'p.sold DESC, p.id',
  rating: 'p.rating_x10 DESC, p.rating_count DESC, p.id',
} as const;

export type ListSort = keyof typeof SORT_ORDER;

const PRICE_DIRECTION: Partial<Record<ListSort, 'ASC' | 'DESC'>> = { price_asc: 'ASC', price_desc: 'DESC' };

/** The order of products `p` by `sort`, a price sort by the price paid at `now` (an SQL parameter). */
export function sortOrder(sort: ListSort, now: string): string {
  const direction = PRICE_DIRECTION[sort];
  return direction ? `${salePrice(now)} ${direction}, p.id` : SORT_ORDER[sort];
}

export type PageBounds = {
  /** The time of the prices, an SQL parameter. */
  now: string;
  /** SQL expressions. */
  limit: string;
  offset: string;
  /** An order term put before the sort's, such as 'p.stock = 0, '. */
  first?: string;
};

/**
 * The ids of one page of the products `p` in `from` that meet every condition, in the sort's order. A
 * price sort orders by the price paid, which a live flash deal or promotion lowers: the page is merged
 * from the products in neither, walked in regular-price order on the index only as far as the page
 * ends, and the few in one; sorting every product by a computed price would read the whole table.
 * Only ids: the caller computes the cards of the page alone.
 */
export function pageIds(
  sort: ListSort,
  from: string,
  conditions: string[],
  { now, limit, offset, first = '' }: PageBounds,
): string {
  const where = (...more: string[]) => {
    const all = [...conditions, ...more];
    return all.length ? `WHERE ${all.join(' AND ')}` : '';
  };
  if (!PRICE_DIRECTION[sort])
    return `SELECT p.id FROM ${from} ${where()} ORDER BY ${first}${SORT_ORDER[sort]} LIMIT ${limit} OFFSET ${offset}`;
  // Read in FROM, so that their conditions do not count toward D1's expression depth (decision 030).
  const live = `(p.id IN (SELECT product_id FROM (SELECT i.product_id FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id WHERE ${isLiveDeal(now)}))
    OR p.id IN (SELECT product_id FROM (${livePromotionIds(now)})))`;
  return `SELECT p.id FROM products p WHERE p.id IN (
      SELECT id FROM (SELECT p.id FROM ${from} ${where(`NOT ${live}`)} ORDER BY ${first}${SORT_ORDER[sort]} LIMIT ${offset} + ${limit})
      UNION ALL SELECT p.id FROM ${from} ${where(live)})
    ORDER BY ${first}${sortOrder(sort, now)} LIMIT ${limit} OFFSET ${offset}`;
}
