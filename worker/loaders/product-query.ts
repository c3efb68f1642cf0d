import { productListRequest } from '../../commerce/contract/products';
import { PRODUCT_QUERY_KEYS, type ProductQuery } from '../../lib/product-query';

/**
 * The valid product-list fields of a page's URL. Each field is checked on its own against the
 * API contract, so one bad value (`?page=abc`) is dropped instead of emptying the whole list.
 */
export function readProductQuery(url: URLSearchParams): ProductQuery {
  const query: ProductQuery = {};
  for (const key of PRODUCT_QUERY_KEYS) {
    const value = url.get(key)?.trim();
    if (!value) continue;
    const field = productListRequest.shape[key];
    if (field.safeParse(value).success) query[key] = value;
  }
  return query;
}
