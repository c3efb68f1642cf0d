import { z } from 'zod';
import { OLD_ORDER_DAYS, ORDER_TABS } from './choices';
import { envelope } from './envelope';
import { idSchema, intField, moneySchema, pageSchema, paged, timeSchema } from './fields';
import { orderRefundSchema } from './refunds';

/**
 * Orders of the embedded commerce API. Every amount is recomputed on the server from the catalogue
 * (a live flash deal's or promotion's price applies); the client's prices are never used (`expected_total` and
 * `expected_due_now` are only checked). Money on the wire is the
 * usual 2-decimal dollar string; points are whole points (1 point = 1 cent).
 *
 *   GET|POST /api/orders/quote       query|body: quoteRequest      → orderQuoteResponse (nothing is written)
 *   POST /api/orders                 body: orderRequest, header Idempotency-Key (8–64 of A-Z a-z 0-9 _ -)
 *                                    → orderResponse. A replay of the key returns the same order; the key
 *                                    with a different request answers 422. Stock is reserved atomically.
 *   GET  /api/orders?tab&page&limit&age → orderListResponse (tabs: all, to_pay, to_ship, to_receive, completed, cancelled;
 *                                    age: any, recent, old; old = finished and placed more than OLD_ORDER_DAYS ago)
 *   GET  /api/orders/counts?age      → orderCountsResponse: the number of orders in each tab
 *   GET  /api/orders/:id             → orderResponse (with its timeline)
 *   POST /api/orders/:id/cancel      → orderResponse: an unpaid order is cancelled; stock, vouchers and points go back
 *   POST /api/orders/:id/reorder     → reorderResponse: the order's products still on sale go back into the cart
 *   POST /api/operator/orders/:id/state  body: operatorStateRequest, header Authorization: Bearer <operator secret>
 *                                    → {id, state}: the shop moves an order on, audited (409 when its state does
 *                                    not allow it; a refund without its reason answers 400 with code
 *                                    CODE_REFUND_REASON_MISSING, completing with a balance due but without
 *                                    `collected: true` 409 with CODE_BALANCE_NOT_COLLECTED; nothing is written)
 *   GET  /api/shippingfees           → shippingFeesResponse: the delivery fee of each province, free over a goods total
 *
 * Unpaid KHQR orders expire (`expires_at`): they are cancelled when read after that, and by the cron.
 * Failures: 400 bad input, 404 unknown order, 409 stock/limit/voucher/points conflicts or a total above
 *   `expected_total` or an amount due now above `expected_due_now`, 422 key reuse.
 */

/**
 * payment_checking: the payment deadline passed and Bakong could not say whether the code was paid; the order
 * keeps its stock and is asked about again (it becomes paid, or cancelled once Bakong says unpaid).
 * refund_due: a payment arrived after the order was cancelled and its items could not be taken again; the
 * shop owes the shopper that money (an operator refunds it). Decision 045.
 */
export const ORDER_STATES = [
  'pending_payment',
  'payment_checking',
  'paid',
  'deposit_paid',
  'processing',
  'shipped',
  'ready_for_pickup',
  'completed',
  'cancelled',
  'refund_due',
  'refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export { OLD_ORDER_DAYS, ORDER_TABS };
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_AGES = ['any', 'recent', 'old'] as const;
export type OrderAge = (typeof ORDER_AGES)[number];

/**
 * The delivery address as the order keeps it: a copy of the shopper's saved address (GET /api/addresses)
 * taken when ordering, place names in the language of the order, so later edits do not change it.
 */
export const orderAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  province_code: z.string(),
  district: z.string(),
  commune: z.string(),
  village: z.string(),
  street: z.string(),
  house: z.string(),
  landmark: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * What the shopper asks for. source `cart`: the selected cart lines; `buy_now`: `num` of `goods_id`.
 * Delivery needs `address_id`, one of the shopper's saved addresses (another's: 404, nothing is created);
 * its province sets the delivery fee. Pick-up needs an `outlet_id`. `voucher_id`: one platform voucher;
 * `coupon_ids`: at most one coupon per merchant. `points`: to redeem (at most the balance).
 * `payment_method` cash pays everything at pick-up or delivery (nothing online, `payment_plan` full).
 */
const orderFields = z.object({
  source: z.enum(['cart', 'buy_now']).default('cart'),
  goods_id: idSchema.optional(),
  num: intField(1, 99).default(1),
  delivery: z.enum(['delivery', 'pickup']),
  outlet_id: idSchema.optional(),
  address_id: idSchema.optional(),
  payment_plan: z.enum(['full', 'deposit']).default('full'),
  payment_method: z.enum(['khqr', 'cash']).default('khqr'),
  currency: z.enum(['USD', 'KHR']).default('USD'),
  voucher_id: idSchema.optional(),
  coupon_ids: z.array(idSchema).max(20).default([]),
  points: intField(0, 1_000_000).default(0),
  note: z.string().trim().max(300).default(''),
  time: timeSchema,
});
const hasProduct = (order: { source: string; goods_id?: number }) =>
  order.source === 'cart' || order.goods_id !== undefined;
/**
 * An order may name the total and the amount due now its shopper was shown (`expected_total` and
 * `expected_due_now`, the quote's `total` and `due_now`): if either would now be more (a flash deal sold
 * out, a promotion ended, a down payment was raised), it is refused with 409 and nothing is written, so
 * nobody pays a price they did not see.
 */
export const orderRequest = orderFields
  .extend({ expected_total: moneySchema.optional(), expected_due_now: moneySchema.optional() })
  .refine(hasProduct, { path: ['goods_id'] })
  .refine((order) => (order.delivery === 'pickup' ? order.outlet_id !== undefined : order.address_id !== undefined), {
    path: ['delivery'],
  });
/**
 * A quote may leave the store or the address out while the shopper is still choosing (delivery is then
 * priced without its fee); GET for the first paint, POST later.
 */
export const quoteRequest = orderFields.refine(hasProduct, { path: ['goods_id'] });
export type QuoteRequest = z.infer<typeof quoteRequest>;
export type OrderRequest = z.infer<typeof orderRequest>;

export const orderItemSchema = z.object({
  /** The order line's id (an order's lines; a quote's have none): what a refund's `restock` names. */
  line_id: z.number().int().optional(),
  product_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  money: moneySchema,
  num: z.number().int(),
  is_earnest: z.number().int(),
  earnest_money: moneySchema,
  /** What this line costs now: the earnest × num on a down payment, else money × num. */
  due_now: moneySchema,
});
export const orderMerchantSchema = z.object({
  merchant_id: z.number().int(),
  name: z.string(),
  items: z.array(orderItemSchema),
});
export const orderCouponSchema = z.object({
  coupon_id: z.number().int(),
  merchant_id: z.number().int().nullable(),
  title: z.string(),
  discount: moneySchema,
});

/** The amounts of an order: total = goods + shipping − discount − points; total = due_now + balance. */
export const orderTotalsSchema = z.object({
  goods: moneySchema,
  shipping: moneySchema,
  discount: moneySchema,
  points_used: z.number().int(),
  points_money: moneySchema,
  total: moneySchema,
  due_now: moneySchema,
  balance: moneySchema,
});

export const orderOutletSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const orderEventSchema = z.object({
  state: z.enum(ORDER_STATES),
  note: z.string(),
  created_at: z.number().int(),
});

export const orderSchema = orderTotalsSchema.extend({
  id: z.number().int(),
  state: z.enum(ORDER_STATES),
  delivery: z.enum(['delivery', 'pickup']),
  outlet: orderOutletSchema.nullable(),
  address: orderAddressSchema.extend({ province: z.string() }).nullable(),
  payment_plan: z.enum(['full', 'deposit']),
  payment_method: z.enum(['khqr', 'cash']),
  currency: z.enum(['USD', 'KHR']),
  paid: moneySchema,
  note: z.string(),
  cancel_reason: z.string().nullable(),
  /** An unpaid KHQR order is cancelled at this moment (Unix seconds); null otherwise. */
  expires_at: z.number().int().nullable(),
  created_at: z.number().int(),
  merchants: z.array(orderMerchantSchema),
  coupons: z.array(orderCouponSchema),
  events: z.array(orderEventSchema),
  can_pay: z.boolean(),
  can_cancel: z.boolean(),
  /** A ready pick-up waits until then (Unix seconds; PICKUP_HOLD_DAYS after it was made ready); null otherwise. */
  collect_by: z.number().int().nullable(),
  /** What the shop has given back, and each refund (decision 053). */
  refunded_total: moneySchema,
  refunds: z.array(orderRefundSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponse = envelope(orderSchema);

/** The quote: the same amounts and lines an order would have, with the shopper's points balance. */
export const orderQuoteSchema = orderTotalsSchema.extend({
  merchants: z.array(orderMerchantSchema),
  coupons: z.array(orderCouponSchema),
  points_balance: z.number().int(),
  has_deposit: z.boolean(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderQuoteResponse = envelope(orderQuoteSchema);

export const orderListRequest = pageSchema.extend({
  tab: z.enum(ORDER_TABS).default('all'),
  age: z.enum(ORDER_AGES).default('any'),
  time: timeSchema,
});
export const orderCountsRequest = z.object({ age: z.enum(ORDER_AGES).default('any'), time: timeSchema });
export const orderCountsResponse = envelope(
  z.object(Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<OrderTab, z.ZodNumber>),
);
export type OrderCounts = Record<OrderTab, number>;
export const orderSummarySchema = orderTotalsSchema.pick({ total: true, due_now: true, balance: true }).extend({
  id: z.number().int(),
  state: z.enum(ORDER_STATES),
  delivery: z.enum(['delivery', 'pickup']),
  payment_method: z.enum(['khqr', 'cash']),
  paid: moneySchema,
  expires_at: z.number().int().nullable(),
  created_at: z.number().int(),
  items: z.array(orderItemSchema.extend({ merchant_id: z.number().int() })),
  /** How many lines of a completed order the shopper has not reviewed yet (0 before it is completed). */
  to_review: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListResponse = envelope(paged(orderSummarySchema));

export const shippingFeesResponse = envelope(
  // free_over: delivery to the province is free when the goods come to more (null: never).
  z.array(
    z.object({ province_code: z.string(), name: z.string(), fee: moneySchema, free_over: moneySchema.nullable() }),
  ),
);

/** What a re-order put back into the cart (`num` as added) and what could not be (sold out, off sale, over the limit). */
const reorderLineSchema = z.object({ product_id: z.number().int(), name: z.string(), num: z.number().int() });
export const reorderSchema = z.object({ added: z.array(reorderLineSchema), unavailable: z.array(reorderLineSchema) });
export type Reorder = z.infer<typeof reorderSchema>;
export const reorderResponse = envelope(reorderSchema);
