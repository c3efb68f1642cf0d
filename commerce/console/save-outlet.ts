import type { OutletFields, OutletRecord } from '../contract/console/outlets';
import { auditStatement } from '../db/operators';
import { saveOutletStatement } from '../db/ops-outlets';

/**
 * Saves a pick-up outlet from an owner's checked form: a new one (`stored` null) or the stored outlet the
 * form edits, with its audit entry (the outlet as it was and as saved) in one batch. A new outlet's entry
 * names it by its English name, its id being unknown until the row is written.
 */
export async function saveOutlet(
  db: D1Database,
  stored: OutletRecord | null,
  outlet: OutletFields,
  operatorId: number,
  now: number,
): Promise<void> {
  const id = stored?.id ?? null;
  await db.batch([
    saveOutletStatement(db, id, outlet),
    auditStatement(
      db,
      {
        operatorId,
        action: id === null ? 'outlet_add' : 'outlet_edit',
        entity: 'outlet',
        entityId: id === null ? outlet.name_en : String(id),
        before: stored,
        after: outlet,
      },
      now,
    ),
  ]);
}
