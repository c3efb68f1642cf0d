import type { MerchantRecord } from '../contract/console/catalogue';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { closeMerchantStatements, reopenMerchantStatements } from '../db/ops-catalogue';

type Merchant = Pick<MerchantRecord, 'id' | 'closed_at'>;

/**
 * The batch of a closing or reopening: its first statement, the audit entry (only when that statement
 * changed something, so a race with another press leaves one entry), the rest, and the catalogue's version
 * raised, since the merchant's products leave or come back to the shop's lists (decision 027).
 */
async function changeClosure(
  db: D1Database,
  merchant: Merchant,
  statements: [D1PreparedStatement, ...D1PreparedStatement[]],
  closedAt: number | null,
  operatorId: number,
  now: number,
): Promise<void> {
  const [change, ...rest] = statements;
  const entry = {
    operatorId,
    action: closedAt === null ? 'merchant_reopen' : 'merchant_close',
    entity: 'merchant',
    entityId: String(merchant.id),
    before: { closed_at: merchant.closed_at },
    after: { closed_at: closedAt },
  };
  await db.batch([change, auditStatement(db, entry, now, true), ...rest, raiseCatalogueVersion(db)]);
}

/**
 * Closes a merchant that left the programme (migration 0122): its page, list entries, coupons and products
 * leave the shop at once, and the products it hid are listed so reopening brings back only those. The
 * caller forgets the cached epoch after it.
 */
export async function closeMerchant(
  db: D1Database,
  merchant: Merchant,
  operatorId: number,
  now: number,
): Promise<void> {
  await changeClosure(db, merchant, closeMerchantStatements(db, merchant.id, now), now, operatorId, now);
}

/**
 * Reopens a closed merchant: what its closing took comes back (a product hidden on its own before stays
 * hidden). The caller forgets the cached epoch after it.
 */
export async function reopenMerchant(
  db: D1Database,
  merchant: Merchant,
  operatorId: number,
  now: number,
): Promise<void> {
  await changeClosure(db, merchant, reopenMerchantStatements(db, merchant.id), null, operatorId, now);
}
