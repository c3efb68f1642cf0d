import type { ComponentType } from 'react';
import type { AnyLoader, PageProps } from './app/page-props';
import type { LOADERS } from '../worker/loaders';
import type { Area } from './i18n/message-areas';

/** Which frame a page sits in: the default shell, or the account area with its side bar. */
export type Layout = 'default' | 'profile';
/** Who may open a page. The edge layer enforces it before the loader runs. */
export type Guard = 'none' | 'requireUser' | 'requireGuest';
/** The loader behind a page, by its name in worker/loaders/index.ts; a name it does not have fails the type check. */
export type LoaderName = keyof typeof LOADERS;

/** A page's code chunk. Its data is whatever its route's loader gave (`page()` below checks the pair). */
export type PageModule = { default: ComponentType<PageProps<AnyLoader>> };

/** A page chunk whose component takes the data of the loader `Name`. */
type PageOf<Name extends LoaderName> = () => Promise<{ default: ComponentType<PageProps<(typeof LOADERS)[Name]>> }>;

export type RouteDef = {
  /** Stable id; the page title is the message `route.<id>`. */
  id: string;
  /** Unprefixed path; `:name` matches one segment (see PARAM_PATTERNS). */
  path: string;
  page: () => Promise<PageModule>;
  layout: Layout;
  guard: Guard;
  /** The worker's: the browser's build leaves it out of the table ('none'; scripts/vite-client-route-table.ts). */
  loader: LoaderName;
  /**
   * The message areas the page and its components look keys up in; the shell's messages always load.
   * Without it the page gets every area. test/unit/route-areas.test.ts checks the list against the code.
   */
  areas?: readonly Area[];
  /** The Khmer-first variants hide the category bar. */
  hideCategoryBar?: boolean;
  /**
   * A page the shopper must act on at once (the cart, checkout, paying): nothing floats over it (no app
   * popup, chat or back-to-top) to cover its check-out bar, currency choice or Place order.
   */
  focused?: boolean;
  /**
   * A catalogue page whose HTML for guests an isolate may keep for GUEST_PAGE_MS (worker/cache/guest-page-cache.ts):
   * nothing on it depends on who asks, and what changes with time (stock) may be that old for a guest.
   * Signed-in shoppers get it prerendered with their own parts (decision 033), so its loader must not
   * depend on who asks. The worker's only: the browser's build leaves it out (scripts/vite-client-route-table.ts).
   */
  guestCache?: boolean;
  /** An old address: answers 301 to this unprefixed path (language and query kept) before any guard. */
  movedTo?: string;
};

/** Values a path parameter may take; anything else is a 404. */
export const PARAM_PATTERNS: Record<string, RegExp> = {
  id: /^[0-9]{1,12}$/,
  slug: /^[a-z0-9-]{1,80}$/,
  /** A promotion's slug, as the console and the API take it (`12.12`, `water-festival-sales-11.11`, `new-year`). */
  promotion: /^(?=.{1,60}$)[a-z0-9]+(?:[.-][a-z0-9]+)*$/,
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a search may not contain control characters
  search: /^[^\u0000-\u001f]{1,120}$/,
};

type PageOptions<Name extends LoaderName> = { page: PageOf<Name>; loader?: Name } & Partial<
  Omit<RouteDef, 'id' | 'path' | 'page' | 'loader'>
>;

/** A route; its page must take the data its loader gives, or the type check fails. */
function page<Name extends LoaderName = 'none'>(id: string, path: string, options: PageOptions<Name>): RouteDef {
  return { id, path, layout: 'default', guard: 'none', loader: 'none', ...options };
}

/** An old address: the worker answers 301 to `to` before any guard, so its page never renders. */
function moved(id: string, path: string, to: string): RouteDef {
  return page(id, path, { page: () => import('./pages/NotFoundPage'), movedTo: to, areas: [] });
}

/** A page of My account: signed-in shoppers only, unless it says otherwise (help is for everyone: the 404 page links to it). */
const account = <Name extends LoaderName = 'none'>(id: string, path: string, options: PageOptions<Name>) =>
  page(`accounts.${id}`, `/accounts${path}`, { layout: 'profile', guard: 'requireUser', ...options });
const addressForm = { page: () => import('./pages/AddressFormPage'), loader: 'addressForm' } as const;
const pointsPage = () => import('./pages/PointsPage');
const updateProfile = { page: () => import('./pages/UpdateProfilePage'), loader: 'profile' } as const;
const updatePhone = { page: () => import('./pages/UpdatePhonePage'), loader: 'updatePhone' } as const;
const member = { guard: 'requireUser' } as const;
// The help centre's pages serve both the public addresses and those inside My account.
const helpCenterPage = () => import('./pages/HelpCenterPage');
const helpListPage = () => import('./pages/HelpListPage');
const helpArticlePage = () => import('./pages/HelpArticlePage');
const policyPage = () => import('./pages/PolicyPage');
const appPage = () => import('./pages/AppPage');
const guest = { guard: 'requireGuest' } as const;
const checkoutPage = { page: () => import('./pages/CheckoutPage'), loader: 'checkout', focused: true } as const;

// The message areas of each page (see RouteDef.areas).
const noAreas: Area[] = [];
const catalogueAreas: Area[] = ['catalogue'];
const shoppingAreas: Area[] = ['catalogue', 'checkout'];
const checkoutAreas: Area[] = ['checkout'];
const memberAreas: Area[] = ['member'];
const memberCatalogueAreas: Area[] = ['catalogue', 'member'];
const contentAreas: Area[] = ['content'];
// Checkout adds addresses with the account's form; the order lists use the account's tab names and paging.
const shoppingMemberAreas: Area[] = ['catalogue', 'checkout', 'member'];

/** Every page of the shop. Each answers unprefixed (English) and under /kh (Khmer). */
export const ROUTES: RouteDef[] = [
  page('home', '/', {
    page: () => import('./pages/HomePage'),
    loader: 'home',
    areas: catalogueAreas,
    guestCache: true,
  }),

  account('index', '', { page: () => import('./pages/AccountHomePage'), loader: 'accountHome', areas: memberAreas }),
  account('coupon', '/coupon', {
    page: () => import('./pages/MyCouponsPage'),
    loader: 'myCoupons',
    areas: memberCatalogueAreas,
  }),
  account('follow', '/follow', {
    page: () => import('./pages/FollowsPage'),
    loader: 'follows',
    areas: memberCatalogueAreas,
  }),
  account('freebie', '/freebie', {
    page: () => import('./pages/MyFreebiesPage'),
    loader: 'myFreebies',
    areas: memberAreas,
  }),
  account('help-center-category', '/help-center-category', {
    page: helpCenterPage,
    loader: 'helpCenter',
    areas: contentAreas,
    guard: 'none',
  }),
  account('message-lists', '/message-lists', {
    page: () => import('./pages/MessageListPage'),
    loader: 'messageList',
    areas: memberCatalogueAreas,
  }),
  account('orders', '/orders', {
    page: () => import('./pages/OrdersPage'),
    loader: 'accountOrders',
    areas: shoppingMemberAreas,
  }),
  account('ordersold', '/ordersold', {
    page: () => import('./pages/OrdersPage'),
    loader: 'accountOrdersOld',
    areas: shoppingMemberAreas,
  }),
  account('points', '/points', { page: pointsPage, loader: 'points', areas: memberCatalogueAreas }),
  account('points-detail', '/points/detail', { page: pointsPage, loader: 'pointsDetail', areas: memberCatalogueAreas }),
  account('profile', '/profile', { page: () => import('./pages/ProfilePage'), loader: 'profile', areas: memberAreas }),
  account('save', '/save', { page: () => import('./pages/SavedPage'), loader: 'saved', areas: memberCatalogueAreas }),
  account('address-add', '/address/add-address', { ...addressForm, areas: memberAreas }),
  account('address-list', '/address/address-list', {
    page: () => import('./pages/AddressListPage'),
    loader: 'addressList',
    areas: memberAreas,
  }),
  account('update-email', '/update/email', { ...updateProfile, areas: memberAreas }),
  account('update-getcode', '/update/getcode', { ...updatePhone, areas: memberAreas }),
  account('update-password', '/update/password', { ...updateProfile, areas: memberAreas }),
  account('update-phone', '/update/phone', { ...updatePhone, areas: memberAreas }),
  account('update-username', '/update/username', { ...updateProfile, areas: memberAreas }),
  account('address', '/address/:id', { ...addressForm, areas: memberAreas }),
  account('help-center-details', '/help-center-details/:id', {
    page: helpArticlePage,
    loader: 'helpArticleById',
    areas: contentAreas,
    guard: 'none',
  }),
  account('help-center-lists', '/help-center-lists/:id', {
    page: helpListPage,
    loader: 'helpList',
    areas: contentAreas,
    guard: 'none',
  }),
  account('message-details', '/message-details/:id', {
    page: () => import('./pages/MessageDetailPage'),
    loader: 'messageDetail',
    areas: memberAreas,
  }),
  account('order-delivery-status', '/order-delivery-status/:id', {
    page: () => import('./pages/OrderStatusPage'),
    loader: 'accountOrder',
    areas: checkoutAreas,
  }),
  account('order-details', '/order-details/:id', {
    page: () => import('./pages/OrderDetailPage'),
    loader: 'accountOrder',
    areas: shoppingAreas,
  }),
  account('re-order', '/re-order/:id', {
    page: () => import('./pages/ReorderPage'),
    loader: 'accountOrder',
    areas: shoppingAreas,
  }),
  account('review', '/review/:id', {
    page: () => import('./pages/ReviewPage'),
    loader: 'review',
    areas: memberCatalogueAreas,
  }),
  moved('profiles.order', '/profiles/order', '/accounts/orders'),

  page('app', '/app', { page: appPage, areas: contentAreas }),
  page('apps', '/apps', { page: appPage, areas: contentAreas }),
  page('bestoffer', '/bestoffer', {
    page: () => import('./pages/BrandsPage'),
    loader: 'bestoffer',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('bestoffer.index-list', '/bestoffer/index-list', {
    page: () => import('./pages/BrandsPage'),
    loader: 'bestoffer',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('bestoffer.detail', '/bestoffer/detail/:id', {
    page: () => import('./pages/BrandPage'),
    loader: 'brand',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('carts', '/carts', {
    page: () => import('./pages/CartPage'),
    loader: 'cart',
    ...member,
    focused: true,
    areas: shoppingAreas,
  }),
  page('carts.empty', '/carts/cart-empty', {
    page: () => import('./pages/CartEmptyPage'),
    loader: 'cartEmpty',
    areas: shoppingAreas,
  }),
  page('category', '/category', {
    page: () => import('./pages/CategoryPage'),
    loader: 'categories',
    areas: noAreas,
    guestCache: true,
  }),
  page('customerservices', '/customerservices', {
    page: () => import('./pages/CustomerServicePage'),
    loader: 'customerService',
    areas: contentAreas,
  }),
  page('discount', '/discount', {
    page: () => import('./pages/ProductsPage'),
    loader: 'discount',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('flashdeal', '/flashdeal', {
    page: () => import('./pages/FlashDealPage'),
    loader: 'flashdeal',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('helpcenter', '/helpcenter', { page: helpCenterPage, loader: 'helpCenter', areas: contentAreas }),
  page('helpcenter.list', '/helpcenter/list/:id', { page: helpListPage, loader: 'helpList', areas: contentAreas }),
  page('helpcenter.article', '/helpcenter/list/:id/:slug', {
    page: helpArticlePage,
    loader: 'helpArticle',
    areas: contentAreas,
  }),
  page('helpcenter.search', '/helpcenter/search/:search', {
    page: () => import('./pages/HelpSearchPage'),
    loader: 'helpSearch',
    areas: contentAreas,
  }),
  page('loading', '/loading', { page: () => import('./pages/LoadingPage'), loader: 'loading', areas: memberAreas }),
  page('merchant-lists', '/merchant-lists', {
    page: () => import('./pages/MerchantsPage'),
    loader: 'merchantLists',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('preorder', '/preorder', {
    page: () => import('./pages/ProductsPage'),
    loader: 'preorder',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('products', '/products', {
    page: () => import('./pages/ProductsPage'),
    loader: 'products',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('products.discount', '/products/discount', {
    page: () => import('./pages/ProductsPage'),
    loader: 'productsDiscount',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('products.index-list', '/products/index-list', {
    page: () => import('./pages/ProductsPage'),
    loader: 'productsIndexList',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('products.search', '/products/search/:search', {
    page: () => import('./pages/ProductsPage'),
    loader: 'search',
    areas: catalogueAreas,
  }),
  page('products.detail', '/products/:id', {
    page: () => import('./pages/ProductPage'),
    loader: 'product',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('products.detailkh', '/products/detailkh/:id', {
    page: () => import('./pages/ProductPage'),
    loader: 'product',
    hideCategoryBar: true,
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('promotions', '/promotions', {
    page: () => import('./pages/PromotionsPage'),
    loader: 'promotions',
    areas: catalogueAreas,
    guestCache: true,
  }),
  // Every promotion's page, the sales' own addresses among them (/promotions/12.12, /promotions/water-festival-sales-11.11).
  page('promotions.detail', '/promotions/:promotion', {
    page: () => import('./pages/PromotionsPage'),
    loader: 'promotion',
    areas: catalogueAreas,
    guestCache: true,
  }),
  page('voucher', '/voucher', {
    page: () => import('./pages/VouchersPage'),
    loader: 'vouchers',
    areas: catalogueAreas,
  }),
  page('voucher.detail', '/voucher/detail/:id', {
    page: () => import('./pages/VouchersPage'),
    loader: 'voucher',
    areas: catalogueAreas,
  }),
  page('freebies', '/freebies/:id', {
    page: () => import('./pages/FreebiePage'),
    loader: 'freebie',
    areas: catalogueAreas,
  }),
  page('merchant', '/merchant/:id', {
    page: () => import('./pages/MerchantPage'),
    loader: 'merchant',
    areas: catalogueAreas,
    guestCache: true,
  }),

  page('abouts.company', '/abouts/company', { page: policyPage, loader: 'aboutCompany', areas: contentAreas }),
  page('abouts.contact', '/abouts/contact', {
    page: () => import('./pages/ContactPage'),
    loader: 'aboutContact',
    areas: contentAreas,
  }),
  page('abouts.outlet', '/abouts/outlet', {
    page: () => import('./pages/OutletsPage'),
    loader: 'outlets',
    areas: contentAreas,
  }),
  page('abouts.wechat', '/abouts/wechat', {
    page: () => import('./pages/WechatPage'),
    loader: 'aboutWechat',
    areas: contentAreas,
  }),

  page('checkouts.payment-failed', '/checkouts/payment-failed', {
    page: () => import('./pages/PaymentFailedPage'),
    loader: 'checkoutResult',
    ...member,
    areas: shoppingAreas,
  }),
  page('checkouts.payment-success', '/checkouts/payment-success', {
    page: () => import('./pages/PaymentSuccessPage'),
    loader: 'checkoutSuccess',
    ...member,
    areas: shoppingAreas,
  }),
  page('checkouts.checkout', '/checkouts/confirm_order/checkout', {
    ...checkoutPage,
    ...member,
    areas: shoppingMemberAreas,
  }),
  moved('checkouts.checkoutold', '/checkouts/confirm_order/checkoutold', '/checkouts/confirm_order/checkout'),
  page('checkouts.buy-now', '/checkouts/confirm_order/:id', { ...checkoutPage, ...member, areas: shoppingMemberAreas }),
  page('checkouts.khqr', '/checkouts/khqr/:id', {
    page: () => import('./pages/KhqrPage'),
    loader: 'checkoutPay',
    ...member,
    focused: true,
    areas: checkoutAreas,
  }),
  page('checkouts.sandbox', '/checkouts/sandbox/:id', {
    page: () => import('./pages/PaymentSandboxPage'),
    loader: 'checkoutSandbox',
    ...member,
    areas: checkoutAreas,
  }),
  page('checkouts.buy-now-kh', '/checkouts/confirm_order_kh/:id', {
    ...checkoutPage,
    hideCategoryBar: true,
    ...member,
    areas: shoppingMemberAreas,
  }),

  page('merchant-products', '/merchant/merchant-products/:id', {
    page: () => import('./pages/MerchantPage'),
    loader: 'merchant',
    areas: catalogueAreas,
  }),
  page('merchant-products.about', '/merchant/merchant-products/about/:id', {
    page: () => import('./pages/MerchantPage'),
    loader: 'merchantAbout',
    areas: catalogueAreas,
  }),
  page('merchant-products.coupon', '/merchant/merchant-products/coupon/:id', {
    page: () => import('./pages/MerchantPage'),
    loader: 'merchantCoupons',
    areas: catalogueAreas,
  }),
  page('merchant-products.gift-card', '/merchant/merchant-products/gift-card/:id', {
    page: () => import('./pages/MerchantPage'),
    loader: 'merchantGiftCards',
    areas: catalogueAreas,
  }),
  page('merchant-products.review', '/merchant/merchant-products/review/:id', {
    page: () => import('./pages/MerchantPage'),
    loader: 'merchantReviews',
    areas: catalogueAreas,
  }),

  page('policies.privacy', '/policies/privacy', { page: policyPage, loader: 'privacyPolicy', areas: contentAreas }),
  page('policies.terms', '/policies/terms', { page: policyPage, loader: 'termsPolicy', areas: contentAreas }),

  page('user.login', '/user/login', {
    page: () => import('./pages/LoginPage'),
    loader: 'socialSignIn',
    ...guest,
    areas: memberAreas,
  }),
  page('user.register', '/user/register', { page: () => import('./pages/RegisterPage'), ...guest, areas: memberAreas }),
  // Right after sign-up the shopper is signed in: completing the profile is a member page.
  page('user.register-information', '/user/register-information', {
    page: () => import('./pages/RegisterInformationPage'),
    ...member,
    areas: memberAreas,
  }),
  page('user.forget-password', '/user/forget-password', {
    page: () => import('./pages/ForgetPasswordPage'),
    ...guest,
    areas: memberAreas,
  }),
  page('user.other-login', '/user/other-login', {
    page: () => import('./pages/OtherLoginPage'),
    loader: 'socialSignIn',
    ...guest,
    areas: memberAreas,
  }),
];

/** The page shown for unknown paths (status 404) and render failures (status 500). */
export const NOT_FOUND_PAGE = () => import('./pages/NotFoundPage');
export const ERROR_PAGE = () => import('./pages/ErrorPage');
