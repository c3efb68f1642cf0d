import type { OpsOrderRecord } from '../../commerce/contract/console/orders';

/** States in which the shopper owes nothing more (refund_due: cancelled, and the shop owes them). */
const ENDED = ['cancelled', 'refund_due', 'refunded'];

/** What the shopper still owes on the order: the balance to collect at pick-up or on delivery. */
export const balanceDueCents = (order: Pick<OpsOrderRecord, 'state' | 'total_cents' | 'paid_cents'>) =>
  ENDED.includes(order.state) ? 0 : Math.max(0, order.total_cents - order.paid_cents);
