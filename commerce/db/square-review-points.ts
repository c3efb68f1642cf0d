/** The author's balance: what a hidden review may take back at most, when nothing narrower is given. */
const BALANCE = '(SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE user_id = h.user_id)';

/**
 * The statement that squares the points of the reviews `which` selects (SQL over `reviews r`) with whether
 * the shop shows them, at the moment `at` (a placeholder, such as `?2`). A hidden review's author loses the
 * points it earned (ref `order-item-N`, reviewPointsRef) as far as `cap` goes (SQL over `h.user_id`; their
 * balance by default): points spent stay spent, and several hidden reviews of one author take no more than
 * the cap together. Shown again, they get back what was taken. Nothing when they already match, so running
 * it again writes nothing; its ref counts the item's changes (`order-item-N:1`, `:2`…). A shop's seeded
 * review has no author to credit.
 *
 * It runs when a review is hidden or shown (db/ops-reviews.ts), and when a cancelled order gives its
 * redeemed points back (db/order-release.ts), capped there at what the order gave back: points a hidden
 * review could not take back because they were spent on that order would otherwise come back with them.
 */
export function squareReviewPointsSql(which: string, at: string, cap = BALANCE): string {
  const ofItem = `user_id = r.user_id AND kind = 'review'`;
  return `WITH held AS (
      SELECT r.id, r.user_id, r.hidden_at IS NOT NULL AS hidden, 'order-item-' || r.order_item_id AS ref,
        COALESCE((SELECT points FROM points_ledger WHERE ${ofItem} AND ref = 'order-item-' || r.order_item_id), 0) AS earned,
        (SELECT COALESCE(SUM(points), 0) FROM points_ledger WHERE ${ofItem}
          AND (ref = 'order-item-' || r.order_item_id OR ref LIKE 'order-item-' || r.order_item_id || ':%')) AS held,
        (SELECT COUNT(*) + 1 FROM points_ledger WHERE ${ofItem} AND ref LIKE 'order-item-' || r.order_item_id || ':%') AS changes
      FROM reviews r WHERE (${which}) AND r.user_id IS NOT NULL AND r.order_item_id IS NOT NULL
    ), owed AS (
      SELECT h.user_id, h.ref, h.changes, CASE WHEN h.hidden THEN -MAX(MIN(h.held, MAX(
          MIN(${cap}, ${BALANCE})
          - (SELECT COALESCE(SUM(p.held), 0) FROM held p WHERE p.user_id = h.user_id AND p.hidden AND p.held > 0 AND p.id < h.id),
          0)), 0) ELSE h.earned - h.held END AS points
      FROM held h
    )
    INSERT INTO points_ledger (user_id, kind, ref, points, created_at)
    SELECT user_id, 'review', ref || ':' || changes, points, ${at} FROM owed WHERE points <> 0
    ON CONFLICT (user_id, kind, ref) DO NOTHING`;
}
