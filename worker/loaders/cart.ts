import { defineLoader } from './loader';

/** The cart page: the shopper's cart, fresh from the API (null when it fails: an error block). */
export const cart = defineLoader(async ({ api }) => {
  const data = {
    cart: await api.cart.list().catch(() => null),
  };
  return { data };
});

/** The empty cart: best sellers to suggest, streamed in. */
export const cartEmpty = defineLoader(async ({ api }) => {
  return {
    data: {},
    deferred: {
      suggestions: api.goods.list({ sort: 'best_selling', limit: '10' }).then((answer) => answer.list),
    },
  };
});
