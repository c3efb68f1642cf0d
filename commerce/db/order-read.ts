import { listRefundsStatement } from './refunds';
import type { OpsRefund, OrderRow } from '../contract/console/orders';
import { OLD_ORDER_DAYS, ORDER_TABS, type OrderAddress, type OrderAge, type OrderTab } from '../contract/orders';
import type { Lang } from '../../lib/lang';

export type { OrderRow };
/**
 * The address copy in orders.address (JSON). `place_codes` (district, commune, village; '' for a level
 * the place lacks) names the places in the reader's language; orders placed before it keep the names
 * in the language they were placed in.
 */
export type StoredOrderAddress = OrderAddress & { place_codes?: string[] };

export type OrderItemRow = {
  line_id: number;
  order_id: number;
  product_id: number;
  merchant_id: number;
  merchant_name: string;
  name: string;
  image: string;
  unit_cents: number;
  is_earnest: number;
  earnest_cents: number;
  num: number;
  due_now_cents: number;
  /** 1 when the shopper has reviewed this line (order lists only). */
  reviewed?: number;
};

const ORDER_COLUMNS = `id, user_id, state, delivery, outlet_id, address, province_code, payment_plan, payment_method, currency, goods_cents,
  shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents, paid_cents, refunded_cents, note, cancel_reason, expires_at, created_at`;
const ITEM_COLUMNS = `oi.id AS line_id, oi.order_id, oi.product_id, oi.merchant_id, CASE ?1 WHEN 'km' THEN m.name_km ELSE m.name_en END AS merchant_name,
  CASE ?1 WHEN 'km' THEN oi.name_km ELSE oi.name_en END AS name, oi.image, oi.unit_cents, oi.is_earnest, oi.earnest_cents, oi.num, oi.due_now_cents`;

/** The states behind each tab of the shopper's order list. */
export const TAB_STATES: Record<OrderTab, string[] | null> = {
  all: null,
  to_pay: ['pending_payment', 'payment_checking'],
  to_ship: ['paid', 'deposit_paid', 'processing'],
  to_receive: ['shipped', 'ready_for_pickup'],
  completed: ['completed'],
  cancelled: ['cancelled', 'refund_due', 'refunded'],
};

/** Whether an order is an unpaid KHQR order whose time is up at `now` (after-deadline.ts settles such orders: decision 045). */
export const isOverdue = (order: Pick<OrderRow, 'state' | 'expires_at'>, now: number) =>
  order.state === 'pending_payment' && order.expires_at !== null && order.expires_at <= now;

/** As SQL over `orders`, `now` naming the moment's parameter: isOverdue. */
export const overdueSql = (now: string) =>
  `(state = 'pending_payment' AND expires_at IS NOT NULL AND expires_at <= ${now})`;

/** One of the shopper's orders with its lines, vouchers, timeline, outlet, and its address's place names. */
export async function readOrder(db: D1Database, lang: Lang, userId: number, id: number) {
  const order = await db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?1 AND user_id = ?2`)
    .bind(id, userId)
    .first<OrderRow>();
  if (!order) return null;
  const [items, coupons, events, outlet, province, places, refunds] = await db.batch([
    db
      .prepare(
        `SELECT ${ITEM_COLUMNS} FROM order_items oi JOIN merchants m ON m.id = oi.merchant_id WHERE oi.order_id = ?2 ORDER BY oi.merchant_id, oi.id`,
      )
      .bind(lang, id),
    db
      .prepare(`SELECT k.coupon_id, k.merchant_id, CASE ?1 WHEN 'km' THEN c.title_km ELSE c.title_en END AS title, k.discount_cents
                FROM order_coupons k JOIN coupons c ON c.id = k.coupon_id WHERE k.order_id = ?2 ORDER BY k.merchant_id IS NULL, k.merchant_id`)
      .bind(lang, id),
    db.prepare('SELECT state, note, created_at FROM order_events WHERE order_id = ?1 ORDER BY id').bind(id),
    db
      .prepare(`SELECT id, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, CASE ?1 WHEN 'km' THEN address_km ELSE address_en END AS address,
                       hours, phone, lat, lng FROM outlets WHERE id = ?2`)
      .bind(lang, order.outlet_id),
    db
      .prepare(
        `SELECT CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name FROM shipping_fees WHERE province_code = ?2`,
      )
      .bind(lang, order.province_code),
    db
      .prepare(
        `SELECT code, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name FROM locations WHERE code IN (SELECT value FROM json_each(?2, '$.place_codes'))`,
      )
      .bind(lang, order.address ?? '{}'),
    listRefundsStatement(db, id),
  ]);
  return {
    order,
    refunds: refunds!.results as OpsRefund[],
    items: items!.results as OrderItemRow[],
    coupons: coupons!.results as {
      coupon_id: number;
      merchant_id: number | null;
      title: string;
      discount_cents: number;
    }[],
    events: events!.results as { state: string; note: string; created_at: number }[],
    outlet: (outlet!.results[0] ?? null) as {
      id: number;
      name: string;
      address: string;
      hours: string;
      phone: string;
      lat: number;
      lng: number;
    } | null,
    provinceName: (province!.results[0] as { name: string } | undefined)?.name ?? '',
    placeNames: new Map((places!.results as { code: string; name: string }[]).map((place) => [place.code, place.name])),
  };
}

/**
 * "Older" orders: finished (completed, cancelled or refunded) and placed more than OLD_ORDER_DAYS ago.
 * `recent` is everything else; `any` both. As SQL over `orders`, `cutoff` naming the cut-off moment's parameter.
 */
function ageSql(age: OrderAge, cutoff: string): string {
  const old = `(state IN ('completed', 'cancelled', 'refunded') AND created_at < ${cutoff})`;
  return age === 'any' ? `${cutoff} IS NOT NULL` : age === 'old' ? old : `NOT ${old}`;
}
export const oldOrderCutoff = (now: number) => now - OLD_ORDER_DAYS * 86_400;

/**
 * A page of the shopper's orders in a tab (and age), newest first, with their lines and the number of
 * orders; `overdue` when any of the shopper's orders is overdue at `now` (isOverdue), in this tab or not.
 */
export async function listOrders(
  db: D1Database,
  lang: Lang,
  userId: number,
  tab: OrderTab,
  limit: number,
  offset: number,
  age: OrderAge,
  now: number,
) {
  const states = JSON.stringify(TAB_STATES[tab]);
  const inTab = `user_id = ?2 AND (?3 = 'null' OR state IN (SELECT value FROM json_each(?3))) AND ${ageSql(age, '?6')}`;
  const cutoff = oldOrderCutoff(now);
  const page = `SELECT ${ORDER_COLUMNS} FROM orders WHERE ${inTab} ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5`;
  // The page's lines in the same round trip: the page's query again, as the lines' filter.
  const [rows, count, lines] = await db.batch([
    db.prepare(page).bind(lang, userId, states, limit, offset, cutoff),
    db
      .prepare(
        `SELECT COUNT(*) AS total, EXISTS (SELECT 1 FROM orders WHERE user_id = ?2 AND ${overdueSql('?5')}) AS overdue
         FROM orders WHERE ${inTab.replaceAll('?6', '?4')}`,
      )
      .bind(lang, userId, states, cutoff, now),
    db
      .prepare(
        `SELECT ${ITEM_COLUMNS}, EXISTS (SELECT 1 FROM reviews r WHERE r.order_item_id = oi.id) AS reviewed
         FROM order_items oi JOIN merchants m ON m.id = oi.merchant_id
         WHERE oi.order_id IN (SELECT id FROM (${page})) ORDER BY oi.id`,
      )
      .bind(lang, userId, states, limit, offset, cutoff),
  ]);
  const orders = rows!.results as OrderRow[];
  const { total, overdue } = count!.results[0] as { total: number; overdue: number };
  const items = lines!.results as OrderItemRow[];
  return { orders, items, total, overdue: overdue === 1 };
}

/** The order counts by tab, and whether one of the orders is overdue (then it is expired before it is counted). */
export type OrderCountsRead = { counts: Record<OrderTab, number>; overdue: boolean };

/**
 * The order counts query (`countOrders`) of the shopper whose id is the SQL expression `user`, for orders of
 * `age`; ?2 is the old orders' cutoff (oldOrderCutoff), ?3 the time.
 */
export function orderCountsSql(user: string, age: OrderAge): string {
  return `SELECT state, COUNT(*) AS n, SUM(${overdueSql('?3')}) AS overdue FROM orders
          WHERE user_id = ${user} AND ${ageSql(age, '?2')} GROUP BY state`;
}

/**
 * How many of the shopper's orders (of an age) each tab holds; `overdue` when one of them is overdue at
 * `now` (isOverdue).
 */
export async function countOrders(
  db: D1Database,
  userId: number,
  age: OrderAge,
  now: number,
): Promise<OrderCountsRead> {
  const { results } = await db.prepare(orderCountsSql('?1', age)).bind(userId, oldOrderCutoff(now), now).all();
  return orderCountsOf(results);
}

/** The answer of the order counts query's rows. */
export function orderCountsOf(rows: unknown[]): OrderCountsRead {
  const results = rows as { state: string; n: number; overdue: number }[];
  const count = (states: string[] | null) =>
    results.filter((row) => !states || states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
  return {
    counts: Object.fromEntries(ORDER_TABS.map((tab) => [tab, count(TAB_STATES[tab])])) as Record<OrderTab, number>,
    overdue: results.some((row) => row.overdue > 0),
  };
}

export type OrderStateRow = {
  user_id: number;
  state: string;
  delivery: 'delivery' | 'pickup';
  balance_cents: number;
  total_cents: number;
  paid_cents: number;
};

/** An order's state and amounts, whoever's it is (for the payment provider's callback and the shop's operator). */
export async function readOrderState(db: D1Database, id: number): Promise<OrderStateRow | null> {
  return db
    .prepare('SELECT user_id, state, delivery, balance_cents, total_cents, paid_cents FROM orders WHERE id = ?1')
    .bind(id)
    .first();
}
