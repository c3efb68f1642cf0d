import type { OpsSlot } from '../contract/console/deals';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { auditNewRowStatement, slotStatement } from '../db/ops-deals';

/**
 * Saves a flash-deal slot from an operator's checked form: a new one (`stored` null; its audit entry is
 * given the new row's id in the same batch) or the stored one as `slot` (only its titles once it has
 * started: the route decides), with its audit entry in one batch that raises the catalogue's version, so
 * product cards in cached lists follow (decision 027).
 */
export async function saveSlot(
  db: D1Database,
  stored: OpsSlot | null,
  slot: Omit<OpsSlot, 'id'>,
  operatorId: number,
  now: number,
): Promise<void> {
  if (stored === null) {
    await db.batch([
      raiseCatalogueVersion(db),
      slotStatement(db, null, slot),
      auditStatement(
        db,
        { operatorId, action: 'slot_add', entity: 'flash_deal_slot', entityId: '', before: null, after: slot },
        now,
      ),
      auditNewRowStatement(db, 'flash_deal_slots'),
    ]);
    return;
  }
  const { id, ...before } = stored;
  await db.batch([
    raiseCatalogueVersion(db),
    slotStatement(db, id, slot),
    auditStatement(
      db,
      { operatorId, action: 'slot_edit', entity: 'flash_deal_slot', entityId: String(id), before, after: slot },
      now,
    ),
  ]);
}
