/**
 * Fixed choices of the contract that pages list (sort options, tabs, topics). Kept free of zod so a
 * page that only needs the choices does not pull the schema library into the browser bundle.
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling', 'rating'] as const;
export const CONTACT_TOPICS = ['order', 'delivery', 'returns', 'account', 'other'] as const;
export const MESSAGE_KINDS = ['order', 'promotion', 'support', 'account'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Tabs of /accounts/coupon (`?status=`); `available` asks GET /api/mycoupons for `unused`. */
export const COUPON_TABS = ['available', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];
/** A freebie the shopper earned, by its order: waiting for payment, coming with the order, received, or cancelled. */
export const FREEBIE_STATUSES = ['waiting', 'coming', 'received', 'cancelled'] as const;
export type FreebieStatus = (typeof FREEBIE_STATUSES)[number];
export const ORDER_TABS = ['all', 'to_pay', 'to_ship', 'to_receive', 'completed', 'cancelled'] as const;
/** An order is "older" (the account's /accounts/ordersold) when it is finished and was placed more than this many days ago. */
export const OLD_ORDER_DAYS = 90;
/** An address's places, from the widest. */
export const LOCATION_LEVELS = ['province', 'district', 'commune', 'village'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];
