/**
 * The product list's filters, sort and page as URL query fields (shareable; Back restores them).
 * The loader validates them; the page only rebuilds links from the validated set.
 */
export type ProductQuery = Partial<Record<ProductQueryKey, string>>;

export const PRODUCT_QUERY_KEYS = [
  'category',
  'brand',
  'min_price',
  'max_price',
  'discount',
  'in_stock',
  'sort',
  'page',
] as const;
export type ProductQueryKey = (typeof PRODUCT_QUERY_KEYS)[number];

/**
 * `path` with `query` changed by `changes` (an empty string removes a field). Any change other than
 * the page number goes back to page 1, because the old page may not exist in the new result.
 */
export function productQueryHref(path: string, query: ProductQuery, changes: ProductQuery = {}): string {
  const next: ProductQuery = { ...query, ...changes };
  if (!('page' in changes)) delete next.page;
  if (next.page === '1') delete next.page;
  if (next.sort === 'relevance') delete next.sort;
  const search = new URLSearchParams();
  for (const key of PRODUCT_QUERY_KEYS) {
    const value = next[key];
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
