import type { FormErrors } from '@mantine/form';

/** A core rule's answer: field → the specification's message; `form` for the form as a whole. */
export type RuleMessages = Readonly<Partial<Record<string, string>>>;

/** Names a rule or the server gives a field when they differ from its path: `{ country_fk: 'countryFk' }`. */
export type FieldNames = Readonly<Record<string, string>>;

/** The key of the message about the whole form among a form's errors: `form.errors.form`. */
export const FORM_ERROR = 'form';

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);

/**
 * The form's path for a name a rule or the server uses: its entry in `names`, else the name itself
 * (`rows[1].score` read as `rows.1.score`) when the values have that field, else undefined.
 */
export function pathOf(values: object, name: string, names?: FieldNames): string | undefined {
  const mapped = names?.[name];
  if (mapped) return mapped;
  const path = name.replace(/\[(\w+)\]/g, '.$1');
  return valueAt(values, path) === undefined ? undefined : path;
}

/**
 * Messages placed on the form's paths (Mantine's errors). A message for a name the form does not have
 * becomes the form's message (when it has none), so a rule's or the server's words are never lost.
 */
export function placeMessages(messages: RuleMessages, values: object, names?: FieldNames): FormErrors {
  const errors: Record<string, string> = {};
  let stray: string | undefined;
  for (const [name, message] of Object.entries(messages)) {
    if (!message) continue;
    const path = name === FORM_ERROR ? FORM_ERROR : pathOf(values, name, names);
    if (path) errors[path] = message;
    else stray ??= message;
  }
  if (stray && !errors[FORM_ERROR]) errors[FORM_ERROR] = stray;
  return errors;
}

/**
 * A core rule as Mantine's `validate` option: `useForm({ validate: ruleErrors(validateLogin) })`. Its
 * messages go on the fields (names mapped through `names`), its `form` message to `form.errors.form`.
 */
export function ruleErrors<V extends object>(rule: (values: V) => RuleMessages, names?: FieldNames): (values: V) => FormErrors {
  return (values) => placeMessages(rule(values), values, names);
}

/** The forms (by their `reset`, which Mantine keeps the same for a form's life) that have shown messages. */
const checked = new WeakSet<object>();

/**
 * For `useForm({ onValuesChange: () => recheckShown(form) })`: once the form has shown messages (a
 * refused submit, or the server's), every change runs the whole rule again, so cross-field and form
 * messages follow the values and the server's message goes. Before that, typing shows nothing.
 */
export function recheckShown(form: { errors: FormErrors; validate: () => unknown; reset: () => void }): void {
  if (Object.keys(form.errors).length > 0) checked.add(form.reset);
  if (checked.has(form.reset)) form.validate();
}
