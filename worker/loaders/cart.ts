import { cartListResponse } from '../../commerce/contract/cart';
import { productListResponse } from '../../commerce/contract/products';
import { defineLoader } from './loader';

/** The cart page: the shopper's cart, fresh from the API (null when it fails: an error block). */
export const cart = defineLoader(async ({ api }) => {
  const data = {
    cart: await api
      .get('/carlists', cartListResponse)
      .then((answer) => answer.data)
      .catch(() => null),
  };
  return { data };
});

/** The empty cart: best sellers to suggest, streamed in. */
export const cartEmpty = defineLoader(async ({ api }) => {
  return {
    data: {},
    deferred: {
      suggestions: api
        .get('/goods', productListResponse, { sort: 'best_selling', limit: '10' })
        .then((answer) => answer.data.list),
    },
  };
});
