import type { Lang } from '../../lib/lang';
import * as enShell from './messages/en/shell';
import { account as enAccount } from './messages/en/account';
import { backend as enBackend } from './messages/en/backend';
import { nav as enNav } from './messages/en/nav';
import { products as enProducts } from './messages/en/products';
import { photos as enPhotos } from './messages/en/photos';
import { outlets as enOutlets } from './messages/en/outlets';
import { site as enSite } from './messages/en/site';
import { points as enPoints } from './messages/en/points';
import { operators as enOperators } from './messages/en/operators';
import { roles as enRoles } from './messages/en/roles';
import { glance as enGlance } from './messages/en/glance';
import { audit as enAudit } from './messages/en/audit';
import { productCsv as enProductCsv } from './messages/en/product-csv';
import { announcements as enAnnouncements } from './messages/en/announcements';
import { reviews as enReviews } from './messages/en/reviews';
import { payments as enPayments } from './messages/en/payments';
import { members as enMembers } from './messages/en/members';
import { orders as enOrders } from './messages/en/orders';
import { vouchers as enVouchers } from './messages/en/vouchers';
import { deals as enDeals } from './messages/en/deals';
import { promotions as enPromotions } from './messages/en/promotions';
import { help as enHelp } from './messages/en/help';
import { pages as enPages } from './messages/en/pages';
import { catalogue as enCatalogue } from './messages/en/catalogue';
import { errors as enErrors } from './messages/en/errors';
import * as kmShell from './messages/km/shell';
import { account as kmAccount } from './messages/km/account';
import { backend as kmBackend } from './messages/km/backend';
import { nav as kmNav } from './messages/km/nav';
import { products as kmProducts } from './messages/km/products';
import { photos as kmPhotos } from './messages/km/photos';
import { outlets as kmOutlets } from './messages/km/outlets';
import { site as kmSite } from './messages/km/site';
import { points as kmPoints } from './messages/km/points';
import { operators as kmOperators } from './messages/km/operators';
import { roles as kmRoles } from './messages/km/roles';
import { glance as kmGlance } from './messages/km/glance';
import { audit as kmAudit } from './messages/km/audit';
import { productCsv as kmProductCsv } from './messages/km/product-csv';
import { announcements as kmAnnouncements } from './messages/km/announcements';
import { reviews as kmReviews } from './messages/km/reviews';
import { payments as kmPayments } from './messages/km/payments';
import { members as kmMembers } from './messages/km/members';
import { orders as kmOrders } from './messages/km/orders';
import { vouchers as kmVouchers } from './messages/km/vouchers';
import { deals as kmDeals } from './messages/km/deals';
import { promotions as kmPromotions } from './messages/km/promotions';
import { help as kmHelp } from './messages/km/help';
import { pages as kmPages } from './messages/km/pages';
import { catalogue as kmCatalogue } from './messages/km/catalogue';
import { errors as kmErrors } from './messages/km/errors';

/**
 * The operator's console's words (decision 020), in both languages, one file per section and language under
 * messages/en/ and messages/km/ (as the shop's own in src/i18n/messages/), and the few top-level words in
 * messages/{en,km}/shell.ts. Each Khmer section is typed by its English one, so a message missing from either,
 * or one too many, fails the type check. Numbers stay in Latin digits on Khmer pages
 * (docs/decisions/017-digits.md).
 */
const en = {
  ...enShell.signInPage,
  account: enAccount,
  nav: enNav,
  products: enProducts,
  photos: enPhotos,
  outlets: enOutlets,
  site: enSite,
  points: enPoints,
  operators: enOperators,
  roles: enRoles,
  signedInAs: enShell.signedInAs,
  glance: enGlance,
  audit: enAudit,
  productCsv: enProductCsv,
  announcements: enAnnouncements,
  reviews: enReviews,
  payments: enPayments,
  members: enMembers,
  orders: enOrders,
  vouchers: enVouchers,
  deals: enDeals,
  promotions: enPromotions,
  help: enHelp,
  pages: enPages,
  catalogue: enCatalogue,
  errors: enErrors,
  backend: enBackend,
  ...enShell.notFoundPage,
};

export type OpsMessages = typeof en;

const km: OpsMessages = {
  ...kmShell.signInPage,
  account: kmAccount,
  nav: kmNav,
  products: kmProducts,
  photos: kmPhotos,
  outlets: kmOutlets,
  site: kmSite,
  points: kmPoints,
  operators: kmOperators,
  roles: kmRoles,
  signedInAs: kmShell.signedInAs,
  glance: kmGlance,
  audit: kmAudit,
  productCsv: kmProductCsv,
  announcements: kmAnnouncements,
  reviews: kmReviews,
  payments: kmPayments,
  members: kmMembers,
  orders: kmOrders,
  vouchers: kmVouchers,
  deals: kmDeals,
  promotions: kmPromotions,
  help: kmHelp,
  pages: kmPages,
  catalogue: kmCatalogue,
  errors: kmErrors,
  backend: kmBackend,
  ...kmShell.notFoundPage,
};

export const OPS_MESSAGES: Record<Lang, OpsMessages> = { en, km };
