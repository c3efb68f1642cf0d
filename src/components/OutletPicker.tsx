import type { z } from 'zod';
import type { outletsResponse } from '../../commerce/contract/content';
import { useI18n } from '../i18n/use-i18n';

export type Outlet = z.infer<typeof outletsResponse>['data'][number];

type OutletPickerProps = { outlets: Outlet[]; value: number | null; onChange: (id: number) => void };

/** The pick-up stores as radio buttons: name, address, hours and a map link. */
export function OutletPicker({ outlets, value, onChange }: OutletPickerProps) {
  const { t } = useI18n();
  return (
    <fieldset className="choice-list">
      <legend>{t('checkout.confirm.outlets')}</legend>
      {outlets.map((outlet) => (
        <label key={outlet.id} className="choice">
          <input
            type="radio"
            name="outlet"
            value={outlet.id}
            checked={value === outlet.id}
            onChange={() => onChange(outlet.id)}
          />
          <span>
            <strong>{outlet.name}</strong>
            <small>{outlet.address}</small>
            <small>{t('checkout.confirm.hours', { hours: outlet.hours })}</small>
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${outlet.lat},${outlet.lng}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('checkout.confirm.map', { name: outlet.name })}
            </a>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
