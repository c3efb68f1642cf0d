import type { CategoryRecord } from '../contract/console/catalogue';
import { auditStatement } from '../db/operators';
import { removeCategoryStatement } from '../db/ops-catalogue';
import { withoutCount } from './without-count';

/**
 * Removes an empty goods category, with its audit entry (the category as it was, without its product count)
 * in the same batch. The delete itself checks that nothing is in it: `kept` when a product, subcategory or
 * brand was saved into it since it was read; it stays, and nothing was audited.
 */
export async function removeCategory(
  db: D1Database,
  stored: CategoryRecord,
  operatorId: number,
  now: number,
): Promise<'removed' | 'kept'> {
  const [removed] = await db.batch([
    removeCategoryStatement(db, stored.id),
    auditStatement(
      db,
      {
        operatorId,
        action: 'category_remove',
        entity: 'category',
        entityId: String(stored.id),
        before: withoutCount(stored),
        after: null,
      },
      now,
      true,
    ),
  ]);
  return removed?.meta.changes ? 'removed' : 'kept';
}
