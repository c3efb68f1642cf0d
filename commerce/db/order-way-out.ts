import { WAYS_OUT, type WayOut } from '../contract/operator-orders';
import { PICKUP_HOLD_SECONDS } from '../contract/pickup-hold';
import { orderMessage } from '../order-messages';
import { addOrderMessagesStatement } from './messages';
import { releaseStatements } from './order-release';

/**
 * The ways out of an order that cannot complete (docs/decisions/054-ways-out-of-an-order.md): a pick-up
 * not collected, a delivery returned. The order is closed, cancelled with the way as its reason, or
 * refund due when it was paid money the shop does not keep (a not-collected pick-up's down payment is
 * kept, as checkout says); its goods go back on the shelf and its vouchers and points to the shopper
 * (releaseStatements), with a timeline event and the shopper's message, in one batch.
 */

/** What the shop keeps of what was paid, by way out (SQL over `orders`). */
const KEPT = `CASE WHEN ?3 = 'not_collected' AND payment_plan = 'deposit' THEN paid_cents ELSE 0 END`;

function wayOutStatements(
  db: D1Database,
  orderId: number,
  way: WayOut,
  now: number,
  extra: D1PreparedStatement[],
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE orders SET state = CASE WHEN paid_cents - refunded_cents > ${KEPT} THEN 'refund_due' ELSE 'cancelled' END,
           cancel_reason = ?3, expires_at = NULL, updated_at = ?2
         WHERE id = ?1 AND state = ?4 AND delivery = ?5 RETURNING id`,
      )
      .bind(orderId, now, way, WAYS_OUT[way], way === 'returned' ? 'delivery' : 'pickup'),
    db
      .prepare(
        `INSERT INTO order_events (order_id, state, note, created_at)
         SELECT id, state, cancel_reason, ?2 FROM orders WHERE id = ?1 AND changes() = 1`,
      )
      .bind(orderId, now),
    ...extra,
    addOrderMessagesStatement(
      db,
      orderMessage(way),
      `SELECT id FROM orders WHERE id = ?1 AND cancel_reason = ?2 AND state IN ('cancelled', 'refund_due') AND released_at IS NULL`,
      [orderId, way],
      now,
    ),
    ...releaseStatements(db, now),
  ];
}

/**
 * Closes order `orderId` by `way`, if it is still where that way leaves from. True when this call closed
 * it. `extra`: the caller's statements for the same batch, right after the timeline event (its audit).
 */
export async function closeByWayOut(
  db: D1Database,
  orderId: number,
  way: WayOut,
  now: number,
  extra: D1PreparedStatement[] = [],
): Promise<boolean> {
  const [closed] = await db.batch(wayOutStatements(db, orderId, way, now, extra));
  return (closed?.results.length ?? 0) > 0;
}

/** Pick-ups one sweep closes at most; the rest wait a minute. */
const SWEEP_PICKUPS = 20;

/**
 * The sweep's part: pick-ups ready for PICKUP_HOLD_SECONDS and not collected are closed, a batch each.
 * Returns the ids it closed.
 */
export async function closeUncollectedPickups(db: D1Database, now: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM orders WHERE state = 'ready_for_pickup' AND delivery = 'pickup' AND updated_at <= ?1
       ORDER BY updated_at LIMIT ?2`,
    )
    .bind(now - PICKUP_HOLD_SECONDS, SWEEP_PICKUPS)
    .all<{ id: number }>();
  const closed: number[] = [];
  for (const { id } of results) if (await closeByWayOut(db, id, 'not_collected', now)) closed.push(id);
  return closed;
}
