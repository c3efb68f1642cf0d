import type { CouponFields } from '../../commerce/contract/console/deals';
import { PHNOM_PENH_OFFSET_SECONDS } from '../../lib/phnom-penh-time';
import { formText } from './form-text';

/**
 * Reading the console's voucher and flash-deal forms: each returns the typed values,
 * or the name of the first refusal (a key of the messages' `deals.errors`), so a route changes nothing
 * on bad input. Times are typed as Phnom Penh wall clock (UTC+7, no daylight saving).
 */
export type DealRefusal =
  | 'badKind'
  | 'badMerchant'
  | 'badTitle'
  | 'badTerms'
  | 'badValue'
  | 'badMinSpend'
  | 'badStock'
  | 'badDates'
  | 'badProduct'
  | 'badDealPrice'
  | 'badLimit'
  | 'badWindow'
  | 'overStock';

type Form = Record<string, unknown>;

/** "2026-11-21T12:00" in Phnom Penh to Unix seconds, or null. */
export function phnomPenhSeconds(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(ms);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return ms / 1000 - PHNOM_PENH_OFFSET_SECONDS;
}

/**
 * Dollars with at most two decimals ("12", "12.5", "0.99") to cents, or null; written as the shop shows
 * them ("$1,299.00") they are read the same.
 */
export function cents(value: string): number | null {
  const plain = value.replace(/^\$\s*/, '').replace(/,(?=\d{3}(?:[.,]|$))/g, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, part = ''] = plain.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

const whole = (value: string, min: number, max: number) => {
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/** A voucher or coupon form: a value in dollars or a percent (1–90), not both. */
export function readCouponForm(form: Form): { fields: CouponFields } | { refusal: DealRefusal } {
  const kind = form.kind === 'voucher' || form.kind === 'coupon' ? form.kind : null;
  if (!kind) return { refusal: 'badKind' };
  const merchant = formText(form, 'merchant_id');
  const merchantId = kind === 'coupon' ? whole(merchant, 1, 99_999_999) : null;
  if (kind === 'coupon' && merchantId === null) return { refusal: 'badMerchant' };
  const titleEn = formText(form, 'title_en');
  const titleKm = formText(form, 'title_km');
  const termsEn = formText(form, 'terms_en');
  const termsKm = formText(form, 'terms_km');
  if (!titleEn || !titleKm || titleEn.length > 80 || titleKm.length > 80) return { refusal: 'badTitle' };
  if (termsEn.length > 500 || termsKm.length > 500) return { refusal: 'badTerms' };
  const isPercent = form.value_kind === 'percent';
  const value = formText(form, 'value');
  const discountCents = isPercent ? 0 : cents(value);
  const discountPercent = isPercent ? whole(value, 1, 90) : 0;
  if (discountCents === null || discountPercent === null || (discountCents === 0 && discountPercent === 0))
    return { refusal: 'badValue' };
  const minSpend = cents(formText(form, 'min_spend') || '0');
  if (minSpend === null || (!isPercent && minSpend > 0 && minSpend <= discountCents)) return { refusal: 'badMinSpend' };
  const total = whole(formText(form, 'total'), 1, 1_000_000);
  if (total === null) return { refusal: 'badStock' };
  const startsAt = phnomPenhSeconds(formText(form, 'starts_at'));
  const endsAt = phnomPenhSeconds(formText(form, 'ends_at'));
  if (startsAt === null || endsAt === null || endsAt <= startsAt) return { refusal: 'badDates' };
  return {
    fields: {
      kind,
      merchant_id: merchantId,
      title_en: titleEn,
      title_km: titleKm,
      terms_en: termsEn,
      terms_km: termsKm,
      discount_cents: discountCents,
      discount_percent: discountPercent,
      min_spend_cents: minSpend,
      total,
      starts_at: startsAt,
      ends_at: endsAt,
    },
  };
}

/** A new flash-deal slot: titles, a window, and whether it comes back each day (then at most a day long). */
export function readSlotForm(
  form: Form,
):
  | { refusal: DealRefusal }
  | { slot: { title_en: string; title_km: string; starts_at: number; ends_at: number; repeats_daily: 0 | 1 } } {
  const [titleEn, titleKm] = [formText(form, 'title_en'), formText(form, 'title_km')];
  if (!titleEn || !titleKm || titleEn.length > 80 || titleKm.length > 80) return { refusal: 'badTitle' };
  const startsAt = phnomPenhSeconds(formText(form, 'starts_at'));
  const endsAt = phnomPenhSeconds(formText(form, 'ends_at'));
  const repeats = form.repeats_daily === '1' ? 1 : 0;
  if (startsAt === null || endsAt === null || endsAt <= startsAt || (repeats && endsAt - startsAt > 86_400))
    return { refusal: 'badWindow' };
  return {
    slot: { title_en: titleEn, title_km: titleKm, starts_at: startsAt, ends_at: endsAt, repeats_daily: repeats },
  };
}

/** A one-off window that has already ended at `now`: it would never show, and a slot that has started stays. */
export const windowOver = (slot: { ends_at: number; repeats_daily: 0 | 1 }, now: number) =>
  !slot.repeats_daily && slot.ends_at <= now;

/** The product id a deal item's form names, or null. */
export const productIdOf = (form: Form) => whole(formText(form, 'product_id'), 1, 99_999_999);

/** A deal item's numbers; the price is checked against the product's own by the caller (`priceCents`). */
export function readItemForm(
  form: Form,
  productId: number | null,
  product: { price: number; deposit: number; stock: number } | null,
): { refusal: DealRefusal } | { item: { productId: number; dealCents: number; stock: number; limit: number } } {
  if (productId === null || product === null) return { refusal: 'badProduct' };
  const dealCents = cents(formText(form, 'deal_price'));
  // As the shop counts a deal's price (db/live-deal.ts `dealCounts`): below its own, above its down payment.
  if (dealCents === null || dealCents <= product.deposit || dealCents >= product.price) {
    return { refusal: 'badDealPrice' };
  }
  const stock = whole(formText(form, 'stock'), 1, 100_000);
  if (stock === null) return { refusal: 'badStock' };
  // A deal cannot sell what the shop does not have: its orders take the product's stock too.
  if (stock > product.stock) return { refusal: 'overStock' };
  const limit = whole(formText(form, 'limit'), 1, 100);
  if (limit === null) return { refusal: 'badLimit' };
  return { item: { productId, dealCents, stock, limit } };
}
