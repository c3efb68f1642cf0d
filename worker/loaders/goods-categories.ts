import type { GoodsCategory } from '../../commerce/contract/categories';
import type { Commerce } from '../data/commerce';

/** The goods categories with their children, through the KV cache (the category, product-list and brands pages). */
export function goodsCategories(api: Commerce): Promise<GoodsCategory[]> {
  return api.cached('goodscategory', async () => await api.categories.goods());
}
