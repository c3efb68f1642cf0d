import { z } from 'zod';
import { envelope } from './envelope';
import { moneySchema, timeSchema } from './fields';

/** A voucher (shop-wide) or coupon (one merchant's). The discount is an amount or a percentage. */
export const couponSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['voucher', 'coupon']),
  merchant_id: z.number().int().nullable(),
  title: z.string(),
  terms: z.string(),
  discount_money: moneySchema,
  discount_percent: z.number().int(),
  min_spend: moneySchema,
  left: z.number().int(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
});

/** GET /api/vouchers → live vouchers; GET /api/vouchers/:id → one; GET /api/merchants/:id/coupons → a merchant's coupons. */
export const couponListResponse = envelope(z.array(couponSchema));
export const couponResponse = envelope(couponSchema);

/** POST /api/vouchers/:id/collect and POST /api/coupons/:id/collect {token}: once per shopper while some are left (409 otherwise). */
export const collectRequest = z.object({ time: timeSchema });
export const collectResponse = envelope(z.object({ id: z.number().int(), collected: z.literal(true) }));

/** GET /api/mycoupons?token&status=unused|used|expired → the shopper's collected vouchers and coupons. */
export const myCouponsRequest = z.object({
  status: z.enum(['unused', 'used', 'expired']).default('unused'),
  time: timeSchema,
});
export const myCouponsResponse = envelope(
  z.array(
    couponSchema.extend({
      claimed_at: z.number().int(),
      used_at: z.number().int().nullable(),
      /** Its merchant has closed: listed as expired, usable again if the merchant reopens before it ends. */
      merchant_closed: z.boolean().default(false),
    }),
  ),
);
