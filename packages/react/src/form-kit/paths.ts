/**
 * Typed dotted paths into a form's values (`name`, `contact.email`, `rows.1.score`), and reading a
 * value at one. Small on purpose: the form's values are plain data (objects, arrays, text, numbers,
 * yes / no, dates).
 */

/** Any form's values: a plain object (interfaces welcome). */
export type FieldValues = Record<string, any>;

/** Values a path never looks inside. */
type Leaf = null | undefined | string | number | boolean | bigint | symbol | Date | Blob;

/** How deep paths go (a limit keeps the compiler fast). */
type Prev = [never, 0, 1, 2, 3, 4, 5, 6];

/**
 * The paths of `T` whose value is assignable to `X` (every path for `unknown`); an array's items are
 * reached as `` `rows.${number}` ``.
 */
export type PathsOf<T, X = unknown, D extends number = 6> = [D] extends [never]
  ? never
  : T extends Leaf
    ? never
    : T extends readonly (infer E)[]
      ? ([E] extends [X] ? `${number}` : never) | `${number}.${PathsOf<E, X, Prev[D]>}`
      : { [K in keyof T & string]-?: ([T[K]] extends [X] ? K : never) | `${K}.${PathsOf<NonNullable<T[K]>, X, Prev[D]>}` }[keyof T & string];

/** Every path of the values, groups and arrays included. */
export type FieldPath<V> = PathsOf<V>;

/** The value at a path. */
export type PathValue<T, P extends string> = P extends `${infer K}.${infer R}`
  ? T extends readonly (infer E)[]
    ? K extends `${number}`
      ? PathValue<E, R>
      : never
    : K extends keyof T
      ? PathValue<NonNullable<T[K]>, R>
      : never
  : T extends readonly (infer E)[]
    ? P extends `${number}`
      ? E
      : never
    : P extends keyof T
      ? T[P]
      : never;

/** The paths that hold a list of rows. */
export type RowsPath<V> = PathsOf<V, readonly unknown[]>;

/** One row of the list at `P`. */
export type RowOf<V, P extends string> = PathValue<V, P> extends readonly (infer E)[] ? E : never;

/** The value at a dotted path, undefined where the values stop short of it. */
export function getIn(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === Array.prototype || proto === null;
};

/**
 * The leaf paths where `a` differs from `b` (a path whose shape changed, such as an added row, counts
 * as one). Dates compare by time.
 */
export function diffPaths(a: unknown, b: unknown, prefix = ''): string[] {
  if (Object.is(a, b)) return [];
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime() ? [] : [prefix];
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return [prefix];
  const paths: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    paths.push(...diffPaths(a[key], b[key], prefix ? `${prefix}.${key}` : key));
  }
  return paths;
}

/** A copy of plain data (objects and arrays; other values shared), so a handler cannot change the form's own values. */
export function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clonePlain(item)])) as T;
  return value;
}
