import { placeRuleMessages, RULE_KEY, toErrorMap, type LooseMessages } from './messages.js';

/**
 * A core rule (sync or async) as `useSaForm` takes it: path → message, `form` for the whole form.
 * Keys may also be names listed in `fieldNames` (`country_fk` for `countryFk`).
 */
export type SaFormRule<V> = (values: V) => LooseMessages | Promise<LooseMessages>;

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => typeof (value as { then?: unknown } | null)?.then === 'function';

/**
 * Runs the rule and places its answer on the form's paths (its `form` message under RULE_KEY). A
 * sync rule answers at once (so a change's messages show in the same render); an async one later.
 * Without a rule every value is valid.
 */
export function runRule<V>(
  validate: SaFormRule<V> | undefined,
  values: V,
  fieldNames: Readonly<Record<string, string>> | undefined,
): Record<string, string> | Promise<Record<string, string>> {
  if (!validate) return {};
  const place = (messages: LooseMessages) => toErrorMap(placeRuleMessages(messages, values as object, fieldNames), RULE_KEY);
  const answer = validate(values);
  return isPromise(answer) ? answer.then(place) : place(answer);
}

/** Calls `then` with the value now, or once the promise settles. */
export function whenReady<T>(value: T | Promise<T>, then: (value: T) => void): void {
  if (isPromise(value)) void value.then(then);
  else then(value);
}
