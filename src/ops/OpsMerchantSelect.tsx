/** A merchant offered by name in a console form or filter. */
export type MerchantChoice = { id: number; name: string };

/** A list of merchants by name, `none` first (its value empty): the orders filter's and the coupon form's. */
export function OpsMerchantSelect({
  label,
  name,
  value,
  none,
  merchants,
}: {
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
            {merchant.name}
          </option>
        ))}
      </select>
    </label>
  );
}
