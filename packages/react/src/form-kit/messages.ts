import { getIn, type FieldPath } from './paths.js';

/**
 * A rule's answer, as core's rules give it: field path → the specification's message. Nested values
 * use dotted paths (`address.city`, `rows.1.score`); `form` is a message about the form as a whole.
 */
export type SaFormMessages<V> = { readonly [P in FieldPath<V> | 'form']?: string };

/** Messages under any names (a rule's, the server's) before they are placed on the form's paths. */
export type LooseMessages = Readonly<Partial<Record<string, string>>>;

/** Names a rule or the server uses for a field when they differ from its path: `{ country_fk: 'countryFk' }`. */
export type FieldNames<V> = Readonly<Record<string, FieldPath<V>>>;

/** The form's messages as the engine keeps them: path → message, flat. */
export type ErrorMap = Readonly<Record<string, string>>;

/** Where form-level messages live among the engine's errors: the rule's `form` and the server's answer. */
export const RULE_KEY = '@form';
export const SERVER_KEY = '@server';

const isFormKey = (key: string): boolean => key === RULE_KEY || key === SERVER_KEY;

/** `rows[1].score` (a server's spelling) → `rows.1.score` (a form path). */
export const normalizePath = (path: string): string => path.replace(/\[(\w+)\]/g, '.$1');

/**
 * The form's path for a name, or undefined when the values have no such field: the name itself
 * (`rows[1].score` read as `rows.1.score`) or its entry in `names`.
 */
export function pathIn(values: object, name: string, names: Readonly<Record<string, string>> | undefined): string | undefined {
  const mapped = names?.[name];
  if (mapped) return mapped;
  const path = normalizePath(name);
  return getIn(values, path) === undefined ? undefined : path;
}

/**
 * A rule's messages on the form's paths. A message for a field the values do not have becomes the
 * form's message (when it has none), so a rule's words are never silently lost.
 */
export function placeRuleMessages(messages: LooseMessages, values: object, names: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const placed: Record<string, string> = {};
  const stray: string[] = [];
  for (const [name, message] of Object.entries(messages)) {
    if (!message) continue;
    const path = name === 'form' ? 'form' : pathIn(values, name, names);
    if (path) placed[path] = message;
    else stray.push(message);
  }
  if (stray[0] && !placed.form) placed.form = stray[0];
  return placed;
}

/** Placed messages as the engine's errors (`form` under `formKey`). */
export function toErrorMap(messages: Readonly<Record<string, string | undefined>>, formKey: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    if (message) errors[path === 'form' ? formKey : normalizePath(path)] = message;
  }
  return errors;
}

/** The field paths that carry a message, in the messages' own order (form-level ones left out). */
export const errorPaths = (errors: ErrorMap): string[] => Object.keys(errors).filter((key) => !isFormKey(key));

/** True when `name` is `path` or lies inside it (`rows.1.score` inside `rows`). */
export const isWithin = (name: string, path: string): boolean => name === path || name.startsWith(`${path}.`);

/**
 * The errors after the rows of the list at `path` moved: `to(i)` is row i's new index (undefined
 * when the row is gone, its messages with it). Messages elsewhere stay as they are.
 */
export function reindexRows(errors: ErrorMap, path: string, to: (index: number) => number | undefined): Record<string, string> {
  const prefix = `${path}.`;
  const next: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = key.startsWith(prefix) ? /^(\d+)((?:\..*)?)$/.exec(key.slice(prefix.length)) : null;
    if (!match) {
      next[key] = message;
      continue;
    }
    const index = to(Number(match[1]));
    if (index !== undefined) next[`${prefix}${index}${match[2]}`] = message;
  }
  return next;
}
