import { brandListResponse, merchantListResponse } from '../../src/api/contract/shops';
import { flashDealsResponse, promotionListResponse } from '../../src/api/contract/deals';
import { productListResponse } from '../../src/api/contract/products';
import { goodsCategories } from './goods-categories';
import type { Loader } from './loader';

/**
 * Home: the shell first; every section streams in on its own, so a slow or failing part
 * (flash deals, say) never holds up or breaks the others.
 */
export const home: Loader = async ({ api }) => ({
  data: {},
  deferred: {
    promotions: api.get('/promotions', promotionListResponse).then((answer) => answer.data),
    flashdeals: api.get('/flashdeals', flashDealsResponse).then((answer) => answer.data.slice(0, 1)),
    categories: goodsCategories(api),
    brands: api.get('/brands', brandListResponse).then((answer) => answer.data.slice(0, 12)),
    merchants: api.get('/merchants', merchantListResponse, { limit: '6' }).then((answer) => answer.data.list),
    recommended: api.get('/goods', productListResponse, { sort: 'rating', in_stock: '1', limit: '10' }).then((answer) => answer.data.list),
  },
});
