import type { EditedField } from '../../commerce/contract/console/products';
import { formatUsd } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import type { Lang } from '../../lib/lang';
import type { OpsMessages } from './ops-messages';

/** A field an edit or an import names: an edited one, or the stock. */
type NamedField = EditedField | 'stock';

/** A field's label, as the product form names it. */
export function fieldLabel(field: NamedField, m: OpsMessages['products']): string {
  if (field === 'price_cents') return m.fields.price;
  if (field === 'compare_cents') return m.fields.compare;
  if (field === 'earnest_cents') return m.terms.down_payment;
  if (field === 'ships_at') return m.terms.ships_on;
  if (field === 'hidden') return m.terms.hidden;
  return m.fields[field];
}

/** A field's value as a person reads it: dollars for prices, yes or no for marks, the day for a ship date. */
export function fieldValue(field: NamedField, value: string | number | null, lang: Lang, m: OpsMessages['products']) {
  if (value === null || value === '') return m.none_;
  if (field.endsWith('_cents')) return formatUsd(Number(value));
  if (field === 'is_preorder' || field === 'hidden') return value ? m.yes : m.no;
  if (field === 'ships_at') return formatDate(Number(value), lang);
  return String(value);
}

/** When, in Phnom Penh: the day and the time. */
export const whenText = (at: number, lang: Lang) => `${formatDate(at, lang)} ${formatTime(at)}`;
