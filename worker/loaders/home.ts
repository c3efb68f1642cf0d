import { goodsCategoryResponse } from '../../src/api/contract/categories';
import type { Loader } from './loader';

/** Home: the shell first; categories stream in. */
export const home: Loader = async ({ api }) => ({
  data: {},
  deferred: { categories: api.cached('goodscategory', async () => (await api.get('/goodscategory', goodsCategoryResponse)).data) },
});
