import type { Lang } from '../../lib/lang';
import { DAY, SCOPES } from '../budgets';
import type { Glance, LowStock } from '../contract/console/glance';
import { refundedSinceStatement } from './refunds';
import { bakongRailStatement, countsOf, needingCountsStatement, railOf } from './ops-payments';

/** Today at a glance for the operator's console (/ops): what needs doing and how the day is going. */

/** Stock at or under this is low. */
export const LOW_STOCK = 5;
const LOW_STOCK_LISTED = 10;

/** The glance at `now`, for the Phnom Penh day that started at `dayStart` (Unix seconds), in one batch. */
export async function readGlance(db: D1Database, lang: Lang, dayStart: number, now: number): Promise<Glance> {
  const [orders, waiting, low, lowCount, sms, received, refunded, needing, rail] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS orders_today,
           COALESCE(SUM(CASE WHEN state NOT IN ('pending_payment', 'payment_checking', 'cancelled', 'refund_due', 'refunded') THEN total_cents END), 0) AS revenue,
           (SELECT COUNT(*) FROM orders WHERE state IN ('paid', 'deposit_paid', 'processing') AND delivery = 'delivery') AS to_ship,
           (SELECT COUNT(*) FROM orders WHERE state IN ('paid', 'deposit_paid', 'processing') AND delivery = 'pickup') AS to_hand_over,
           (SELECT COUNT(*) FROM orders WHERE state = 'ready_for_pickup') AS ready
         FROM orders WHERE created_at >= ?1`,
      )
      .bind(dayStart),
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM orders WHERE state = 'pending_payment' AND (expires_at IS NULL OR expires_at > ?1)`,
      )
      .bind(now),
    db
      .prepare(
        `SELECT id, CASE ?1 WHEN 'km' THEN name_km ELSE name_en END AS name, stock FROM products
         WHERE stock > 0 AND stock <= ?2 ORDER BY stock, id LIMIT ?3`,
      )
      .bind(lang, LOW_STOCK, LOW_STOCK_LISTED),
    db.prepare('SELECT COUNT(*) AS n FROM products WHERE stock > 0 AND stock <= ?1').bind(LOW_STOCK),
    db
      .prepare(
        `WITH busiest AS (SELECT subject, COUNT(*) AS n FROM budget_spends WHERE scope = ?3 AND at > ?4
           GROUP BY subject ORDER BY n DESC, subject LIMIT 1)
         SELECT (SELECT COUNT(*) FROM budget_spends WHERE scope = ?1 AND at > ?4) AS sent,
         (SELECT COUNT(*) FROM budget_spends WHERE scope = ?2 AND at > ?4) AS sign_up,
         (SELECT subject FROM busiest) AS network, (SELECT n FROM busiest) AS network_codes`,
      )
      .bind(SCOPES.smsShop, SCOPES.smsSignUp, SCOPES.smsNetwork, now - DAY),
    db
      .prepare(
        `SELECT provider AS method, SUM(amount_cents) AS cents FROM payments
         WHERE status = 'paid' AND paid_at >= ?1 GROUP BY provider ORDER BY provider`,
      )
      .bind(dayStart),
    refundedSinceStatement(db, dayStart),
    needingCountsStatement(db),
    bakongRailStatement(db),
  ]);
  const row = orders!.results[0] as {
    orders_today: number;
    revenue: number;
    to_ship: number;
    to_hand_over: number;
    ready: number;
  };
  const count = (result: D1Result | undefined) => (result?.results[0] as { n: number } | undefined)?.n ?? 0;
  return {
    ordersToday: row.orders_today,
    revenueTodayCents: row.revenue,
    paymentsWaiting: count(waiting),
    toShip: row.to_ship,
    toHandOver: row.to_hand_over,
    readyForPickup: row.ready,
    lowStock: (low?.results ?? []) as LowStock[],
    lowStockCount: count(lowCount),
    sms: smsOf(sms),
    receivedToday: (received?.results ?? []) as Glance['receivedToday'],
    refundedToday: (refunded?.results ?? []) as Glance['refundedToday'],
    paymentsNeeding: countsOf(needing),
    bakongRail: railOf(rail),
  };
}

function smsOf(result: D1Result | undefined): Glance['sms'] {
  const row = result?.results[0] as
    | { sent: number; sign_up: number; network: string | null; network_codes: number | null }
    | undefined;
  return {
    sent: row?.sent ?? 0,
    signUp: row?.sign_up ?? 0,
    busiestNetwork: row?.network ? { network: row.network, codes: row.network_codes ?? 0 } : null,
  };
}
