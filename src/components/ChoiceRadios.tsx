type Choice<T extends string> = { value: T; label: string; hint?: string };
type ChoiceRadiosProps<T extends string> = {
  legend: string;
  /** The legend repeats the section's heading: screen readers still hear it, the eye sees it once. */
  legendHidden?: boolean;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
};

/** A fieldset of radio buttons with a label and a hint each (delivery, payment plan, method, currency). */
export function ChoiceRadios<T extends string>({
  legend,
  legendHidden = false,
  name,
  value,
  choices,
  onChange,
}: ChoiceRadiosProps<T>) {
  return (
    <fieldset className="choice-list">
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>
            <strong>{choice.label}</strong>
            {choice.hint && <small>{choice.hint}</small>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
