import type { CodeAmount } from '../../commerce/contract/console/payments';
import type { Lang } from '../../lib/lang';
import { formatCharge, formatUsd, groupDigits } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';

/** How the console's payment lists write their values: moments, transaction ids and money. */

/** A moment: the Phnom Penh day and time. */
export const moment = (seconds: number, lang: Lang) => `${formatDate(seconds, lang)} ${formatTime(seconds)}`;

/** A rail's transaction id without the rail's prefix ("bakong:9f3…" → "9f3…"): what the bank's own app shows. */
export const transactionId = (reference: string) => reference.replace(/^[a-z]+:/, '');

/** What a KHQR code asked for, as the console writes money: dollars, and the riel beside them when the code was in riel. */
export const codeAmountText = ({ cents, currency, minor }: CodeAmount) =>
  currency === 'KHR' ? `${formatUsd(cents)} · ${formatCharge('KHR', minor)}` : formatUsd(cents);

/**
 * What a Bakong transaction paid, in its own currency as Bakong gives it (dollars with cents, or whole
 * riel); another currency is written as Bakong named it.
 */
export function paidText({ amount, currency }: { amount: number | null; currency: string | null }): string {
  if (amount === null) return '—';
  if (currency === 'USD') return formatUsd(Math.round(amount * 100));
  if (currency === 'KHR') return `${groupDigits(amount)}៛`;
  return `${amount} ${currency ?? ''}`.trim();
}
