import type { Lang } from '../../lib/lang';
import { type SearchMatch, searchMatches } from '../search-matches';
import { searchWords } from '../search-words';
import { searchSynonyms } from './search-synonyms';
import { inStockFirstIds } from './in-stock-first';
import { dealCountsInWindow, livePromotionIds, salePrice, slotEnd } from './live-deal';
import { pageIds, sortOrder } from './page-ids';
import { visible } from './visible';

export type ProductCardRow = {
  id: number;
  name: string;
  image: string;
  price_cents: number;
  compare_cents: number | null;
  is_earnest: number;
  earnest_cents: number;
  stock: number;
  sold: number;
  rating_x10: number;
  rating_count: number;
  merchant_id: number;
  brand_id: number | null;
  is_preorder: number;
};

export type ProductQuery = {
  /** A search, as the shopper typed it (listProducts turns it into `match`). */
  q?: string;
  /** How the search is matched on products_fts (searchMatches); productListSql reads only this. */
  match?: SearchMatch;
  category?: { id: number; top: boolean };
  brand?: number;
  merchant?: number;
  minCents?: number;
  maxCents?: number;
  discount?: boolean;
  flash?: boolean;
  preorder?: boolean;
  inStock?: boolean;
  sort: 'relevance' | 'newest' | 'price_asc' | 'price_desc' | 'best_selling' | 'rating';
  limit: number;
  offset: number;
  now: number;
};

/**
 * The search indexes (migration 0105), each with its rank: products_fts by bm25 with the weights of its
 * columns (a word in the name counts most, then the brand, then the category), and the descriptions,
 * searched only when the titles find nothing. Short words are found in `columns`.
 */
const INDEXES = {
  titles: { table: 'products_fts', rank: 'bm25(products_fts, 10.0, 5.0, 2.0)', columns: ['f.name', 'f.brand'] },
  descriptions: {
    table: 'product_descriptions_fts',
    rank: 'bm25(product_descriptions_fts)',
    columns: ['f.description'],
  },
} as const;

/**
 * A product card's columns (?1 is the language). Its price is what the shopper pays at `now` (an SQL
 * parameter, `salePrice`): a live flash deal's or promotion's price, with the product's own price as the
 * one it was; otherwise its own price and the compare-at price.
 */
export const cardColumns = (now: string) => `p.id, CASE ?1 WHEN 'km' THEN p.name_km ELSE p.name_en END AS name, p.image,
  ${salePrice(now)} AS price_cents,
  CASE WHEN ${salePrice(now)} = p.price_cents THEN p.compare_cents ELSE p.price_cents END AS compare_cents,
  p.is_earnest, p.earnest_cents, p.stock, p.sold, p.rating_x10, p.rating_count, p.merchant_id, p.brand_id, p.is_preorder`;

/**
 * The SQL of a product list page and of its count, with their numbered parameters (?1 is the language).
 * Built only from fixed fragments; a search (`match`) joins the trigram index and ranks by bm25 with
 * FIELD_WEIGHTS. Pure, so the
 * bench and the query-plan test can EXPLAIN exactly what the API runs.
 */
export function productListSql(
  lang: Lang,
  query: ProductQuery,
  { scanBySort = false } = {},
): { list: string; count: string; params: unknown[]; countParams: unknown[] } {
  const params: unknown[] = [lang];
  const param = (value: unknown) => `?${params.push(value)}`;
  const where: string[] = [];
  const terms = query.match;
  const index = INDEXES[terms?.index ?? 'titles'];
  const from = terms ? `${index.table} f JOIN products p ON p.id = f.rowid` : 'products p';
  if (terms?.fts) where.push(`${index.table} MATCH ${param(terms.fts)}`);
  // instr, not LIKE: the text is already normalised, and FTS5 would take a LIKE for its own index
  // (trigram) and then refuse the MATCH beside it ("unable to use function MATCH").
  for (const word of terms?.short ?? []) {
    const short = param(word);
    where.push(`(${index.columns.map((column) => `instr(${column}, ${short}) > 0`).join(' OR ')})`);
  }
  // Hidden products are in no list; on a search the check is on the index's rowid, so it stays index-only.
  where.push(visible(terms ? 'f.rowid' : 'p.id'));
  const searchConditions = where.length;
  if (query.category)
    where.push(`${query.category.top ? 'p.top_category_id' : 'p.category_id'} = ${param(query.category.id)}`);
  if (query.brand) where.push(`p.brand_id = ${param(query.brand)}`);
  if (query.merchant) where.push(`p.merchant_id = ${param(query.merchant)}`);
  // With scanBySort, `+` keeps SQLite off the price index, so it walks the sort's index and stops at the page.
  const price = scanBySort ? '+p.price_cents' : 'p.price_cents';
  if (query.minCents !== undefined) where.push(`${price} >= ${param(query.minCents)}`);
  if (query.maxCents !== undefined) where.push(`${price} <= ${param(query.maxCents)}`);
  // Discounted: a compare-at price (its partial index), or in a promotion on now; one id list, so no scan.
  if (query.discount) {
    where.push(
      `p.id IN (SELECT id FROM products WHERE compare_cents IS NOT NULL UNION ${livePromotionIds(param(query.now))})`,
    );
  }
  if (query.preorder) where.push('p.is_preorder = 1');
  if (query.inStock) where.push('p.stock > 0');
  if (query.flash) {
    const now = param(query.now);
    // The ids are read in FROM: a subquery there does not count toward D1's expression depth (at most 100),
    // and the window arithmetic is deep enough to take a price sort's statement past it (decision 030).
    where.push(
      `p.id IN (SELECT product_id FROM (SELECT i.product_id FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id
        WHERE ${slotEnd(now)} > ${now} AND ${dealCountsInWindow(now)}))`,
    );
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  // Short words are checked on each match's text anyway: those that stand alone there ("vitamin c 1000
  // mg", not "calcium") rank first. Their parameters come after the count's.
  const rank = `${wholeShortWords(index.columns[0], terms?.short ?? [], param)}${index.rank}`;
  const searchOnly = terms !== undefined && where.length === searchConditions;
  const now = param(query.now);
  const limit = param(query.limit);
  const offset = param(query.offset);
  // The list checks stock row by row (`+`), so it reads an index in sort order; the count uses (…, stock) indexes.
  const conditions = where.map((condition) => (condition === 'p.stock > 0' ? '+p.stock > 0' : condition));
  // Every list puts products in stock first. A search by relevance ranks by bm25; one of short words
  // alone ("tv", "lg") has no bm25 rank and is listed as best selling.
  let list: string;
  if (terms?.fts && query.sort === 'relevance')
    list = searchOnly
      ? byRank(index.table, rank, filter, now, limit, offset)
      : `SELECT ${cardColumns(now)} FROM ${from} WHERE ${conditions.join(' AND ')} ORDER BY p.stock = 0, ${rank}, p.id LIMIT ${limit} OFFSET ${offset}`;
  else {
    const sort = query.sort === 'relevance' ? 'best_selling' : query.sort;
    // A browsing list walks the sort's index, its products in stock and sold out apart; a search's
    // matches are sorted anyway, their stock first. Only the page's cards are computed.
    const ids =
      terms || query.inStock
        ? pageIds(sort, from, conditions, { now, limit, offset, first: terms ? 'p.stock = 0, ' : '' })
        : inStockFirstIds(sort, conditions, { now, limit, offset });
    list = `SELECT ${cardColumns(now)} FROM products p WHERE p.id IN (${ids}) ORDER BY p.stock = 0, ${sortOrder(sort, now)}`;
  }
  // ?1 (the language) is selected so the count binds the same numbered parameters as the list. A search
  // with no other filter is counted on the index alone.
  const countFrom = searchOnly ? `${index.table} f` : from;
  return { list, count: `SELECT COUNT(*) AS total, ?1 AS lang FROM ${countFrom} ${filter}`, params, countParams };
}

/**
 * The part of a search's rank (lower first) that puts matches where the short words stand whole in
 * `column` (between spaces: the index pads every field) first: a term to prefix to the bm25 rank, or ''
 * when there are none. Only short words, which are already read from each match's text; longer ones
 * rank whole by their FTS5 phrase (searchMatches), where reading the text would take about 50 ms at
 * 100,000 products.
 */
function wholeShortWords(column: string, short: string[], param: (value: unknown) => string): string {
  if (!short.length) return '';
  return `-100.0 * (${short.map((word) => `(instr(${column}, ${param(` ${word} `)}) > 0)`).join(' + ')}) + `;
}

/**
 * Sold-out products, for a ranking on the index alone: SQLite reads them once per query from their
 * partial index (migration 0106), a few hundred ids at 100,000 products, where reading each match's
 * product row for its stock tripled the search's time.
 */
const SOLD_OUT = 'f.rowid IN (SELECT id FROM products WHERE stock = 0)';

/**
 * A search with no other filter, by relevance: the page is ranked on the index alone and only its
 * products are read, products in stock first. Joining first would read every match's product row and
 * compute its card (its live deal) before sorting: 9,000 rows for ពណ៌ខ្មៅ at 100,000 products.
 */
function byRank(table: string, rank: string, filter: string, now: string, limit: string, offset: string): string {
  return `SELECT ${cardColumns(now)} FROM (
      SELECT f.rowid AS id, ${SOLD_OUT} AS sold_out, ${rank} AS score FROM ${table} f ${filter}
      ORDER BY sold_out, score, f.rowid LIMIT ${limit} OFFSET ${offset}) r
    JOIN products p ON p.id = r.id ORDER BY r.sold_out, r.score, p.id`;
}

/** Above this many matches of a price range, walking the sort's index beats sorting the range. */
const WIDE_RANGE = 2000;

/**
 * One page of products matching the filters, and how many match. Without a price range the count and the
 * page are read in one round trip. With one, the count runs first (on covering indexes): a wide range
 * sorted by something else is then read in sort order instead of sorted. A search reads its words'
 * synonyms, then tries each of its matches (searchMatches) in turn and lists the first that finds anything.
 */
export async function listProducts(
  db: D1Database,
  lang: Lang,
  query: ProductQuery,
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const words = query.q ? searchWords(query.q) : null;
  const matches = words ? searchMatches(words, await searchSynonyms(db, words.lookup)) : [undefined];
  const ranged = query.minCents !== undefined || query.maxCents !== undefined;
  for (const match of matches) {
    const sql = productListSql(lang, { ...query, match });
    if (!ranged) {
      const [count, list] = await db.batch([
        db.prepare(sql.count).bind(...sql.countParams),
        db.prepare(sql.list).bind(...sql.params),
      ]);
      const total = (count!.results[0] as { total: number } | undefined)?.total ?? 0;
      if (total) return { rows: list!.results as ProductCardRow[], total };
      continue;
    }
    const total = await countOf(db, sql);
    if (!total) continue;
    const scanBySort = total > WIDE_RANGE && !query.sort.startsWith('price') && !query.q;
    const listed = scanBySort ? productListSql(lang, { ...query, match }, { scanBySort }) : sql;
    const { results } = await db
      .prepare(listed.list)
      .bind(...listed.params)
      .all<ProductCardRow>();
    return { rows: results, total };
  }
  return { rows: [], total: 0 };
}

async function countOf(db: D1Database, sql: { count: string; countParams: unknown[] }): Promise<number> {
  const row = await db
    .prepare(sql.count)
    .bind(...sql.countParams)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/** Whether a goods category exists, and whether it is a top-level one. */
export async function findGoodsCategory(db: D1Database, id: number): Promise<{ id: number; top: boolean } | null> {
  const row = await db
    .prepare('SELECT id, parent_id FROM goods_categories WHERE id = ?1')
    .bind(id)
    .first<{ id: number; parent_id: number | null }>();
  return row ? { id: row.id, top: row.parent_id === null } : null;
}
