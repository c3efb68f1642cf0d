import { defineLoader } from './loader';
import { isNotFound } from './not-found';

/** Review an order (/accounts/review/:id): its items and the shopper's reviews; not the shopper's order is a 404. */
export const review = defineLoader(async ({ api, params }) => {
  try {
    const order = await api.reviews.ofOrder({ id: params.id });
    return { data: { order } };
  } catch (error) {
    if (isNotFound(error)) return { notFound: true };
    return { data: { order: null } };
  }
});
