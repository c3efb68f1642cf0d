import { log } from '../../lib/log';
import { readOrderState } from '../db/order-read';
import { moveOrder } from '../db/order-state';
import { settlePayment, type PaymentRow } from '../db/payments';
import { isConstraintFailure } from '../db/constraint-failure';

export type Settled = 'settled' | 'notPending' | 'referenceUsed';

/**
 * Records a pending payment's outcome under the provider's reference, once: a payment no longer
 * pending, or a reference already used (UNIQUE provider_ref), settles nothing. A paid payment then
 * moves its order to paid, or deposit paid when a balance is left.
 */
export async function settle(
  db: D1Database,
  payment: PaymentRow,
  status: 'paid' | 'failed',
  reference: string,
  now: number,
): Promise<Settled> {
  try {
    if (!(await settlePayment(db, payment.id, status, reference, now))) return 'notPending';
  } catch (error) {
    // The provider's reference is UNIQUE: a second payment with it is refused; anything else is a failure.
    if (!isConstraintFailure(error)) throw error;
    return 'referenceUsed';
  }
  const order = await readOrderState(db, payment.order_id);
  // Once a payment is paid its order cannot be cancelled (cancelAndRelease), so the move follows.
  if (status === 'paid' && order) {
    const to = order.balance_cents > 0 ? 'deposit_paid' : 'paid';
    if (!(await moveOrder(db, payment.order_id, to, 'khqr', now, payment.amount_cents)))
      log('error', 'a settled payment did not move its order', { orderId: payment.order_id, state: order.state });
  }
  return 'settled';
}
