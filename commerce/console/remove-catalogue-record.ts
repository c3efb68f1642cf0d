import type { BrandRecord, CategoryRecord } from '../contract/console/catalogue';
import { auditStatement } from '../db/operators';
import { removeBrandStatement, removeCategoryStatement } from '../db/ops-catalogue';
import { withoutCount } from './without-count';

/** What removing each kind of record deletes, and how its audit entry is named. */
const REMOVALS = {
  brand: { statement: removeBrandStatement, action: 'brand_remove' },
  category: { statement: removeCategoryStatement, action: 'category_remove' },
} as const;

/**
 * Removes an empty goods category, or a brand no product names, with its audit entry (the record as it
 * was, without its product count) in the same batch. The delete itself checks that nothing is in it:
 * `kept` when a product, subcategory or brand was saved into it since it was read; it stays, and
 * nothing was audited.
 */
export async function removeCatalogueRecord(
  db: D1Database,
  kind: keyof typeof REMOVALS,
  stored: BrandRecord | CategoryRecord,
  operatorId: number,
  now: number,
): Promise<'removed' | 'kept'> {
  const { statement, action } = REMOVALS[kind];
  const [removed] = await db.batch([
    statement(db, stored.id),
    auditStatement(
      db,
      { operatorId, action, entity: kind, entityId: String(stored.id), before: withoutCount(stored), after: null },
      now,
      true,
    ),
  ]);
  return removed?.meta.changes ? 'removed' : 'kept';
}
