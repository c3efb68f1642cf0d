import { goodsCategoryResponse, type GoodsCategory } from '../../src/api/contract/categories';
import type { Commerce } from '../data/commerce';

/** The goods categories through the KV cache (the same key as the home page and the category page). */
export function goodsCategories(api: Commerce): Promise<GoodsCategory[]> {
  return api.cached('goodscategory', async () => (await api.get('/goodscategory', goodsCategoryResponse)).data);
}
