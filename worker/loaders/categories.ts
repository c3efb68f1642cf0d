import { goodsCategoryResponse } from '../../src/api/contract/categories';
import { defineLoader } from './loader';

/** All goods categories; when the API fails the page shows an error block instead. */
export const categories = defineLoader(async ({ api }) => {
  const data = {
    categories: await api
      .cached('goodscategory', async () => (await api.get('/goodscategory', goodsCategoryResponse)).data)
      .catch(() => null),
  };
  return { data };
});
