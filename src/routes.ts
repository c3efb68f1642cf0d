import type { ComponentType } from 'react';
import type { PageProps } from './app/page-props';

/** Which frame a page sits in: the default shell, or the account area with its side bar. */
export type Layout = 'default' | 'profile';
/** Who may open a page. The edge layer enforces it before the loader runs. */
export type Guard = 'none' | 'requireUser' | 'requireGuest';
/** Server data for a page; the names map to functions in worker/loaders (one line each, grouped by area). */
export type LoaderName =
  | 'none'
  // catalogue
  | 'home'
  | 'categories'
  | 'products'
  | 'productsIndexList'
  | 'productsDiscount'
  | 'discount'
  | 'preorder'
  | 'search'
  | 'product'
  | 'bestoffer'
  | 'brand'
  | 'merchantLists'
  | 'merchant'
  | 'merchantAbout'
  | 'merchantCoupons'
  | 'merchantGiftCards'
  | 'merchantReviews'
  | 'flashdeal'
  | 'promotions'
  | 'promotion1212'
  | 'promotion1111'
  | 'vouchers'
  | 'voucher'
  | 'freebie'
  // cart and checkout
  | 'cart'
  | 'cartEmpty'
  | 'checkout'
  | 'checkoutPay'
  | 'checkoutResult'
  | 'checkoutSandbox'
  // account area and sign-in
  | 'addressList'
  | 'addressForm'
  | 'messageList'
  | 'messageDetail'
  | 'accountHome'
  | 'points'
  | 'pointsDetail'
  | 'profile'
  | 'updatePhone'
  | 'myCoupons'
  | 'myFreebies'
  // help, about, policies, app
  | 'helpCenter'
  | 'helpList'
  | 'helpArticle'
  | 'helpArticleById'
  | 'helpSearch'
  | 'customerService'
  | 'outlets'
  | 'aboutCompany'
  | 'aboutContact'
  | 'aboutWechat'
  | 'privacyPolicy'
  | 'termsPolicy'
  ;

// A page declares the data type its loader gives it; the route table cannot know it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageModule = { default: ComponentType<PageProps<any>> };

export type RouteDef = {
  /** Stable id; the page title is the message `route.<id>`. */
  id: string;
  /** Unprefixed path; `:name` matches one segment (see PARAM_PATTERNS). */
  path: string;
  page: () => Promise<PageModule>;
  layout: Layout;
  guard: Guard;
  loader: LoaderName;
  /** The Khmer-first variants hide the category bar. */
  hideCategoryBar?: boolean;
  /** An old address: answers 301 to this unprefixed path (language and query kept) before any guard. */
  movedTo?: string;
};

/** Values a path parameter may take; anything else is a 404. */
export const PARAM_PATTERNS: Record<string, RegExp> = {
  id: /^[0-9]{1,12}$/,
  slug: /^[a-z0-9-]{1,80}$/,
  search: /^[^\u0000-\u001f]{1,120}$/,
};

const title = () => import('./pages/TitlePage');

function page(
  id: string,
  path: string,
  options: Partial<Omit<RouteDef, 'id' | 'path'>> = {},
): RouteDef {
  return { id, path, page: title, layout: 'default', guard: 'none', loader: 'none', ...options };
}

const account = (id: string, path: string, options: Partial<Omit<RouteDef, 'id' | 'path'>> = {}) =>
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
const checkoutPage = { page: () => import('./pages/CheckoutPage'), loader: 'checkout' } as const;

/** Every page of the shop. Each answers unprefixed (English) and under /kh (Khmer). */
export const ROUTES: RouteDef[] = [
  page('home', '/', { page: () => import('./pages/HomePage'), loader: 'home' }),

  account('index', '', { page: () => import('./pages/AccountHomePage'), loader: 'accountHome' }),
  account('coupon', '/coupon', { page: () => import('./pages/MyCouponsPage'), loader: 'myCoupons' }),
  account('follow', '/follow'),
  account('freebie', '/freebie', { page: () => import('./pages/MyFreebiesPage'), loader: 'myFreebies' }),
  account('help-center-category', '/help-center-category', { page: helpCenterPage, loader: 'helpCenter' }),
  account('message-lists', '/message-lists', { page: () => import('./pages/MessageListPage'), loader: 'messageList' }),
  account('orders', '/orders'),
  account('ordersold', '/ordersold'),
  account('points', '/points', { page: pointsPage, loader: 'points' }),
  account('points-detail', '/points/detail', { page: pointsPage, loader: 'pointsDetail' }),
  account('profile', '/profile', { page: () => import('./pages/ProfilePage'), loader: 'profile' }),
  account('save', '/save'),
  account('address-add', '/address/add-address', addressForm),
  account('address-list', '/address/address-list', { page: () => import('./pages/AddressListPage'), loader: 'addressList' }),
  account('update-email', '/update/email', updateProfile),
  account('update-getcode', '/update/getcode', updatePhone),
  account('update-password', '/update/password', updateProfile),
  account('update-phone', '/update/phone', updatePhone),
  account('update-username', '/update/username', updateProfile),
  account('address', '/address/:id', addressForm),
  account('help-center-details', '/help-center-details/:id', { page: helpArticlePage, loader: 'helpArticleById' }),
  account('help-center-lists', '/help-center-lists/:id', { page: helpListPage, loader: 'helpList' }),
  account('message-details', '/message-details/:id', { page: () => import('./pages/MessageDetailPage'), loader: 'messageDetail' }),
  account('order-delivery-status', '/order-delivery-status/:id'),
  account('order-details', '/order-details/:id'),
  account('re-order', '/re-order/:id'),
  account('review', '/review/:id'),
  page('profiles.order', '/profiles/order', { movedTo: '/accounts/orders' }),

  page('app', '/app', { page: appPage }),
  page('apps', '/apps', { page: appPage }),
  page('bestoffer', '/bestoffer', { page: () => import('./pages/BrandsPage'), loader: 'bestoffer' }),
  page('bestoffer.index-list', '/bestoffer/index-list', { page: () => import('./pages/BrandsPage'), loader: 'bestoffer' }),
  page('bestoffer.detail', '/bestoffer/detail/:id', { page: () => import('./pages/BrandPage'), loader: 'brand' }),
  page('carts', '/carts', { page: () => import('./pages/CartPage'), loader: 'cart', ...member }),
  page('carts.empty', '/carts/cart-empty', { page: () => import('./pages/CartEmptyPage'), loader: 'cartEmpty' }),
  page('category', '/category', { page: () => import('./pages/CategoryPage'), loader: 'categories' }),
  page('customerservices', '/customerservices', { page: () => import('./pages/CustomerServicePage'), loader: 'customerService' }),
  page('discount', '/discount', { page: () => import('./pages/ProductsPage'), loader: 'discount' }),
  page('flashdeal', '/flashdeal', { page: () => import('./pages/FlashDealPage'), loader: 'flashdeal' }),
  page('helpcenter', '/helpcenter', { page: helpCenterPage, loader: 'helpCenter' }),
  page('helpcenter.list', '/helpcenter/list/:id', { page: helpListPage, loader: 'helpList' }),
  page('helpcenter.article', '/helpcenter/list/:id/:slug', { page: helpArticlePage, loader: 'helpArticle' }),
  page('helpcenter.search', '/helpcenter/search/:search', { page: () => import('./pages/HelpSearchPage'), loader: 'helpSearch' }),
  page('loading', '/loading'),
  page('merchant-lists', '/merchant-lists', { page: () => import('./pages/MerchantsPage'), loader: 'merchantLists' }),
  page('preorder', '/preorder', { page: () => import('./pages/ProductsPage'), loader: 'preorder' }),
  page('products', '/products', { page: () => import('./pages/ProductsPage'), loader: 'products' }),
  page('products.discount', '/products/discount', { page: () => import('./pages/ProductsPage'), loader: 'productsDiscount' }),
  page('products.index-list', '/products/index-list', { page: () => import('./pages/ProductsPage'), loader: 'productsIndexList' }),
  page('products.search', '/products/search/:search', { page: () => import('./pages/ProductsPage'), loader: 'search' }),
  page('products.detail', '/products/:id', { page: () => import('./pages/ProductPage'), loader: 'product' }),
  page('products.detailkh', '/products/detailkh/:id', { page: () => import('./pages/ProductPage'), loader: 'product', hideCategoryBar: true }),
  page('promotions', '/promotions', { page: () => import('./pages/PromotionsPage'), loader: 'promotions' }),
  page('promotions.12-12', '/promotions/12.12', { page: () => import('./pages/PromotionsPage'), loader: 'promotion1212' }),
  page('promotions.11-11', '/promotions/water-festival-sales-11.11', { page: () => import('./pages/PromotionsPage'), loader: 'promotion1111' }),
  page('voucher', '/voucher', { page: () => import('./pages/VouchersPage'), loader: 'vouchers' }),
  page('voucher.detail', '/voucher/detail/:id', { page: () => import('./pages/VouchersPage'), loader: 'voucher' }),
  page('freebies', '/freebies/:id', { page: () => import('./pages/FreebiePage'), loader: 'freebie' }),
  page('merchant', '/merchant/:id', { page: () => import('./pages/MerchantPage'), loader: 'merchant' }),

  page('abouts.company', '/abouts/company', { page: policyPage, loader: 'aboutCompany' }),
  page('abouts.contact', '/abouts/contact', { page: () => import('./pages/ContactPage'), loader: 'aboutContact' }),
  page('abouts.outlet', '/abouts/outlet', { page: () => import('./pages/OutletsPage'), loader: 'outlets' }),
  page('abouts.wechat', '/abouts/wechat', { page: () => import('./pages/WechatPage'), loader: 'aboutWechat' }),

  page('checkouts.payment-failed', '/checkouts/payment-failed', { page: () => import('./pages/PaymentFailedPage'), loader: 'checkoutResult', ...member }),
  page('checkouts.payment-success', '/checkouts/payment-success', { page: () => import('./pages/PaymentSuccessPage'), loader: 'checkoutResult', ...member }),
  page('checkouts.checkout', '/checkouts/confirm_order/checkout', { ...checkoutPage, ...member }),
  page('checkouts.checkoutold', '/checkouts/confirm_order/checkoutold', { movedTo: '/checkouts/confirm_order/checkout' }),
  page('checkouts.buy-now', '/checkouts/confirm_order/:id', { ...checkoutPage, ...member }),
  page('checkouts.khqr', '/checkouts/khqr/:id', { page: () => import('./pages/KhqrPage'), loader: 'checkoutPay', ...member }),
  page('checkouts.sandbox', '/checkouts/sandbox/:id', { page: () => import('./pages/PaymentSandboxPage'), loader: 'checkoutSandbox', ...member }),
  page('checkouts.buy-now-kh', '/checkouts/confirm_order_kh/:id', { ...checkoutPage, hideCategoryBar: true, ...member }),

  page('merchant-products', '/merchant/merchant-products/:id', { page: () => import('./pages/MerchantPage'), loader: 'merchant' }),
  page('merchant-products.about', '/merchant/merchant-products/about/:id', { page: () => import('./pages/MerchantPage'), loader: 'merchantAbout' }),
  page('merchant-products.coupon', '/merchant/merchant-products/coupon/:id', { page: () => import('./pages/MerchantPage'), loader: 'merchantCoupons' }),
  page('merchant-products.gift-card', '/merchant/merchant-products/gift-card/:id', { page: () => import('./pages/MerchantPage'), loader: 'merchantGiftCards' }),
  page('merchant-products.review', '/merchant/merchant-products/review/:id', { page: () => import('./pages/MerchantPage'), loader: 'merchantReviews' }),

  page('policies.privacy', '/policies/privacy', { page: policyPage, loader: 'privacyPolicy' }),
  page('policies.terms', '/policies/terms', { page: policyPage, loader: 'termsPolicy' }),

  page('user.login', '/user/login', { page: () => import('./pages/LoginPage'), ...guest }),
  page('user.register', '/user/register', { page: () => import('./pages/RegisterPage'), ...guest }),
  // Right after sign-up the shopper is signed in: completing the profile is a member page.
  page('user.register-information', '/user/register-information', { page: () => import('./pages/RegisterInformationPage'), ...member }),
  page('user.forget-password', '/user/forget-password', { page: () => import('./pages/ForgetPasswordPage'), ...guest }),
  page('user.other-login', '/user/other-login'),
];

/** The page shown for unknown paths (status 404) and render failures (status 500). */
export const NOT_FOUND_PAGE = () => import('./pages/NotFoundPage');
export const ERROR_PAGE = () => import('./pages/ErrorPage');
