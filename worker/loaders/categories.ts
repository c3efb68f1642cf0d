import { goodsCategories } from './goods-categories';
import { defineLoader } from './loader';

/** All goods categories; when the API fails the page shows an error block instead. */
export const categories = defineLoader(async ({ api }) => {
  const data = { categories: await goodsCategories(api).catch(() => null) };
  return { data };
});
