import type { FormEvent } from 'react';
import { FormAlert } from './FormAlert';
import type { Address, LocationOptions } from '../../commerce/contract/addresses';
import { LOCATION_LEVELS } from '../../commerce/contract/choices';
import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { formatMobile, toApiMobile } from '../../lib/mobile';
import { LocationSelects, type LocationCodes } from './LocationSelects';
import { useAction } from '../app/use-action';

type Props = {
  /** The provinces, and for an edited address the children of its chosen places. */
  options: LocationOptions;
  /** The address being edited; none to add one. */
  address?: Address | null;
  /** Called with the saved address's id (the page moves on or refreshes its list). */
  onSaved: (id: number) => void | Promise<void>;
};

const codesOf = (address?: Address | null): LocationCodes => ({
  province: address?.province.code ?? '',
  district: address?.district?.code ?? '',
  commune: address?.commune?.code ?? '',
  village: address?.village?.code ?? '',
});

/**
 * The Cambodian delivery address: recipient and phone, province or capital → district or khan →
 * commune or sangkat → village, street and house, landmark. Posts to /api/addresses/add or
 * /api/addresses/:id/update; the phone may be typed in any local form and is sent as 855….
 */
export function AddressForm({ options, address, onSaved }: Props) {
  const { t } = useI18n();
  const api = useApi();
  const { error, setError, busy, run } = useAction();

  function problem(form: HTMLFormElement, data: FormData): string {
    if (!String(data.get('name') ?? '').trim()) return t('member.address.nameRequired');
    if (!toApiMobile(String(data.get('phone') ?? ''))) return t('member.address.badPhone');
    // Only the levels shown (the place above has children) are in the form.
    const empty = LOCATION_LEVELS.find(
      (level) => (form.elements.namedItem(`${level}_code`) as { value: string } | null)?.value === '',
    );
    return empty ? t('member.address.placeRequired', { level: t(`member.address.${empty}`) }) : '';
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const invalid = problem(form, data);
    setError(invalid);
    if (invalid) return;
    const body = {
      ...Object.fromEntries(data),
      phone: toApiMobile(String(data.get('phone'))),
      is_default: data.get('is_default') ? 1 : 0,
    };
    await run(async () => {
      const answer = await api.post<{ id: number }>(
        address ? `/addresses/${address.id}/update` : '/addresses/add',
        body,
      );
      if (answer.code !== 0) return answer.msg;
      await onSaved(answer.data.id);
    });
  }

  return (
    <form className="address-form" method="post" onSubmit={save} noValidate>
      <FormAlert error={error} />
      <div className="form-row">
        <label className="field">
          <span>{t('member.address.recipient')}</span>
          <input name="name" autoComplete="name" maxLength={50} defaultValue={address?.name} required />
        </label>
        <label className="field">
          <span>{t('member.address.phone')}</span>
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="012 345 678"
            defaultValue={address ? formatMobile(address.phone) : ''}
            required
          />
        </label>
      </div>
      <div className="form-row">
        <LocationSelects initialOptions={options} initialCodes={codesOf(address)} />
      </div>
      <div className="form-row">
        <label className="field">
          <span>{t('member.address.street')}</span>
          <input name="street" autoComplete="address-line1" maxLength={120} defaultValue={address?.street} />
        </label>
        <label className="field">
          <span>{t('member.address.house')}</span>
          <input name="house" autoComplete="address-line2" maxLength={60} defaultValue={address?.house} />
        </label>
      </div>
      <label className="field">
        <span>{t('member.address.landmark')}</span>
        <input
          name="landmark"
          maxLength={120}
          placeholder={t('member.address.landmarkHint')}
          defaultValue={address?.landmark}
        />
      </label>
      <label className="check">
        <input type="checkbox" name="is_default" value="1" defaultChecked={address?.is_default === 1} />
        <span>{t('member.address.setDefault')}</span>
      </label>
      <button className="button button-primary" type="submit" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? t('member.address.saving') : t('member.address.save')}
      </button>
    </form>
  );
}
