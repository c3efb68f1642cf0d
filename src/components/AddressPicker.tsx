import { useState } from 'react';
import type { Address, LocationOptions } from '../../commerce/contract/addresses';
import { useApi } from '../api/client';
import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { addressLine } from '../lib/address-line';
import { formatRiel, formatUsd } from '../../lib/money';
import { formatMobile } from '../../lib/mobile';
import { AddressForm } from './AddressForm';
import { useAction } from '../app/use-action';

type AddressPickerProps = {
  addresses: Address[];
  /** The provinces, for the form that adds an address. */
  options: LocationOptions;
  /** What delivery to each province costs this order, in cents (official code → cents); none when the fees failed to load. */
  fees: Map<string, number>;
  value: number | null;
  onChange: (id: number) => void;
  /** The list after an address was added (it is then chosen). */
  onAdded: (addresses: Address[], id: number) => void;
};

/**
 * The shopper's saved addresses as radio buttons (each with its province's delivery fee), and the
 * account's own address form to add one: saved through /api/addresses, then chosen.
 */
export function AddressPicker({ addresses, options, fees, value, onChange, onAdded }: AddressPickerProps) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const api = useApi();
  const [adding, setAdding] = useState(addresses.length === 0);
  const { error, run } = useAction();

  const added = (id: number) =>
    run(async () => {
      const list = await api.get<Address[]>('/addresses');
      if (list.code !== 0) return list.msg;
      setAdding(false);
      onAdded(list.data, id);
    });

  return (
    <div className="address-picker">
      {addresses.length > 0 && (
        <fieldset className="choice-list">
          <legend>{t('checkout.confirm.address')}</legend>
          {addresses.map((address) => {
            const fee = fees.get(address.province.code);
            return (
              <label key={address.id} className="choice">
                <input
                  type="radio"
                  name="address"
                  value={address.id}
                  checked={value === address.id}
                  onChange={() => onChange(address.id)}
                />
                <span>
                  <strong>
                    {address.name} · {formatMobile(address.phone)}
                    {address.is_default === 1 && <span className="tag">{t('member.address.isDefault')}</span>}
                  </strong>
                  <small>{addressLine(address)}</small>
                  {address.landmark && <small>{address.landmark}</small>}
                  {fee !== undefined && (
                    <small>
                      {fee === 0
                        ? t('checkout.confirm.addressFree')
                        : t('checkout.confirm.addressFee', {
                            amount: `${formatUsd(fee)} (${formatRiel(fee, khrPerUsd)})`,
                          })}
                    </small>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {adding ? (
        <section className="address-add" aria-labelledby="address-add">
          <h3 id="address-add">{t('checkout.confirm.newAddress')}</h3>
          <AddressForm options={options} onSaved={added} />
          {addresses.length > 0 && (
            <button type="button" className="link-button" onClick={() => setAdding(false)}>
              {t('checkout.confirm.cancelNewAddress')}
            </button>
          )}
        </section>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setAdding(true)}>
          {t('checkout.confirm.addAddress')}
        </button>
      )}
    </div>
  );
}
