import type { Lang } from '../../lib/lang';
import type { MerchantChoice } from '../../commerce/contract/console/orders';
import { OpsMerchantSelect } from './OpsMerchantSelect';
import { OPS_MESSAGES } from './ops-messages';

/** A voucher form's fields as typed (or as stored, for the edit page), by input name. */
export type VoucherTyped = Record<string, string>;

/** The fields of a voucher or coupon, for adding one and editing one; a coupon's merchant is picked by name. */
export function OpsVoucherForm({
  lang,
  action,
  typed,
  merchants,
  submit,
}: {
  lang: Lang;
  action: string;
  typed: VoucherTyped;
  merchants: MerchantChoice[];
  submit: string;
}) {
  const m = OPS_MESSAGES[lang].vouchers;
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <label>
      {label}
      <input name={name} defaultValue={typed[name] ?? ''} {...props} />
    </label>
  );
  return (
    <form className="ops-form" method="post" action={action}>
      <label>
        {m.kind}
        <select name="kind" defaultValue={typed.kind ?? 'voucher'}>
          <option value="voucher">{m.kinds.voucher}</option>
          <option value="coupon">{m.kinds.coupon}</option>
        </select>
      </label>
      <OpsMerchantSelect
        lang={lang}
        label={m.merchant}
        name="merchant_id"
        value={typed.merchant_id ?? ''}
        none={m.noMerchant}
        merchants={merchants}
      />
      {field('title_en', m.titleEn, { required: true, maxLength: 80 })}
      {field('title_km', m.titleKm, { required: true, maxLength: 80, lang: 'km' })}
      {field('terms_en', m.termsEn, { maxLength: 500 })}
      {field('terms_km', m.termsKm, { maxLength: 500, lang: 'km' })}
      <label>
        {m.valueKind}
        <select name="value_kind" defaultValue={typed.value_kind ?? 'dollars'}>
          <option value="dollars">{m.dollars}</option>
          <option value="percent">{m.percent}</option>
        </select>
      </label>
      {field('value', m.value, { required: true, inputMode: 'decimal' })}
      {field('min_spend', m.minSpend, { inputMode: 'decimal' })}
      {field('total', m.total, { required: true, inputMode: 'numeric' })}
      {field('starts_at', m.startsAt, { type: 'datetime-local', required: true })}
      {field('ends_at', m.endsAt, { type: 'datetime-local', required: true })}
      <p className="ops-muted">{m.oneEach}</p>
      <button type="submit">{submit}</button>
    </form>
  );
}
