import type { MerchantChoice } from '../../worker/commerce/db/ops-orders';
import type { Lang } from '../lib/lang';
import { OPS_MESSAGES } from './ops-messages';

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
            {merchant.closed ? `${merchant.name} · ${OPS_MESSAGES[lang].products.merchantClosed}` : merchant.name}
          </option>
        ))}
      </select>
    </label>
  );
}
