/**
 * The search text a shopper submitted, cleaned as the specification asks:
 * a trailing path-like segment (a slash and what follows it) is dropped,
 * then surrounding spaces. "rice cooker/abc" → "rice cooker".
 */
export function cleanSearchText(text: string): string {
  return text.replace(/\/[^/]*$/, '').trim();
}

/** Where a search goes: `/products/search/{text}`, or `/products` when nothing is left to search for. */
export function searchPath(text: string): string {
  const clean = cleanSearchText(text);
  return clean ? `/products/search/${encodeURIComponent(clean)}` : '/products';
}
