import { goodsCategoryResponse } from '../../src/api/contract/categories';
import type { Loader } from './loader';

/** Home: the shell first; categories stream in. */
export const home: Loader = async ({ api }) => ({
  data: {},
  deferred: { categories: api.get('/goodscategory', goodsCategoryResponse).then((body) => body.data) },
});
