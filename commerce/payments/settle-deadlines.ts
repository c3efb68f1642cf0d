import { cancelUnpaid } from '../db/order-release';
import { overduePayments, type WatchedPayment } from '../db/payments';
import { askBakong, type Asked } from './ask-bakong';
import type { BakongConfig } from './bakong';

/** Overdue orders one pass looks at (one call to Bakong); the sweep runs every minute, a shopper has a handful. */
const OVERDUE_BATCH = 50;

/**
 * What is done when orders are found past their payment deadline (all of them, or one shopper's): an
 * order with no code never opened cannot have been paid and is cancelled; an order with a code is a
 * question to Bakong (askBakong) when it is configured. Without Bakong only the provider's signed
 * callback pays orders, and a late one is still taken (decision 045), so the order is cancelled.
 */
export async function settleDeadlines(
  db: D1Database,
  bakong: BakongConfig | null,
  now: number,
  userId: number | null,
): Promise<Asked> {
  const overdue = await overduePayments(db, now, userId, OVERDUE_BATCH);
  const withCode = overdue.filter((row): row is WatchedPayment => row.id !== null);
  const asked = bakong
    ? await askBakong(db, bakong, withCode, now)
    : { paid: [], cancelled: [], checking: [], late: [] };
  const ask = new Set(bakong ? withCode.map((row) => row.order_id) : []);
  asked.cancelled.push(
    ...(await cancelUnpaid(
      db,
      overdue.filter((row) => !ask.has(row.order_id)).map((row) => row.order_id),
      now,
    )),
  );
  return asked;
}
