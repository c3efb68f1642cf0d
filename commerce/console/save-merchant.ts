import { batchLanded } from '../batch-landed';
import type { MerchantFields, MerchantRecord } from '../contract/console/catalogue';
import { auditStatement } from '../db/operators';
import { saveMerchantStatement } from '../db/ops-catalogue';
import { withoutCount } from './without-count';

/**
 * Saves a merchant from an operator's checked form: a new one (`stored` null), joining `now`, or the stored
 * one, with its audit entry (the merchant as it was, without its product count, and as saved) in one batch.
 * `busy`: a constraint refused the batch (another add took the new one's id first); nothing was written.
 */
export async function saveMerchant(
  db: D1Database,
  stored: MerchantRecord | null,
  merchant: MerchantFields,
  operatorId: number,
  now: number,
): Promise<'saved' | 'busy'> {
  const saved = await saveMerchantStatement(db, stored, merchant, now);
  const landed = await batchLanded(db, [
    saved.statement,
    auditStatement(
      db,
      {
        operatorId,
        action: stored ? 'merchant_edit' : 'merchant_add',
        entity: 'merchant',
        entityId: String(saved.id),
        before: stored && withoutCount(stored),
        after: merchant,
      },
      now,
    ),
  ]);
  return landed ? 'saved' : 'busy';
}
