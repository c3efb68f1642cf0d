import type { OpsSlot } from '../contract/console/deals';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { removeSlotStatements } from '../db/ops-deals';

/**
 * Removes a flash-deal slot that has not started by `now`, and its products' deals, with its audit entry in
 * one batch that raises the catalogue's version (decision 027). `started`: a slot that has started stays, as
 * orders name it and the shop's cached prices count its window; nothing was written.
 */
export async function removeSlot(
  db: D1Database,
  stored: OpsSlot,
  operatorId: number,
  now: number,
): Promise<'removed' | 'started'> {
  if (stored.starts_at <= now) return 'started';
  const { id, ...before } = stored;
  await db.batch([
    raiseCatalogueVersion(db),
    ...removeSlotStatements(db, id),
    auditStatement(
      db,
      { operatorId, action: 'slot_remove', entity: 'flash_deal_slot', entityId: String(id), before, after: null },
      now,
    ),
  ]);
  return 'removed';
}
