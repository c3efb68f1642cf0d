import type { z } from 'zod';
import { cartListResponse } from '../../src/api/contract/cart';
import { businessCategoryResponse, goodsCategoryResponse } from '../../src/api/contract/categories';
import { flashDealsResponse, freebieResponse, promotionListResponse, promotionResponse } from '../../src/api/contract/deals';
import { messageListResponse, unreadResponse } from '../../src/api/contract/messages';
import { orderCountsResponse, orderListResponse } from '../../src/api/contract/orders';
import { myGradeResponse } from '../../src/api/contract/points';
import { productDetailResponse, productListResponse } from '../../src/api/contract/products';
import { marksResponse } from '../../src/api/contract/saved';
import {
  brandListResponse,
  brandResponse,
  giftCardsResponse,
  merchantAboutResponse,
  merchantListResponse,
  merchantResponse,
  merchantReviewsResponse,
} from '../../src/api/contract/shops';
import { couponListResponse } from '../../src/api/contract/coupons';
import { authUserResponse } from '../../src/api/contract/accounts';
import { authUser } from '../commerce/routes/auth';
import { cartList } from '../commerce/routes/cart';
import { businessCategories, goodsCategories } from '../commerce/routes/categories';
import { discounts, flashDeals, freebie, preorders, promotion, promotions } from '../commerce/routes/deals';
import { listGoods, productDetail, searchGoods } from '../commerce/routes/goods';
import { messageList, unreadMessages } from '../commerce/routes/messages';
import { orderCounts, orderList } from '../commerce/routes/orders';
import { myGrade } from '../commerce/routes/points';
import { marks } from '../commerce/routes/saved';
import { brand, brands, merchant, merchantAbout, merchantCoupons, merchantGiftCards, merchantGoods, merchantReviews, merchants } from '../commerce/routes/shops';
import type { Service } from '../commerce/service';

type Data<S extends z.ZodType> = z.output<S> extends { data: infer D } ? D : never;

/** A commerce service the loaders may call without HTTP, and the contract schema of its answer. */
export type DirectCall<S extends z.ZodType = z.ZodType> = { response: S; run: Service<Data<S>> };

/** Pairs a service with its answer's schema; the type check holds the service to the contract. */
const direct = <S extends z.ZodType>(response: S, run: Service<Data<S>>): DirectCall<S> => ({ response, run });

/**
 * The GET calls of the contract that the embedded commerce answers by calling the service itself,
 * keyed by their path pattern (`:id` is a numeric segment, `:slug` any other). A call not listed
 * here takes the in-process HTTP path, as the browser's do.
 */
export const DIRECT_SERVICES: Record<string, DirectCall> = {
  '/goodscategory': direct(goodsCategoryResponse, goodsCategories),
  '/businesscategory': direct(businessCategoryResponse, businessCategories),
  '/goods': direct(productListResponse, listGoods),
  '/search': direct(productListResponse, searchGoods),
  '/goods/:id': direct(productDetailResponse, productDetail),
  '/discounts': direct(productListResponse, discounts),
  '/preorders': direct(productListResponse, preorders),
  '/flashdeals': direct(flashDealsResponse, flashDeals),
  '/promotions': direct(promotionListResponse, promotions),
  '/promotions/:slug': direct(promotionResponse, promotion),
  '/freebies/:id': direct(freebieResponse, freebie),
  '/brands': direct(brandListResponse, brands),
  '/brands/:id': direct(brandResponse, brand),
  '/merchants': direct(merchantListResponse, merchants),
  '/merchants/:id': direct(merchantResponse, merchant),
  '/merchants/:id/about': direct(merchantAboutResponse, merchantAbout),
  '/merchants/:id/goods': direct(productListResponse, merchantGoods),
  '/merchants/:id/coupons': direct(couponListResponse, merchantCoupons),
  '/merchants/:id/giftcards': direct(giftCardsResponse, merchantGiftCards),
  '/merchants/:id/reviews': direct(merchantReviewsResponse, merchantReviews),
  '/auth/user': direct(authUserResponse, authUser),
  '/carlists': direct(cartListResponse, cartList),
  '/mygrade': direct(myGradeResponse, myGrade),
  '/marks': direct(marksResponse, marks),
  '/messages': direct(messageListResponse, messageList),
  '/messages/unread': direct(unreadResponse, unreadMessages),
  '/orders': direct(orderListResponse, orderList),
  '/orders/counts': direct(orderCountsResponse, orderCounts),
};

/** The direct call behind a contract path, with its path parameters; null when there is none. */
export function findDirect(path: string): { call: DirectCall; params: Record<string, string> } | null {
  const exact = DIRECT_SERVICES[path];
  if (exact) return { call: exact, params: {} };
  const segments = path.split('/');
  const id = segments.findIndex((segment, i) => i > 1 && /^\d+$/.test(segment));
  if (id > 0) {
    const call = DIRECT_SERVICES[[...segments.slice(0, id), ':id', ...segments.slice(id + 1)].join('/')];
    return call ? { call, params: { id: segments[id]! } } : null;
  }
  const call = segments.length === 3 ? DIRECT_SERVICES[`/${segments[1]}/:slug`] : undefined;
  return call ? { call, params: { slug: segments[2]! } } : null;
}
