import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { readPromotionItem, removePromotionItemStatement } from '../db/ops-content';

/**
 * Takes a product out of a promotion, back to its own price, with its audit entry in one batch that raises
 * the catalogue's version, so cached cards follow. `missing`: the product is not in that promotion; nothing
 * was written.
 */
export async function removePromotionItem(
  db: D1Database,
  promotionId: number,
  productId: number,
  operatorId: number,
  now: number,
): Promise<'removed' | 'missing'> {
  const before = await readPromotionItem(db, promotionId, productId);
  if (!before) return 'missing';
  await db.batch([
    removePromotionItemStatement(db, promotionId, productId),
    auditStatement(
      db,
      {
        operatorId,
        action: 'promotion_item_remove',
        entity: 'promotion_item',
        entityId: `${promotionId}:${productId}`,
        before: { promoCents: before.promo_cents },
        after: null,
      },
      now,
    ),
    raiseCatalogueVersion(db),
  ]);
  return 'removed';
}
