import type { OpsPromotion, PromotionFields } from '../contract/console/content';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { batchLanded } from '../batch-landed';
import { auditStatement } from '../db/operators';
import { promotionStatement } from '../db/ops-content';
import { auditNewRowStatement } from '../db/ops-deals';

/** A promotion saved (its id), or refused: another promotion has the new one's slug, and nothing was written. */
export type PromotionSave = { saved: number } | { refusal: 'slugTaken' };

/**
 * Saves a promotion from an operator's checked form, its banner already stored: a new one (`stored` null;
 * its audit entry is given the new row's id in the same batch) or the stored one, its slug kept, in one
 * batch with its audit entry; a change also raises the catalogue's version, as its dates are moments its
 * products' prices change (a new one has no products yet).
 */
export async function savePromotion(
  db: D1Database,
  stored: OpsPromotion | null,
  promotion: PromotionFields,
  operatorId: number,
  now: number,
): Promise<PromotionSave> {
  if (stored === null) {
    const landed = await batchLanded(db, [
      promotionStatement(db, null, promotion),
      auditStatement(
        db,
        { operatorId, action: 'promotion_add', entity: 'promotion', entityId: '', before: null, after: promotion },
        now,
      ),
      auditNewRowStatement(db, 'promotions'),
    ]);
    if (!landed) return { refusal: 'slugTaken' };
    const [inserted] = landed;
    return { saved: inserted!.meta.last_row_id };
  }
  const { id, items, ...before } = stored;
  await db.batch([
    promotionStatement(db, id, promotion),
    auditStatement(
      db,
      { operatorId, action: 'promotion_edit', entity: 'promotion', entityId: String(id), before, after: promotion },
      now,
    ),
    raiseCatalogueVersion(db),
  ]);
  return { saved: id };
}
