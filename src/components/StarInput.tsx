import { useI18n } from '../i18n/use-i18n';

type StarInputProps = { name: string; value: number; onChange: (stars: number) => void; legend: string };

/**
 * One to five stars as a native radio group: arrow keys move between stars, the focused star shows a
 * ring, and each reads "3 stars". The stars up to the chosen one are filled.
 */
export function StarInput({ name, value, onChange, legend }: StarInputProps) {
  const { t } = useI18n();
  return (
    <fieldset className="star-input">
      <legend>{legend}</legend>
      {[1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className={stars <= value ? 'star star-on' : 'star'}>
          <input
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            required
          />
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">
            {t(stars === 1 ? 'member.review.star' : 'member.review.stars', { n: stars })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
