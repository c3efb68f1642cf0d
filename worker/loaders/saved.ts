import { pageSchema } from '../../commerce/contract/fields';
import { defineLoader } from './loader';

/** The `?page=` of a member list (20 a page); anything else is the first page. */
const pageOf = (query: URLSearchParams) =>
  String(pageSchema.catch({ page: 1, limit: 20 }).parse(Object.fromEntries(query)).page);

/** My saved products (/accounts/save), paged; null when the API fails. */
export const saved = defineLoader(async ({ api, query }) => {
  const products = await api.saved.products({ page: pageOf(query), limit: '20' }).catch(() => null);
  return { data: { products } };
});

/** The shops I follow (/accounts/follow), paged; null when the API fails. */
export const follows = defineLoader(async ({ api, query }) => {
  const merchants = await api.saved.follows({ page: pageOf(query), limit: '20' }).catch(() => null);
  return { data: { merchants } };
});
