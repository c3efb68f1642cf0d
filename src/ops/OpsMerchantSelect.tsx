import type { MerchantChoice } from '../../commerce/contract/console/orders';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from './ops-messages';

/** A merchant's name as the console's lists show it: a closed one says so (1 or true). */
export function merchantLabel(lang: Lang, merchant: { name: string; closed: boolean | number }): string {
  return merchant.closed ? `${merchant.name} · ${OPS_MESSAGES[lang].products.merchantClosed}` : merchant.name;
}

/** A list of merchants by name, `none` first (its value empty): the orders filter's and the coupon form's. */
export function OpsMerchantSelect({
  lang,
  label,
  name,
  value,
  none,
  merchants,
}: {
  lang: Lang;
  label: string;
  name: string;
  value: string;
  none: string;
  merchants: MerchantChoice[];
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{none}</option>
        {merchants.map((merchant) => (
          <option key={merchant.id} value={String(merchant.id)}>
            {merchantLabel(lang, merchant)}
          </option>
        ))}
      </select>
    </label>
  );
}
