import type { Lang } from '../lib/lang';

/**
 * Member grades by lifetime points earned (redemptions do not lower a grade; the shop's adjustments do not count,
 * nor a review's points while the shop hides it: db/points.ts).
 */
export const GRADES = [
  { level: 0, from: 0, name: { en: 'Member', km: 'សមាជិក' } },
  { level: 1, from: 500, name: { en: 'Silver', km: 'ប្រាក់' } },
  { level: 2, from: 2000, name: { en: 'Gold', km: 'មាស' } },
  { level: 3, from: 5000, name: { en: 'Platinum', km: 'ប្លាទីន' } },
] as const;

/** The grade for `earned` points and the progress (0-100) towards the next one, if any. */
export function gradeOf(earned: number, lang: Lang) {
  const index = GRADES.findLastIndex((grade) => earned >= grade.from);
  const grade = GRADES[Math.max(0, index)]!;
  const next = GRADES[index + 1];
  return {
    level: grade.level,
    grade: grade.name[lang],
    next_grade: next ? next.name[lang] : null,
    next_points: next ? next.from - earned : 0,
    progress: next ? Math.floor(((earned - grade.from) / (next.from - grade.from)) * 100) : 100,
  };
}

/** How a ledger row is named in each language. */
export const POINTS_KIND_NAMES = {
  checkin: { en: 'Daily check-in', km: 'ចុះវត្តមានប្រចាំថ្ងៃ' },
  purchase: { en: 'Purchase', km: 'ការទិញ' },
  review: { en: 'Review', km: 'ការវាយតម្លៃ' },
  redemption: { en: 'Redeemed', km: 'ការប្ដូរពិន្ទុ' },
  adjustment: { en: 'Adjusted by the shop', km: 'កែតម្រូវដោយហាង' },
} as const;

/** A review's points taken back when the shop hid it (a `review` row below 0: db/square-review-points.ts). */
const REVIEW_HIDDEN_NAME = { en: 'Review hidden by the shop', km: 'ការវាយតម្លៃត្រូវបានលាក់ដោយហាង' } as const;

/** Points used on an order, and given back when it was cancelled or refunded, name the order. */
const REDEMPTION_NAMES = {
  used: { en: (order: string) => `Used on order #${order}`, km: (order: string) => `បានប្រើលើការបញ្ជាទិញ #${order}` },
  returned: {
    en: (order: string) => `Returned from order #${order}`,
    km: (order: string) => `បានប្រគល់វិញពីការបញ្ជាទិញ #${order}`,
  },
} as const;

/** What an order earned, and what its refunds took back (db/purchase-points.ts). */
const PURCHASE_NAMES = {
  earned: { en: (order: string) => `Earned on order #${order}`, km: (order: string) => `ទទួលបានពីការបញ្ជាទិញ #${order}` },
  deposit: {
    en: (order: string) => `Earned on the down payment of order #${order}`,
    km: (order: string) => `ទទួលបានពីប្រាក់កក់នៃការបញ្ជាទិញ #${order}`,
  },
  refund: {
    en: (order: string) => `Taken back: refund on order #${order}`,
    km: (order: string) => `ដកវិញ៖ ការសងប្រាក់វិញលើការបញ្ជាទិញ #${order}`,
  },
} as const;

/** A refund the shop paid in points (an adjustment, ref `refund-R`). */
const REFUND_IN_POINTS_NAME = { en: 'Refund paid in points', km: 'ការសងប្រាក់វិញជាពិន្ទុ' } as const;

/** The name of a ledger row in `lang`, for the shopper's history and the console's. */
export function pointsRowName(
  row: { kind: keyof typeof POINTS_KIND_NAMES; ref: string; points: number },
  lang: Lang,
): string {
  const order = row.kind === 'redemption' ? /^order-(\d+)(:returned)?$/.exec(row.ref) : null;
  if (order) return REDEMPTION_NAMES[order[2] ? 'returned' : 'used'][lang](order[1]!);
  const purchase = row.kind === 'purchase' ? /^order-(\d+)(?::(deposit|refund)(?:-\d+)?)?$/.exec(row.ref) : null;
  if (purchase)
    return PURCHASE_NAMES[(purchase[2] as 'deposit' | 'refund' | undefined) ?? 'earned'][lang](purchase[1]!);
  if (row.kind === 'adjustment' && /^refund-\d+$/.test(row.ref)) return REFUND_IN_POINTS_NAME[lang];
  return (row.kind === 'review' && row.points < 0 ? REVIEW_HIDDEN_NAME : POINTS_KIND_NAMES[row.kind])[lang];
}
