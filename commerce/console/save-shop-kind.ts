import { batchLanded } from '../batch-landed';
import type { ShopKindFields, ShopKindRecord } from '../contract/console/catalogue';
import { auditStatement } from '../db/operators';
import { saveShopKindStatement } from '../db/ops-catalogue';

/**
 * Saves a kind of shop (a business category) from an operator's checked form: a new one (`stored` null) or
 * the stored one, with its audit entry (its fields as they were and as saved) in one batch. `busy`: a
 * constraint refused the batch (another add took the new one's id first); nothing was written.
 */
export async function saveShopKind(
  db: D1Database,
  stored: ShopKindRecord | null,
  kind: ShopKindFields,
  operatorId: number,
  now: number,
): Promise<'saved' | 'busy'> {
  const saved = await saveShopKindStatement(db, stored, kind);
  const landed = await batchLanded(db, [
    saved.statement,
    auditStatement(
      db,
      {
        operatorId,
        action: stored ? 'shop_kind_edit' : 'shop_kind_add',
        entity: 'business_category',
        entityId: String(saved.id),
        before: stored && { name_en: stored.name_en, name_km: stored.name_km, image: stored.image, sort: stored.sort },
        after: kind,
      },
      now,
    ),
  ]);
  return landed ? 'saved' : 'busy';
}
