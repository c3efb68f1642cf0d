import { OpsConfirmBox } from './OpsConfirmBox';

/** One field of a catalogue form: a line of text, a longer text, or a choice from a list. */
export type CatalogueField = {
  name: string;
  label: string;
  value: string;
  kind?: 'long' | 'number';
  /** A list to choose from; `empty` is its first choice's words, when an empty choice is allowed. */
  options?: { choices: { id: number; name: string }[]; empty?: string };
  optional?: boolean;
};

/** The language of a field's text, by its name: `name_km` is typed in Khmer. */
const langOf = (name: string) => (name.endsWith('_km') ? 'km' : name.endsWith('_en') ? 'en' : undefined);

/**
 * A catalogue record's form (category, brand or merchant): its fields as typed, posted whole, with `hidden`
 * ones; `confirm`, for what cannot be taken back, is a box to tick before it is sent (posted as confirm=1).
 */
export function OpsCatalogueForm({
  action,
  fields,
  save,
  hidden = {},
  confirm,
}: {
  action: string;
  fields: CatalogueField[];
  save: string;
  hidden?: Record<string, string>;
  confirm?: string;
}) {
  return (
    <form className="ops-form" method="post" action={action}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => (
        <label key={field.name} htmlFor={field.name} className={field.kind === 'long' ? 'ops-wide' : undefined}>
          {field.label}
          {field.options ? (
            <select
              id={field.name}
              name={field.name}
              defaultValue={field.value}
              required={field.options.empty === undefined}
            >
              {field.options.empty === undefined ? (
                <option value="" />
              ) : (
                <option value="">{field.options.empty}</option>
              )}
              {field.options.choices.map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </option>
              ))}
            </select>
          ) : field.kind === 'long' ? (
            <textarea
              id={field.name}
              name={field.name}
              lang={langOf(field.name)}
              required={!field.optional}
              rows={4}
              maxLength={2000}
              defaultValue={field.value}
            />
          ) : (
            <input
              id={field.name}
              name={field.name}
              lang={langOf(field.name)}
              required={!field.optional}
              maxLength={field.kind === 'number' ? 4 : 200}
              inputMode={field.kind === 'number' ? 'numeric' : undefined}
              defaultValue={field.value}
            />
          )}
        </label>
      ))}
      {confirm && <OpsConfirmBox text={confirm} />}
      <button type="submit">{save}</button>
    </form>
  );
}
