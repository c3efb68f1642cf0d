import { goodsCategoryResponse, type GoodsCategory } from '../../src/api/contract/categories';
import type { Api } from '../api-client';

/** The goods categories through the KV cache (the same key as the home page and the category page). */
export function goodsCategories(api: Api): Promise<GoodsCategory[]> {
  return api.cached('goodscategory', async () => (await api.get('/goodscategory', goodsCategoryResponse)).data);
}
