import type { OPERATOR_TARGETS } from '../../commerce/contract/operator-orders';

/**
 * Moves that move money or give things back, which an operator confirms before they are made (the console's
 * order page asks, its route refuses them unconfirmed): a cancellation or a way out, and completing an order whose
 * balance is still due (recorded as collected in cash). A refund's form has its own box (OpsRefundPanel).
 */
export const moveNeedsConfirmation = (
  order: { total_cents: number; paid_cents: number },
  to: (typeof OPERATOR_TARGETS)[number],
) =>
  to === 'cancelled' ||
  to === 'not_collected' ||
  to === 'returned' ||
  (to === 'completed' && order.total_cents > order.paid_cents);
