import { type ListSort, pageIds } from './page-ids';

/**
 * The ids of one page of a browsing list (no search) that lists the products in stock first, then the
 * sold-out ones, each part in the sort's order (`limit` and `offset` are SQL parameters; the caller
 * sorts the page). The page's products in stock are read as a list of products in stock reads them,
 * walking the sort's index. The sold-out ones are read from their partial index (migration 0106: a few
 * hundred at 100,000 products), and only by a page the products in stock do not fill: a LIMIT of 0
 * makes SQLite skip the part without reading it. A page past every product in stock counts them to
 * know where the sold-out ones start. No index orders by (stock = 0, sort) for every filter and sort,
 * and sorting the whole list would read every product in it.
 */
export function inStockFirstIds(
  sort: ListSort,
  conditions: string[],
  { now, limit, offset }: { now: string; limit: string; offset: string },
): string {
  const listed = '(SELECT COUNT(*) FROM in_stock)';
  const before = `(SELECT COUNT(*) FROM (SELECT 1 FROM products p WHERE ${[...conditions, 'p.stock > 0'].join(' AND ')} LIMIT ${offset}))`;
  const soldOut = pageIds(sort, 'products p INDEXED BY products_sold_out', [...conditions, 'p.stock = 0'], {
    now,
    limit: `${limit} - ${listed}`,
    offset: `CASE WHEN ${listed} > 0 THEN 0 ELSE ${offset} - ${before} END`,
  });
  return `WITH in_stock AS MATERIALIZED (${pageIds(sort, 'products p', [...conditions, '+p.stock > 0'], { now, limit, offset })})
    SELECT id FROM in_stock UNION ALL SELECT id FROM (${soldOut})`;
}
