import type { z } from 'zod';
import { authUserResponse } from '../../commerce/contract/accounts';
import { addressListResponse, addressResponse, locationsResponse } from '../../commerce/contract/addresses';
import { cartListResponse } from '../../commerce/contract/cart';
import { businessCategoryResponse, goodsCategoryResponse } from '../../commerce/contract/categories';
import {
  contentPageResponse,
  helpArticleResponse,
  helpArticlesResponse,
  helpCategoriesResponse,
  outletsResponse,
  serviceHoursResponse,
} from '../../commerce/contract/content';
import { couponListResponse, couponResponse, myCouponsResponse } from '../../commerce/contract/coupons';
import {
  flashDealsResponse,
  freebieResponse,
  myFreebiesResponse,
  promotionListResponse,
  promotionResponse,
} from '../../commerce/contract/deals';
import { messageListResponse, messageResponse, unreadResponse } from '../../commerce/contract/messages';
import {
  orderCountsResponse,
  orderQuoteResponse,
  orderListResponse,
  orderResponse,
  shippingFeesResponse,
} from '../../commerce/contract/orders';
import { orderPaymentResponse } from '../../commerce/contract/payments';
import { myGradeResponse, pointsListResponse } from '../../commerce/contract/points';
import { productDetailResponse, productListResponse, searchSuggestResponse } from '../../commerce/contract/products';
import { profileResponse } from '../../commerce/contract/profile';
import { reviewOrderResponse } from '../../commerce/contract/reviews';
import { followListResponse, marksResponse, savedListResponse } from '../../commerce/contract/saved';
import {
  brandListResponse,
  brandResponse,
  giftCardsResponse,
  merchantAboutResponse,
  merchantListResponse,
  merchantResponse,
  merchantReviewsResponse,
} from '../../commerce/contract/shops';
import { profile } from '../../commerce/routes/account';
import { address, addressList, locations } from '../../commerce/routes/addresses';
import { authUser } from '../../commerce/routes/auth';
import { cartList } from '../../commerce/routes/cart';
import { businessCategories, goodsCategories } from '../../commerce/routes/categories';
import { helpArticle, helpArticles, helpCategories, outlets } from '../../commerce/routes/content';
import { myCoupons, voucher, vouchers } from '../../commerce/routes/coupons';
import { discounts, flashDeals, freebie, preorders, promotion, promotions } from '../../commerce/routes/deals';
import { listGoods, productDetail, searchGoods, searchSuggest } from '../../commerce/routes/goods';
import { message, messageList, unreadMessages } from '../../commerce/routes/messages';
import { freebieGrants } from '../../commerce/routes/my-freebies';
import { orderCounts, orderDetail, orderList, orderQuote, shippingFees } from '../../commerce/routes/orders';
import { contentPage, serviceHours } from '../../commerce/routes/pages';
import { orderPayment } from '../../commerce/routes/payments';
import { myGrade, pointsList } from '../../commerce/routes/points';
import { reviewOrder } from '../../commerce/routes/reviews';
import { followList, marks, savedList } from '../../commerce/routes/saved';
import {
  brand,
  brands,
  merchant,
  merchantAbout,
  merchantCoupons,
  merchantGiftCards,
  merchantGoods,
  merchantReviews,
  merchants,
} from '../../commerce/routes/shops';
import type { Service } from '../../commerce/service';

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
  '/orders/quote': direct(orderQuoteResponse, orderQuote),
  '/orders/:id': direct(orderResponse, orderDetail),
  '/orders/:id/payment': direct(orderPaymentResponse, orderPayment),
  '/orders/:id/reviews': direct(reviewOrderResponse, reviewOrder),
  '/messages/:id': direct(messageResponse, message),
  '/profile': direct(profileResponse, profile),
  '/points': direct(pointsListResponse, pointsList),
  '/saved': direct(savedListResponse, savedList),
  '/follows': direct(followListResponse, followList),
  '/addresses': direct(addressListResponse, addressList),
  '/addresses/:id': direct(addressResponse, address),
  '/locations': direct(locationsResponse, locations),
  '/shippingfees': direct(shippingFeesResponse, shippingFees),
  '/outlets': direct(outletsResponse, outlets),
  '/mycoupons': direct(myCouponsResponse, myCoupons),
  '/myfreebies': direct(myFreebiesResponse, freebieGrants),
  '/vouchers': direct(couponListResponse, vouchers),
  '/vouchers/:id': direct(couponResponse, voucher),
  '/search/suggest': direct(searchSuggestResponse, searchSuggest),
  '/helpcategories': direct(helpCategoriesResponse, helpCategories),
  '/helparticles': direct(helpArticlesResponse, helpArticles),
  '/helparticles/:id': direct(helpArticleResponse, helpArticle),
  '/pages/:slug': direct(contentPageResponse, contentPage),
  '/servicehours': direct(serviceHoursResponse, serviceHours),
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
