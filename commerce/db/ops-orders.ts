import { listRefundsStatement } from './refunds';
import type { OrderState } from '../contract/orders';
import type { Lang } from '../../lib/lang';
import type {
  OpsOrderRecord,
  OpsRefund,
  MerchantChoice,
  OpsOrder,
  OpsOrderEvent,
  OpsOrderFilter,
  OpsOrderItem,
  OpsOrderListRow,
  OpsPayment,
} from '../contract/console/orders';
import type { StoredOrderAddress } from './order-read';

/** The orders of the operator's console (/ops/orders): a filtered list, counts, one order whole. */

/** The filter as SQL over `orders o`, on parameters ?1 to ?6 (filterParams). */
const WHERE = `(?1 IS NULL OR o.state = ?1) AND (?2 IS NULL OR o.created_at >= ?2) AND (?3 IS NULL OR o.created_at < ?3)
  AND (?4 IS NULL OR o.payment_method = ?4) AND (?5 IS NULL OR o.delivery = ?5)
  AND (?6 IS NULL OR EXISTS (SELECT 1 FROM order_items mi WHERE mi.order_id = o.id AND mi.merchant_id = ?6))`;

const filterParams = (filter: OpsOrderFilter) => [
  filter.state,
  filter.from,
  filter.until,
  filter.payment,
  filter.fulfilment,
  filter.merchant,
];

/**
 * A page of the filtered orders, newest first, and how many orders each state holds under the rest of
 * the filter (the state left out, so the counts are the state links' own), in one batch.
 */
export async function listOpsOrders(
  db: D1Database,
  filter: OpsOrderFilter,
  limit: number,
  offset: number,
): Promise<{ orders: OpsOrderListRow[]; counts: Partial<Record<OrderState, number>> }> {
  const [rows, counts] = await db.batch([
    db
      .prepare(
        `SELECT o.id, o.created_at, u.name AS shopper, u.mobile, (SELECT COALESCE(SUM(num), 0) FROM order_items WHERE order_id = o.id) AS items,
           o.total_cents, o.state, o.delivery, o.payment_method
         FROM orders o JOIN users u ON u.id = o.user_id WHERE ${WHERE} ORDER BY o.created_at DESC, o.id DESC LIMIT ?7 OFFSET ?8`,
      )
      .bind(...filterParams(filter), limit, offset),
    db
      .prepare(`SELECT o.state, COUNT(*) AS n FROM orders o WHERE ${WHERE} GROUP BY o.state`)
      .bind(...filterParams({ ...filter, state: null })),
  ]);
  return {
    orders: rows!.results as OpsOrderListRow[],
    counts: Object.fromEntries(
      (counts!.results as { state: OrderState; n: number }[]).map((row) => [row.state, row.n]),
    ) as Partial<Record<OrderState, number>>,
  };
}

/**
 * Every merchant by name in `lang`, closed ones too: the orders filter finds their orders, and the coupon
 * form's list (a closed merchant's coupons reach the shop once it is reopened).
 */
export async function listMerchantNames(db: D1Database, lang: Lang): Promise<MerchantChoice[]> {
  const { results } = await db
    .prepare(
      `SELECT id, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name,
         EXISTS (SELECT 1 FROM merchant_closures k WHERE k.merchant_id = merchants.id) AS closed
       FROM merchants ORDER BY name, id`,
    )
    .bind(lang)
    .all<{ id: number; name: string; closed: number }>();
  return results.map((row) => ({ ...row, closed: row.closed === 1 }));
}

/** One order for the console, whoever's it is: its lines in `lang`, the shopper, outlet, payments and timeline; null if none. */
export async function readOpsOrder(db: D1Database, lang: Lang, id: number): Promise<OpsOrder | null> {
  const [orders, items, events, payments, outlet, province, refunds] = await db.batch([
    db
      .prepare(
        `SELECT o.*, u.name AS shopper, u.mobile, u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT oi.id, oi.product_id, CASE ?1 WHEN 'km' THEN m.name_km ELSE m.name_en END AS merchant,
           CASE ?1 WHEN 'km' THEN oi.name_km ELSE oi.name_en END AS name, oi.unit_cents, oi.num, COALESCE(p.sku, '') AS sku,
           EXISTS (SELECT 1 FROM refund_restocks k WHERE k.order_item_id = oi.id) AS restocked
         FROM order_items oi JOIN merchants m ON m.id = oi.merchant_id LEFT JOIN products p ON p.id = oi.product_id
         WHERE oi.order_id = ?2 ORDER BY oi.merchant_id, oi.id`,
      )
      .bind(lang, id),
    db.prepare('SELECT id, state, note, created_at FROM order_events WHERE order_id = ?1 ORDER BY id').bind(id),
    db
      .prepare(
        'SELECT id, provider, amount_cents, status, created_at, paid_at FROM payments WHERE order_id = ?1 ORDER BY id',
      )
      .bind(id),
    db
      .prepare(
        `SELECT CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, CASE ?1 WHEN 'km' THEN address_km ELSE address_en END AS address, phone
         FROM outlets WHERE id = (SELECT outlet_id FROM orders WHERE id = ?2)`,
      )
      .bind(lang, id),
    db
      .prepare(
        `SELECT CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name FROM shipping_fees
         WHERE province_code = (SELECT province_code FROM orders WHERE id = ?2)`,
      )
      .bind(lang, id),
    listRefundsStatement(db, id),
  ]);
  const order = orders!.results[0] as OpsOrderRecord | undefined;
  if (!order) return null;
  return {
    order,
    address: order.address ? (JSON.parse(order.address) as StoredOrderAddress) : null,
    provinceName: (province!.results[0] as { name: string } | undefined)?.name ?? '',
    items: items!.results as OpsOrderItem[],
    events: events!.results as OpsOrderEvent[],
    payments: payments!.results as OpsPayment[],
    outlet: (outlet!.results[0] ?? null) as { name: string; address: string; phone: string } | null,
    refunds: refunds!.results as OpsRefund[],
  };
}
