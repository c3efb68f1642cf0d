import type { Order, OrderAddress, OrderState, OrderSummary } from './contract/orders';
import { PICKUP_HOLD_SECONDS } from './contract/pickup-hold';
import type { OrderItemRow, OrderRow, readOrder, StoredOrderAddress } from './db/order-read';
import { fromCents } from '../lib/money';

type ItemView = Order['merchants'][number]['items'][number];

const itemView = (row: OrderItemRow): ItemView => ({
  line_id: row.line_id,
  product_id: row.product_id,
  name: row.name,
  image: row.image,
  money: fromCents(row.unit_cents),
  num: row.num,
  is_earnest: row.is_earnest,
  earnest_money: fromCents(row.earnest_cents),
  due_now: fromCents(row.due_now_cents),
});

/** When a ready pick-up stops waiting (decision 054): PICKUP_HOLD_SECONDS after it was made ready. */
function collectBy(events: { state: string; created_at: number }[]): number | null {
  const ready = events.findLast((event) => event.state === 'ready_for_pickup');
  return ready ? ready.created_at + PICKUP_HOLD_SECONDS : null;
}

/** Lines grouped by merchant, in the order they come. */
export function byMerchant(rows: { merchant_id: number; merchant_name: string; item: ItemView }[]): Order['merchants'] {
  const groups = new Map<number, Order['merchants'][number]>();
  for (const row of rows) {
    const group = groups.get(row.merchant_id) ?? { merchant_id: row.merchant_id, name: row.merchant_name, items: [] };
    groups.set(row.merchant_id, group);
    group.items.push(row.item);
  }
  return [...groups.values()];
}

const totals = (order: OrderRow) => ({
  goods: fromCents(order.goods_cents),
  shipping: fromCents(order.shipping_cents),
  discount: fromCents(order.discount_cents),
  points_used: order.points_used,
  points_money: fromCents(order.points_used),
  total: fromCents(order.total_cents),
  due_now: fromCents(order.due_now_cents),
  balance: fromCents(order.balance_cents),
});

type FoundOrder = NonNullable<Awaited<ReturnType<typeof readOrder>>>;

/** The order's address with its places named in the reader's language (where the copy has their codes). */
function addressView(stored: StoredOrderAddress, found: FoundOrder): OrderAddress & { province: string } {
  const { place_codes: codes = [], ...address } = stored;
  const named = (index: number, kept: string) => found.placeNames.get(codes[index] ?? '') ?? kept;
  return {
    ...address,
    district: named(0, address.district),
    commune: named(1, address.commune),
    village: named(2, address.village),
    province: found.provinceName,
  };
}

/** The contract's order from what readOrder found. */
export function orderView(found: FoundOrder): Order {
  const { order } = found;
  const state = order.state as OrderState;
  const address = order.address ? addressView(JSON.parse(order.address) as StoredOrderAddress, found) : null;
  return {
    ...totals(order),
    id: order.id,
    state,
    delivery: order.delivery,
    outlet: found.outlet,
    address,
    payment_plan: order.payment_plan,
    payment_method: order.payment_method,
    currency: order.currency,
    paid: fromCents(order.paid_cents),
    note: order.note,
    cancel_reason: order.cancel_reason,
    expires_at: order.expires_at,
    created_at: order.created_at,
    merchants: byMerchant(
      found.items.map((row) => ({
        merchant_id: row.merchant_id,
        merchant_name: row.merchant_name,
        item: itemView(row),
      })),
    ),
    coupons: found.coupons.map((c) => ({
      coupon_id: c.coupon_id,
      merchant_id: c.merchant_id,
      title: c.title,
      discount: fromCents(c.discount_cents),
    })),
    events: found.events.map((e) => ({ state: e.state as OrderState, note: e.note, created_at: e.created_at })),
    can_pay: state === 'pending_payment' && order.payment_method === 'khqr',
    can_cancel: order.paid_cents === 0 && (state === 'pending_payment' || state === 'processing'),
    collect_by: state === 'ready_for_pickup' ? collectBy(found.events) : null,
    refunded_total: fromCents(order.refunded_cents),
    refunds: found.refunds.map((refund) => ({
      id: refund.id,
      amount: fromCents(refund.amount_cents),
      method: refund.method,
      reference: refund.reference,
      note: refund.note,
      created_at: refund.created_at,
    })),
  };
}

/** An order in a list: its amounts, state and lines. */
export function orderSummaryView(order: OrderRow, items: OrderItemRow[]): OrderSummary {
  const lines = items.filter((item) => item.order_id === order.id);
  return {
    id: order.id,
    state: order.state as OrderState,
    delivery: order.delivery,
    payment_method: order.payment_method,
    total: fromCents(order.total_cents),
    due_now: fromCents(order.due_now_cents),
    balance: fromCents(order.balance_cents),
    paid: fromCents(order.paid_cents),
    expires_at: order.expires_at,
    created_at: order.created_at,
    items: lines.map((item) => ({ ...itemView(item), merchant_id: item.merchant_id })),
    to_review: order.state === 'completed' ? lines.filter((item) => !item.reviewed).length : 0,
  };
}
