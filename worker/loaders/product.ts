import type { ProductDetail } from '../../commerce/contract/products';
import { loadFulfilmentFacts } from './fulfilment-facts';
import { defineLoader } from './loader';
import { isNotFound } from './not-found';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 155;

const clip = (text: string) =>
  text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;

/**
 * A product page (/products/:id and the Khmer-first /products/detailkh/:id): the product is
 * critical (an unknown id is the 404 page); its shop, related products and the delivery and pick-up facts
 * stream in after.
 */
export const product = defineLoader(async ({ params, api }) => {
  let detail: ProductDetail;
  try {
    detail = await api.goods.detail({ id: params.id });
  } catch (error) {
    if (isNotFound(error)) return { notFound: true };
    return { data: { product: null, dealLive: false, promotionLive: false } };
  }
  // Four related products: one full row on a desktop, two on a phone.
  const related = api.goods
    .list({ category: String(detail.category.id), sort: 'best_selling', limit: '5' })
    .then((answer) => answer.list.filter((item) => item.id !== detail.id).slice(0, 4));
  const merchant = api.shops.merchant({ id: detail.merchant.id });
  const fulfilment = loadFulfilmentFacts(api);
  const now = Date.now() / 1000;
  return {
    // Whether the deal and the promotion are on is decided here, by the server's clock, so the hydrated page matches.
    data: {
      product: detail,
      dealLive: detail.flash_deal !== null && detail.flash_deal.starts_at <= now,
      promotionLive: detail.promotion !== null && detail.promotion.starts_at <= now,
    },
    head: { title: detail.name, description: clip(detail.description) },
    deferred: { related, merchant, fulfilment },
  };
});
