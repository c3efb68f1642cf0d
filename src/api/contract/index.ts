import type { z } from 'zod';
import { authLoginRequest, authUserResponse, getTokenRequest, loginRequest, loginResponse, logoutResponse, tokenResponse } from './accounts';
import { addCartRequest, cartChangedResponse, cartLineResponse, cartListRequest, cartListResponse, cartNumRequest, removeCartRequest, selectCartRequest } from './cart';
import { businessCategoryResponse, goodsCategoryResponse } from './categories';
import { productDetailResponse, productListRequest, productListResponse, searchRequest } from './products';
import { myGradeRequest, myGradeResponse, pointsListRequest, pointsListResponse, signInRequest, signInResponse } from './points';

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
  { method: 'POST', path: '/api/signin', auth: true, request: signInRequest, response: signInResponse },
  { method: 'GET', path: '/api/mygrade', auth: true, request: myGradeRequest, response: myGradeResponse },
  { method: 'GET', path: '/api/points', auth: true, request: pointsListRequest, response: pointsListResponse },
  { method: 'GET', path: '/api/goods', auth: false, request: productListRequest, response: productListResponse },
  { method: 'GET', path: '/api/search', auth: false, request: searchRequest, response: productListResponse },
  { method: 'GET', path: '/api/goods/:id', auth: false, response: productDetailResponse },
  { method: 'GET', path: '/api/carlists', auth: true, request: cartListRequest, response: cartListResponse },
  { method: 'POST', path: '/api/addcart', auth: true, request: addCartRequest, response: cartLineResponse },
  { method: 'POST', path: '/api/cartnum', auth: true, request: cartNumRequest, response: cartLineResponse },
  { method: 'POST', path: '/api/delcart', auth: true, request: removeCartRequest, response: cartChangedResponse },
  { method: 'POST', path: '/api/selectcart', auth: true, request: selectCartRequest, response: cartChangedResponse },
];
