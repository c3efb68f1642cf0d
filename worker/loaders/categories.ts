import { goodsCategoryResponse } from '../../src/api/contract/categories';
import type { CategoryData } from '../../src/pages/CategoryPage';
import type { Loader } from './loader';

/** All goods categories; when the API fails the page shows an error block instead. */
export const categories: Loader = async ({ api }) => {
  const data: CategoryData = {
    categories: await api
      .cached('goodscategory', async () => (await api.get('/goodscategory', goodsCategoryResponse)).data)
      .catch(() => null),
  };
  return { data };
};
