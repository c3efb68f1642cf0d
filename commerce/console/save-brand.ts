import { batchLanded } from '../batch-landed';
import type { BrandFields, BrandRecord } from '../contract/console/catalogue';
import { auditStatement } from '../db/operators';
import { saveBrandStatements } from '../db/ops-catalogue';
import { withoutCount } from './without-count';

/**
 * Saves a brand from an operator's checked form: a new one (`stored` null) or the stored one, with its
 * products' search index rows when renamed and its audit entry (the brand as it was, without its product
 * count, and as saved) in one batch. `busy`: a constraint refused the batch (another add took the new one's
 * id first); nothing was written.
 */
export async function saveBrand(
  db: D1Database,
  stored: BrandRecord | null,
  brand: BrandFields,
  operatorId: number,
  now: number,
): Promise<'saved' | 'busy'> {
  const saved = await saveBrandStatements(db, stored, brand);
  const landed = await batchLanded(db, [
    ...saved.statements,
    auditStatement(
      db,
      {
        operatorId,
        action: stored ? 'brand_edit' : 'brand_add',
        entity: 'brand',
        entityId: String(saved.id),
        before: stored && withoutCount(stored),
        after: brand,
      },
      now,
    ),
  ]);
  return landed ? 'saved' : 'busy';
}
