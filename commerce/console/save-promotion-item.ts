import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { promotionItemStatement, readPromotionItem } from '../db/ops-content';

/**
 * Puts a product in a promotion at `promoCents`, or changes its promotion price, from an operator's checked
 * form, with its audit entry in one batch that raises the catalogue's version, so cached cards show the
 * price at once. `added` when the product was not in the promotion before, else `saved`.
 */
export async function savePromotionItem(
  db: D1Database,
  promotionId: number,
  item: { productId: number; promoCents: number },
  operatorId: number,
  now: number,
): Promise<'added' | 'saved'> {
  const { productId, promoCents } = item;
  const before = await readPromotionItem(db, promotionId, productId);
  await db.batch([
    promotionItemStatement(db, promotionId, productId, promoCents),
    auditStatement(
      db,
      {
        operatorId,
        action: 'promotion_item_save',
        entity: 'promotion_item',
        entityId: `${promotionId}:${productId}`,
        before: before && { promoCents: before.promo_cents },
        after: { promoCents },
      },
      now,
    ),
    raiseCatalogueVersion(db),
  ]);
  return before ? 'saved' : 'added';
}
