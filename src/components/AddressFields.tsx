import type { OrderAddress } from '../api/contract/orders';
import { useI18n } from '../i18n/use-i18n';

export type AddressDraft = Record<keyof OrderAddress, string>;
export const EMPTY_ADDRESS: AddressDraft = { name: '', phone: '', province_code: '', district: '', commune: '', village: '', street: '', house: '', landmark: '' };

type AddressFieldsProps = {
  value: AddressDraft;
  provinces: { province_code: string; name: string; fee: string }[];
  onChange: (value: AddressDraft) => void;
};

const TEXT_FIELDS: [keyof OrderAddress, boolean][] = [
  ['district', true], ['commune', true], ['village', false], ['street', false], ['house', false], ['landmark', false],
];

/**
 * A Cambodian delivery address: recipient and phone, then province or capital → district (khan) →
 * commune (sangkat) → village, street, house number and a landmark.
 */
export function AddressFields({ value, provinces, onChange }: AddressFieldsProps) {
  const { t } = useI18n();
  const set = (key: keyof OrderAddress) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <fieldset className="address-fields">
      <legend>{t('checkout.confirm.address')}</legend>
      <label className="field">
        <span>{t('checkout.form.name')}</span>
        <input name="name" autoComplete="name" required value={value.name} onChange={set('name')} />
      </label>
      <label className="field">
        <span>{t('checkout.form.phone')}</span>
        <input name="phone" type="tel" inputMode="tel" autoComplete="tel-national" required value={value.phone} onChange={set('phone')} />
      </label>
      <label className="field">
        <span>{t('checkout.form.province')}</span>
        <select name="province_code" required value={value.province_code} onChange={set('province_code')}>
          <option value="">{t('checkout.form.choose')}</option>
          {provinces.map((province) => (
            <option key={province.province_code} value={province.province_code}>
              {province.name} (${province.fee})
            </option>
          ))}
        </select>
      </label>
      {TEXT_FIELDS.map(([key, required]) => (
        <label key={key} className="field">
          <span>{t(`checkout.form.${key}`)}</span>
          <input name={key} required={required} value={value[key]} onChange={set(key)} />
        </label>
      ))}
    </fieldset>
  );
}
