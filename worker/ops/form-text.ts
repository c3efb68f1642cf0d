type Form = Record<string, unknown>;

/** A posted form's field as typed, trimmed ('' when it is missing or a file). */
export const formText = (form: Form, name: string): string =>
  typeof form[name] === 'string' ? (form[name] as string).trim() : '';

/** A posted form's `fields` as typed, trimmed. */
export const typedForm = <Field extends string>(form: Form, fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, formText(form, field)])) as Record<Field, string>;

/** Every text field of a posted form as typed: what a refused form shows again. */
export const typedOf = (form: Form): Record<string, string> =>
  Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
