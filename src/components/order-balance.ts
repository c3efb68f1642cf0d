import type { OrderState } from '../../commerce/contract/orders';
import { toCents } from '../../lib/money';

/** States in which an order is on its way to the shopper and what is not yet paid is owed (at pick-up or on delivery). */
const OWING: OrderState[] = ['paid', 'deposit_paid', 'processing', 'shipped', 'ready_for_pickup'];

/**
 * What the shopper still owes, in cents: the total less what was paid, while the order is under way.
 * Nothing while it waits for its online payment (that is "to pay now"), nor once completed, cancelled or refunded.
 */
export function outstandingCents(order: { state: OrderState; total: string; paid: string }): number {
  return OWING.includes(order.state) ? Math.max(0, toCents(order.total) - toCents(order.paid)) : 0;
}
