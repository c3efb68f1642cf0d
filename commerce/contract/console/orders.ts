import type { OPERATOR_TARGETS } from '../operator-orders';
import type { OrderAddress, OrderState } from '../orders';

/** What the console reads of the shop's orders (/ops/orders): commerce/db/ops-orders.ts reads them in this shape. */

/**
 * Which orders: each part null for any. `from` and `until` are Unix seconds, `until` not included.
 * The orders page's filter form sends it (worker/ops/order-filter.ts reads it from the query), and its CSV
 * export the same.
 */
export type OpsOrderFilter = {
  state: OrderState | null;
  from: number | null;
  until: number | null;
  payment: 'khqr' | 'cash' | null;
  fulfilment: 'delivery' | 'pickup' | null;
  merchant: number | null;
};

/** One line of the list (and of its CSV): the orders page shows one per row. */
export type OpsOrderListRow = {
  id: number;
  created_at: number;
  shopper: string;
  mobile: string;
  items: number;
  total_cents: number;
  state: OrderState;
  delivery: 'delivery' | 'pickup';
  payment_method: 'khqr' | 'cash';
};

/**
 * A merchant offered by name in a console form or filter; a closed one (it left the programme) says so.
 * The orders filter and the voucher forms show them in their merchant select.
 */
export type MerchantChoice = { id: number; name: string; closed: boolean };

/** Where the shop may move an order: the targets of POST /api/operator/orders/:id/state and the console's buttons. */
export type OperatorTarget = (typeof OPERATOR_TARGETS)[number];

/** An order's row in orders, as the shop's and the console's order pages read it. */
export type OrderRow = {
  id: number;
  user_id: number;
  state: string;
  delivery: 'delivery' | 'pickup';
  outlet_id: number | null;
  address: string | null;
  province_code: string | null;
  payment_plan: 'full' | 'deposit';
  payment_method: 'khqr' | 'cash';
  currency: 'USD' | 'KHR';
  goods_cents: number;
  shipping_cents: number;
  discount_cents: number;
  points_used: number;
  total_cents: number;
  due_now_cents: number;
  balance_cents: number;
  paid_cents: number;
  /** What refunds gave back (their sum, kept by migration 0134's trigger). */
  refunded_cents: number;
  note: string;
  cancel_reason: string | null;
  expires_at: number | null;
  created_at: number;
};

/** The order itself as the order page and its slip show it: its row in orders, and the shopper's name, mobile and e-mail. */
export type OpsOrderRecord = OrderRow & {
  shopper: string;
  mobile: string;
  email: string | null;
  /** Set once a cancellation gave the order's goods back (a refund then puts none back). */
  released_at: number | null;
};

/**
 * The order's delivery address as the order page and slip show it (the copy in orders.address).
 * `place_codes` (district, commune, village; '' for a level the place lacks) names the places in the
 * reader's language; orders placed before it keep the names in the language they were placed in.
 */
export type OpsOrderAddress = OrderAddress & { place_codes?: string[] };

/** One line of the order, in the reader's language, as the order page and slip list it under its merchant. */
export type OpsOrderItem = {
  id: number;
  product_id: number;
  merchant: string;
  name: string;
  unit_cents: number;
  num: number;
  /** The product's SKU now ('' if it has none), for the slip. */
  sku: string;
  /** 1 once a refund put the line back in stock. */
  restocked: number;
};

/** One step of the order's timeline, as the order page shows it. */
export type OpsOrderEvent = { id: number; state: string; note: string; created_at: number };

/** One payment asked or made for the order, as the order page lists it. */
export type OpsPayment = {
  id: number;
  provider: string;
  amount_cents: number;
  status: 'pending' | 'paid' | 'failed';
  created_at: number;
  paid_at: number | null;
};

/**
 * One order for the console, whoever's it is: its lines in the reader's language, the shopper, outlet,
 * payments and timeline. The order page, its place panel and the packing slip show it.
 */
export type OpsOrder = {
  order: OpsOrderRecord;
  address: OpsOrderAddress | null;
  /** The province's name in the reader's language, or '' when the order has none. */
  provinceName: string;
  items: OpsOrderItem[];
  events: OpsOrderEvent[];
  payments: OpsPayment[];
  /** The outlet a pick-up is collected from, in the reader's language, or null. */
  outlet: { name: string; address: string; phone: string } | null;
  refunds: OpsRefund[];
};

/** One refund of the order (decision 053), with the operator's e-mail (null: the operator API's key). */
export type OpsRefund = {
  id: number;
  amount_cents: number;
  method: 'khqr' | 'bank' | 'cash' | 'points' | 'unrecorded';
  reference: string;
  note: string;
  operator: string | null;
  created_at: number;
};
