import { ACCOUNT_HOME_MESSAGES, type BatchedRead } from '../../commerce/embedded';
import { accountHome } from './account-home';
import { addressForm } from './address-form';
import { addressList } from './address-list';
import { messageDetail } from './message-detail';
import { messageList } from './message-list';
import { myCoupons } from './my-coupons';
import { myFreebies } from './my-freebies';
import { loading, socialSignIn } from './social-sign-in';
import { points, pointsDetail } from './points';
import { profile } from './profile';
import { updatePhone } from './update-phone';
import { review } from './review';
import { follows, saved } from './saved';
import { categories } from './categories';
import { aboutCompany, aboutContact, aboutWechat, privacyPolicy, termsPolicy } from './content-page';
import { customerService } from './customer-service';
import { helpArticle, helpArticleById } from './help-article';
import { helpCenter } from './help-center';
import { helpList } from './help-list';
import { helpSearch } from './help-search';
import { home } from './home';
import { product } from './product';
import { bestoffer, brand } from './brands';
import { flashdeal, freebie, promotion, promotions, voucher, vouchers } from './deals';
import {
  merchant,
  merchantAbout,
  merchantCoupons,
  merchantGiftCards,
  merchantLists,
  merchantReviews,
} from './merchants';
import { discount, preorder, products, productsDiscount, productsIndexList, search } from './products';
import type { Loader } from './loader';
import { outlets } from './outlets';
import { cart, cartEmpty } from './cart';
import { checkout } from './checkout';
import { checkoutPay, checkoutResult, checkoutSandbox, checkoutSuccess } from './checkout-order';
import { accountOrder, accountOrders, accountOrdersOld } from './account-orders';

/** The loader behind each name used in src/routes.ts (which takes its names from here); each keeps its own type, for its page. */
export const LOADERS = {
  none: async () => ({ data: {} }),
  // catalogue
  home,
  categories,
  products,
  productsIndexList,
  productsDiscount,
  discount,
  preorder,
  search,
  product,
  bestoffer,
  brand,
  merchantLists,
  merchant,
  merchantAbout,
  merchantCoupons,
  merchantGiftCards,
  merchantReviews,
  flashdeal,
  promotions,
  promotion,
  vouchers,
  voucher,
  freebie,
  // cart and checkout
  cart,
  cartEmpty,
  checkout,
  checkoutPay,
  checkoutResult,
  checkoutSandbox,
  checkoutSuccess,
  accountOrders,
  accountOrdersOld,
  accountOrder,
  // account area and sign-in
  addressList,
  addressForm,
  messageList,
  messageDetail,
  accountHome,
  points,
  pointsDetail,
  profile,
  updatePhone,
  myCoupons,
  myFreebies,
  review,
  saved,
  follows,
  socialSignIn,
  loading,
  // help, about, policies, app
  helpCenter,
  helpList,
  helpArticle,
  helpArticleById,
  helpSearch,
  customerService,
  outlets,
  aboutCompany,
  aboutContact,
  aboutWechat,
  privacyPolicy,
  termsPolicy,
} satisfies Record<string, Loader>;

/**
 * Calls a page's loader makes that the embedded commerce answers in the shopper's header batch (one D1 round
 * trip for both; commerce/db/shopper-state.ts); the rest of a loader's calls run on their own.
 */
export const PAGE_READS: Partial<Record<keyof typeof LOADERS, readonly BatchedRead[]>> = {
  accountHome: ['/orders/counts?age=recent', `/messages?limit=${ACCOUNT_HOME_MESSAGES}`],
};
