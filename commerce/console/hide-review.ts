import type { ReviewRecord } from '../contract/console/reviews';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { reviewShownStatements } from '../db/ops-reviews';

/**
 * Hides (`hide`) a review from the shop or shows it again, in one batch: the change, its audit entry
 * (written only when this batch changed it: a race with another leaves one entry), its author's points
 * squared with it, its product's stars counted again, and the catalogue's version raised (the stars show
 * on the product's cards in every list). `already`: the review already was so (a second press, another
 * operator), and nothing was written; `changed`: the batch ran, so the edge forgets its catalogue.
 */
export async function hideReview(
  db: D1Database,
  review: Pick<ReviewRecord, 'id' | 'hidden_at'>,
  hide: boolean,
  operatorId: number,
  now: number,
): Promise<'changed' | 'already'> {
  if ((review.hidden_at !== null) === hide) return 'already';
  const [shown, points, recount] = reviewShownStatements(db, review.id, hide, now);
  await db.batch([
    shown,
    // Only when this press changed it: a race with another leaves one entry.
    auditStatement(
      db,
      {
        operatorId,
        action: hide ? 'review_hide' : 'review_show',
        entity: 'review',
        entityId: String(review.id),
        before: { hidden_at: review.hidden_at },
        after: { hidden_at: hide ? now : null },
      },
      now,
      true,
    ),
    points,
    recount,
    // The product's stars show on its cards in every list.
    raiseCatalogueVersion(db),
  ]);
  return 'changed';
}
