import type { BrandRecord } from '../contract/console/catalogue';
import { auditStatement } from '../db/operators';
import { removeBrandStatement } from '../db/ops-catalogue';
import { withoutCount } from './without-count';

/**
 * Removes a brand no product names, with its audit entry (the brand as it was, without its product count)
 * in the same batch. The delete itself checks that no product names it: `kept` when one was given this
 * brand since it was read; it stays, and nothing was audited.
 */
export async function removeBrand(
  db: D1Database,
  stored: BrandRecord,
  operatorId: number,
  now: number,
): Promise<'removed' | 'kept'> {
  const [removed] = await db.batch([
    removeBrandStatement(db, stored.id),
    auditStatement(
      db,
      {
        operatorId,
        action: 'brand_remove',
        entity: 'brand',
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
