import type { z } from 'zod';
import { authLoginRequest, authUserResponse, getTokenRequest, loginRequest, loginResponse, logoutResponse, socialLoginRequest, tokenResponse } from './accounts';
import { addCartRequest, cartChangedResponse, cartLineResponse, cartListRequest, cartListResponse, cartNumRequest, removeCartRequest, selectCartRequest } from './cart';
import { businessCategoryResponse, goodsCategoryResponse } from './categories';
import {
  contactRequest, contactResponse, contentPageResponse, helpArticleResponse, helpArticlesRequest, helpArticlesResponse, helpCategoriesResponse,
  newsletterRequest, newsletterResponse, outletsResponse, serviceHoursResponse,
} from './content';
import { collectRequest, collectResponse, couponListResponse, couponResponse, myCouponsRequest, myCouponsResponse } from './coupons';
import { flashDealsResponse, freebieListResponse, freebieResponse, myFreebiesResponse, promotionListResponse, promotionResponse } from './deals';
import {
  brandListRequest, brandListResponse, brandResponse, followResponse, giftCardsResponse, merchantAboutResponse, merchantListRequest,
  merchantListResponse, merchantResponse, merchantReviewsRequest, merchantReviewsResponse,
} from './shops';
import { productDetailResponse, productListRequest, productListResponse, searchRequest, searchSuggestRequest, searchSuggestResponse } from './products';
import {
  changeEmailRequest, changeNameRequest, changePasswordRequest, changePhoneRequest, doneResponse, profileResponse, registerRequest,
  registerResponse, resetPasswordRequest, sendCodeRequest, sendCodeResponse,
} from './profile';
import {
  operatorStateRequest, operatorStateResponse, orderCountsRequest, orderCountsResponse, orderListRequest, orderListResponse, orderQuoteResponse,
  orderRequest, orderResponse, quoteRequest, reorderResponse, shippingFeesResponse,
} from './orders';
import { callbackResponse, orderPaymentResponse, paymentCallbackBody, sandboxRequest } from './payments';
import { addressIdResponse, addressListResponse, addressRequest, addressResponse, locationsRequest, locationsResponse } from './addresses';
import { messageListRequest, messageListResponse, messageResponse, unreadResponse } from './messages';
import { myGradeRequest, myGradeResponse, pointsListRequest, pointsListResponse, signInRequest, signInResponse } from './points';
import { reviewOrderResponse, reviewRequest, reviewSavedResponse } from './reviews';
import { followListResponse, marksResponse, savedListRequest, savedListResponse, saveResponse } from './saved';

/**
 * Every commerce API endpoint in one place: method, path, whether it needs a token (code 1012 without
 * one), and the zod schemas of its input (query for GET, body for POST) and of its answer.
 */
export type Endpoint = { method: 'GET' | 'POST'; path: string; auth: boolean; request?: z.ZodType; response: z.ZodType };

export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/goodscategory', auth: false, response: goodsCategoryResponse },
  { method: 'GET', path: '/api/businesscategory', auth: false, response: businessCategoryResponse },
  { method: 'POST', path: '/api/login', auth: false, request: loginRequest, response: loginResponse },
  { method: 'POST', path: '/api/gettoken', auth: false, request: getTokenRequest, response: tokenResponse },
  { method: 'POST', path: '/api/auth/login', auth: false, request: authLoginRequest, response: tokenResponse },
  { method: 'POST', path: '/api/auth/logout', auth: true, response: logoutResponse },
  { method: 'GET', path: '/api/auth/user', auth: true, response: authUserResponse },
  { method: 'POST', path: '/api/sendcode', auth: false, request: sendCodeRequest, response: sendCodeResponse },
  { method: 'POST', path: '/api/register', auth: false, request: registerRequest, response: registerResponse },
  { method: 'POST', path: '/api/forgetpass', auth: false, request: resetPasswordRequest, response: doneResponse },
  { method: 'GET', path: '/api/profile', auth: true, response: profileResponse },
  { method: 'POST', path: '/api/changepass', auth: true, request: changePasswordRequest, response: doneResponse },
  { method: 'POST', path: '/api/changename', auth: true, request: changeNameRequest, response: doneResponse },
  { method: 'POST', path: '/api/changeemail', auth: true, request: changeEmailRequest, response: doneResponse },
  { method: 'POST', path: '/api/changephone', auth: true, request: changePhoneRequest, response: doneResponse },
  { method: 'POST', path: '/api/signin', auth: true, request: signInRequest, response: signInResponse },
  { method: 'GET', path: '/api/mygrade', auth: true, request: myGradeRequest, response: myGradeResponse },
  { method: 'GET', path: '/api/points', auth: true, request: pointsListRequest, response: pointsListResponse },
  { method: 'GET', path: '/api/goods', auth: false, request: productListRequest, response: productListResponse },
  { method: 'GET', path: '/api/search', auth: false, request: searchRequest, response: productListResponse },
  { method: 'GET', path: '/api/goods/:id', auth: false, response: productDetailResponse },
  { method: 'GET', path: '/api/brands', auth: false, request: brandListRequest, response: brandListResponse },
  { method: 'GET', path: '/api/brands/:id', auth: false, response: brandResponse },
  { method: 'GET', path: '/api/merchants', auth: false, request: merchantListRequest, response: merchantListResponse },
  { method: 'GET', path: '/api/merchants/:id', auth: false, response: merchantResponse },
  { method: 'GET', path: '/api/merchants/:id/about', auth: false, response: merchantAboutResponse },
  { method: 'GET', path: '/api/merchants/:id/goods', auth: false, request: productListRequest, response: productListResponse },
  { method: 'GET', path: '/api/merchants/:id/coupons', auth: false, response: couponListResponse },
  { method: 'GET', path: '/api/merchants/:id/giftcards', auth: false, response: giftCardsResponse },
  { method: 'GET', path: '/api/merchants/:id/reviews', auth: false, request: merchantReviewsRequest, response: merchantReviewsResponse },
  { method: 'POST', path: '/api/merchants/:id/follow', auth: true, response: followResponse },
  { method: 'POST', path: '/api/merchants/:id/unfollow', auth: true, response: followResponse },
  { method: 'GET', path: '/api/vouchers', auth: false, response: couponListResponse },
  { method: 'GET', path: '/api/vouchers/:id', auth: false, response: couponResponse },
  { method: 'POST', path: '/api/vouchers/:id/collect', auth: true, request: collectRequest, response: collectResponse },
  { method: 'POST', path: '/api/coupons/:id/collect', auth: true, request: collectRequest, response: collectResponse },
  { method: 'GET', path: '/api/mycoupons', auth: true, request: myCouponsRequest, response: myCouponsResponse },
  { method: 'GET', path: '/api/flashdeals', auth: false, response: flashDealsResponse },
  { method: 'GET', path: '/api/promotions', auth: false, response: promotionListResponse },
  { method: 'GET', path: '/api/promotions/:slug', auth: false, response: promotionResponse },
  { method: 'GET', path: '/api/freebies', auth: false, response: freebieListResponse },
  { method: 'GET', path: '/api/freebies/:id', auth: false, response: freebieResponse },
  { method: 'GET', path: '/api/discounts', auth: false, request: productListRequest, response: productListResponse },
  { method: 'GET', path: '/api/preorders', auth: false, request: productListRequest, response: productListResponse },
  { method: 'GET', path: '/api/outlets', auth: false, response: outletsResponse },
  { method: 'GET', path: '/api/helpcategories', auth: false, response: helpCategoriesResponse },
  { method: 'GET', path: '/api/helparticles', auth: false, request: helpArticlesRequest, response: helpArticlesResponse },
  { method: 'GET', path: '/api/helparticles/:id', auth: false, response: helpArticleResponse },
  { method: 'GET', path: '/api/carlists', auth: true, request: cartListRequest, response: cartListResponse },
  { method: 'POST', path: '/api/addcart', auth: true, request: addCartRequest, response: cartLineResponse },
  { method: 'POST', path: '/api/cartnum', auth: true, request: cartNumRequest, response: cartLineResponse },
  { method: 'POST', path: '/api/delcart', auth: true, request: removeCartRequest, response: cartChangedResponse },
  { method: 'POST', path: '/api/selectcart', auth: true, request: selectCartRequest, response: cartChangedResponse },
  { method: 'GET', path: '/api/newsletter', auth: false, request: newsletterRequest, response: newsletterResponse },
  { method: 'GET', path: '/api/shippingfees', auth: false, response: shippingFeesResponse },
  { method: 'POST', path: '/api/orders/quote', auth: true, request: quoteRequest, response: orderQuoteResponse },
  { method: 'POST', path: '/api/orders', auth: true, request: orderRequest, response: orderResponse },
  { method: 'GET', path: '/api/orders', auth: true, request: orderListRequest, response: orderListResponse },
  { method: 'GET', path: '/api/orders/:id', auth: true, response: orderResponse },
  { method: 'POST', path: '/api/orders/:id/cancel', auth: true, response: orderResponse },
  { method: 'GET', path: '/api/orders/:id/payment', auth: true, response: orderPaymentResponse },
  { method: 'POST', path: '/api/payments/callback', auth: false, request: paymentCallbackBody, response: callbackResponse },
  { method: 'POST', path: '/api/payments/sandbox', auth: true, request: sandboxRequest, response: callbackResponse },
  { method: 'GET', path: '/api/locations', auth: false, request: locationsRequest, response: locationsResponse },
  { method: 'GET', path: '/api/addresses', auth: true, response: addressListResponse },
  { method: 'POST', path: '/api/addresses/add', auth: true, request: addressRequest, response: addressIdResponse },
  { method: 'GET', path: '/api/addresses/:id', auth: true, response: addressResponse },
  { method: 'POST', path: '/api/addresses/:id/update', auth: true, request: addressRequest, response: addressIdResponse },
  { method: 'POST', path: '/api/addresses/:id/default', auth: true, response: addressIdResponse },
  { method: 'POST', path: '/api/addresses/:id/delete', auth: true, response: addressIdResponse },
  { method: 'GET', path: '/api/pages/:slug', auth: false, response: contentPageResponse },
  { method: 'GET', path: '/api/servicehours', auth: false, response: serviceHoursResponse },
  { method: 'POST', path: '/api/contact', auth: false, request: contactRequest, response: contactResponse },
  { method: 'GET', path: '/api/messages', auth: true, request: messageListRequest, response: messageListResponse },
  { method: 'GET', path: '/api/messages/unread', auth: true, response: unreadResponse },
  { method: 'GET', path: '/api/messages/:id', auth: true, response: messageResponse },
  { method: 'GET', path: '/api/myfreebies', auth: true, response: myFreebiesResponse },
  { method: 'GET', path: '/api/search/suggest', auth: false, request: searchSuggestRequest, response: searchSuggestResponse },
  { method: 'GET', path: '/api/orders/counts', auth: true, request: orderCountsRequest, response: orderCountsResponse },
  { method: 'POST', path: '/api/orders/:id/reorder', auth: true, response: reorderResponse },
  // The shop's operator: `Authorization: Bearer <operator secret>` instead of a shopper's token.
  { method: 'POST', path: '/api/operator/orders/:id/state', auth: false, request: operatorStateRequest, response: operatorStateResponse },
  { method: 'GET', path: '/api/orders/:id/reviews', auth: true, response: reviewOrderResponse },
  { method: 'POST', path: '/api/orders/:id/reviews', auth: true, request: reviewRequest, response: reviewSavedResponse },
  { method: 'GET', path: '/api/saved', auth: true, request: savedListRequest, response: savedListResponse },
  { method: 'POST', path: '/api/goods/:id/save', auth: true, response: saveResponse },
  { method: 'POST', path: '/api/goods/:id/unsave', auth: true, response: saveResponse },
  { method: 'GET', path: '/api/follows', auth: true, request: savedListRequest, response: followListResponse },
  { method: 'GET', path: '/api/marks', auth: true, response: marksResponse },
  { method: 'POST', path: '/api/auth/social', auth: false, request: socialLoginRequest, response: tokenResponse },
];
