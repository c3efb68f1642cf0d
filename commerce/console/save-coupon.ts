import type { CouponFields, OpsCoupon } from '../contract/console/deals';
import { batchLanded } from '../batch-landed';
import { auditStatement } from '../db/operators';
import { auditNewRowStatement, couponStatement } from '../db/ops-deals';

/**
 * Adds a voucher or coupon from an operator's checked form, with its audit entry in one batch (the entry
 * is given the new row's id in the same batch, which is known only then), and returns its id.
 */
export async function addCoupon(
  db: D1Database,
  coupon: CouponFields,
  operatorId: number,
  now: number,
): Promise<number> {
  const [inserted] = await db.batch([
    couponStatement(db, null, coupon),
    auditStatement(
      db,
      { operatorId, action: 'coupon_add', entity: 'coupon', entityId: '', before: null, after: coupon },
      now,
    ),
    auditNewRowStatement(db, 'coupons'),
  ]);
  return inserted!.meta.last_row_id;
}

/**
 * Saves the stored voucher or coupon from an operator's checked form, with its audit entry (the coupon as it
 * was, less what shoppers claimed, and as saved) in one batch. The database has the last word on a race:
 * `belowClaimed` when shoppers collected more than the new total since the form was checked (its CHECK
 * claimed <= total refused the batch), and nothing was written.
 */
export async function saveCoupon(
  db: D1Database,
  stored: OpsCoupon,
  coupon: CouponFields,
  operatorId: number,
  now: number,
): Promise<'saved' | 'belowClaimed'> {
  const { id, claimed, ...before } = stored;
  const landed = await batchLanded(db, [
    couponStatement(db, id, coupon),
    auditStatement(
      db,
      { operatorId, action: 'coupon_edit', entity: 'coupon', entityId: String(id), before, after: coupon },
      now,
    ),
  ]);
  if (!landed) return 'belowClaimed';
  return 'saved';
}
