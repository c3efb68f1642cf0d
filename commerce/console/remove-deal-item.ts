import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { readDealItem, removeDealItemStatement } from '../db/ops-deals';
import { dealItemAudit } from './save-deal-item';

/**
 * Takes a product out of a flash-deal slot, with its audit entry in one batch that raises the catalogue's
 * version (decision 027). `missing`: the product is not in that slot; nothing was written.
 */
export async function removeDealItem(
  db: D1Database,
  slotId: number,
  productId: number,
  operatorId: number,
  now: number,
): Promise<'removed' | 'missing'> {
  const before = await readDealItem(db, slotId, productId);
  if (!before) return 'missing';
  await db.batch([
    raiseCatalogueVersion(db),
    removeDealItemStatement(db, slotId, before.product_id),
    auditStatement(
      db,
      {
        operatorId,
        action: 'deal_item_remove',
        entity: 'flash_deal_item',
        entityId: `${slotId}:${before.product_id}`,
        before: dealItemAudit(before),
        after: null,
      },
      now,
    ),
  ]);
  return 'removed';
}
