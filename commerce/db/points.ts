import { reviewPointsItem } from './reviews';

/** The points ledger: every award and redemption is a row; the balance is their sum. */

export const CHECK_IN_POINTS = 10;

/**
 * A ledger row; its `ref` keeps awards unique and names the order: a redemption's (`order-N`,
 * `order-N:returned`), a purchase's (`order-N`, `order-N:deposit`, `order-N:refund-R`: db/purchase-points.ts),
 * a refund paid in points (`refund-R`, an adjustment).
 */
export type PointsRow = {
  id: number;
  kind: 'checkin' | 'purchase' | 'review' | 'redemption' | 'adjustment';
  ref: string;
  points: number;
  created_at: number;
};

/**
 * Today's check-in, in one statement: the UNIQUE (user_id, kind, ref) constraint with the Phnom Penh
 * date as `ref` admits one per day however many requests race. True when this call awarded the points.
 */
export async function checkIn(db: D1Database, userId: number, day: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO points_ledger (user_id, kind, ref, points, created_at) VALUES (?1, 'checkin', ?2, ?3, ?4)
       ON CONFLICT (user_id, kind, ref) DO NOTHING RETURNING id`,
    )
    .bind(userId, day, CHECK_IN_POINTS, now)
    .first<{ id: number }>();
  return row !== null;
}

/**
 * Balance, lifetime points earned (`EARNED`), and whether the shopper has checked in on `day`.
 */
export async function pointsSummary(
  db: D1Database,
  userId: number,
  day: string,
): Promise<{ balance: number; earned: number; checkedIn: boolean }> {
  return pointsSummaryOf(await db.prepare(pointsSummarySql('?1')).bind(userId, day).first<PointsSummaryRow>());
}

export type PointsSummaryRow = { balance: number; earned: number; checked_in: number };

/**
 * What ledger row `points_ledger` adds to the points earned, which set the grade: redemptions (and the
 * points a cancelled order gives back, `order-N:returned`) do not move it, the shop's adjustments (and a
 * refund paid in points) do not count, a purchase counts less what its refunds took back (decision 053), and a review's award counts only while the shop shows the review (the rows that take it back and
 * give it back, `order-item-N:k`, square the balance only: db/square-review-points.ts).
 */
const EARNED = `CASE points_ledger.kind
    WHEN 'adjustment' THEN 0
    WHEN 'redemption' THEN 0
    WHEN 'purchase' THEN points_ledger.points
    WHEN 'review' THEN CASE WHEN points_ledger.ref LIKE '%:%' OR EXISTS (SELECT 1 FROM reviews r
      WHERE r.order_item_id = ${reviewPointsItem('points_ledger.ref')} AND r.hidden_at IS NOT NULL) THEN 0 ELSE points_ledger.points END
    ELSE MAX(points_ledger.points, 0) END`;

/** The points summary query of the shopper whose id is the SQL expression `user`; ?2 is the Phnom Penh day. */
export function pointsSummarySql(user: string): string {
  return `SELECT COALESCE(SUM(points), 0) AS balance,
                 COALESCE(SUM(${EARNED}), 0) AS earned,
                 EXISTS (SELECT 1 FROM points_ledger WHERE user_id = ${user} AND kind = 'checkin' AND ref = ?2) AS checked_in
          FROM points_ledger WHERE user_id = ${user}`;
}

export function pointsSummaryOf(row: PointsSummaryRow | null | undefined): {
  balance: number;
  earned: number;
  checkedIn: boolean;
} {
  return { balance: row?.balance ?? 0, earned: row?.earned ?? 0, checkedIn: row?.checked_in === 1 };
}

/** One page of the ledger, newest first, with the number of rows. */
export async function listPoints(
  db: D1Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PointsRow[]; total: number }> {
  const [list, count] = await db.batch([
    db
      .prepare(
        'SELECT id, kind, ref, points, created_at FROM points_ledger WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3',
      )
      .bind(userId, limit, offset),
    db.prepare('SELECT COUNT(*) AS total FROM points_ledger WHERE user_id = ?1').bind(userId),
  ]);
  return {
    rows: (list?.results ?? []) as PointsRow[],
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  };
}
