import { useState } from 'react';
import type { Location, LocationOptions } from '../../commerce/contract/addresses';
import { LOCATION_LEVELS as LEVELS, type LocationLevel as Level } from '../../commerce/contract/choices';
import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { useAction } from '../app/use-action';

export type LocationCodes = Record<Level, string>;

type Props = {
  initialOptions: LocationOptions;
  initialCodes: LocationCodes;
  onChange?: (codes: LocationCodes) => void;
};

/**
 * Province or capital → district or khan → commune or sangkat → village: choosing a place loads its
 * children; a level shows only when the place above has children listed. Field names are `<level>_code`.
 */
export function LocationSelects({ initialOptions, initialCodes, onChange }: Props) {
  const { t } = useI18n();
  const api = useApi();
  const [options, setOptions] = useState(initialOptions);
  const [codes, setCodes] = useState(initialCodes);
  const [loading, setLoading] = useState<Level | null>(null);
  const { run } = useAction({ report: 'toast' });

  async function choose(level: Level, index: number, code: string) {
    const below = LEVELS.slice(index + 1);
    const next = { ...codes, [level]: code, ...Object.fromEntries(below.map((level) => [level, ''])) } as LocationCodes;
    setCodes(next);
    onChange?.(next);
    setOptions((current) => ({ ...current, ...Object.fromEntries(below.map((level) => [level, []])) }));
    const child = LEVELS[index + 1];
    if (!code || !child) return;
    setLoading(child);
    await run(async () => {
      const answer = await api.get<Location[]>('/locations', { parent: code });
      if (answer.code !== 0) return answer.msg;
      setOptions((current) => ({ ...current, [child]: answer.data }));
    });
    setLoading(null);
  }

  return (
    <>
      {LEVELS.map((level, index) =>
        options[level].length === 0 && loading !== level ? null : (
          <label className="field" key={level}>
            <span>{t(`member.address.${level}`)}</span>
            <select
              name={`${level}_code`}
              value={codes[level]}
              required
              disabled={loading === level}
              onChange={(event) => void choose(level, index, event.target.value)}
            >
              <option value="">
                {loading === level ? t('member.address.loadingPlaces') : t('member.address.choose')}
              </option>
              {options[level].map((place) => (
                <option key={place.code} value={place.code}>
                  {place.name}
                </option>
              ))}
            </select>
          </label>
        ),
      )}
    </>
  );
}
