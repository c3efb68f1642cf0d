import type { PointsRules, PointsRulesRecord } from '../contract/points';

/**
 * Points for purchases (docs/decisions/053): what an order earns is a `purchase` row of the points ledger
 * named by its ref, `order-N` at completion, `order-N:deposit` for a down payment that earns when paid,
 * and `order-N:refund-R` for what refund R took back. The statements compute the points from the order's
 * row and points_rules in SQL, so earning costs no round trip of its own, and the ledger's UNIQUE
 * (user_id, kind, ref) makes each one once however often a move is retried.
 */

/** The purchase rows of order `o` (SQL over `o`): what it has earned so far, less what refunds took back. */
const EARNED_SO_FAR = `(SELECT COALESCE(SUM(points), 0) FROM points_ledger
  WHERE user_id = o.user_id AND kind = 'purchase' AND (ref = 'order-' || o.id OR ref LIKE 'order-' || o.id || ':%'))`;

/** The earning rule with its version (what a console form was read at). */
export async function readPointsRules(db: D1Database): Promise<PointsRulesRecord> {
  const row = await db
    .prepare('SELECT points_per_dollar, deposit_earns, version FROM points_rules WHERE id = 1')
    .first<PointsRulesRecord>();
  return row ?? { points_per_dollar: 0, deposit_earns: 'completion', version: 0 };
}

/** Saves the rule if it is still at `version` (changes() 0 otherwise: another save came first). */
export function savePointsRulesStatement(
  db: D1Database,
  rules: PointsRules,
  version: number,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE points_rules SET points_per_dollar = ?1, deposit_earns = ?2, version = version + 1, updated_at = ?4
       WHERE id = 1 AND version = ?3`,
    )
    .bind(rules.points_per_dollar, rules.deposit_earns, version, now);
}

/**
 * What order `orderId` earns in the state it is in now, for the batch that moved it there: a completed
 * order earns on the money it kept (paid less refunded) at today's rate, less what it already earned
 * (its down payment's); a down payment earns on what was paid when the rule says so. Nothing for any
 * other state, or for 0 points.
 */
export function earnPointsStatement(db: D1Database, orderId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO points_ledger (user_id, kind, ref, points, created_at)
       SELECT user_id, 'purchase', ref, points, ?2 FROM (
         SELECT o.user_id,
           CASE o.state WHEN 'completed' THEN 'order-' || o.id ELSE 'order-' || o.id || ':deposit' END AS ref,
           (o.paid_cents - o.refunded_cents) / 100 * r.points_per_dollar - ${EARNED_SO_FAR} AS points
         FROM orders o JOIN points_rules r ON r.id = 1
         WHERE o.id = ?1 AND (o.state = 'completed' OR (o.state = 'deposit_paid' AND r.deposit_earns = 'deposit'))
       ) WHERE points > 0
       ON CONFLICT (user_id, kind, ref) DO NOTHING`,
    )
    .bind(orderId, now);
}

/**
 * What the order's last refund takes back, for the batch that records it (after it, so refunded_cents
 * counts it): the share of the points the order holds now that the refund's money is of what the order
 * kept before it, rounded toward the shopper; all of them when it gives back all that was left. A refund
 * before the order earned takes nothing (the completion earns on what was kept), whatever the rate is now.
 */
export function takeBackPointsStatement(db: D1Database, orderId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO points_ledger (user_id, kind, ref, points, created_at)
       SELECT user_id, 'purchase', 'order-' || id || ':refund-' || refund_id, -(held * amount / (kept + amount)), ?2 FROM (
         SELECT o.user_id, o.id, r.id AS refund_id, r.amount_cents AS amount, o.paid_cents - o.refunded_cents AS kept,
           ${EARNED_SO_FAR} AS held
         FROM orders o JOIN refunds r ON r.id = (SELECT MAX(id) FROM refunds WHERE order_id = o.id)
         WHERE o.id = ?1
       ) WHERE held * amount / (kept + amount) > 0
       ON CONFLICT (user_id, kind, ref) DO NOTHING`,
    )
    .bind(orderId, now);
}
