/**
 * A record of catalogue words by code (`{ C: 'favouriteTabCourses', … }` → `{ C: 'Courses', … }`) whose
 * values are read when used, so a module can keep the record at its top level and still show the
 * current locale's words (a word read while the module loads would stay in that locale).
 */
export function wordsByKey<C extends object, K extends string>(catalogue: C, keys: Readonly<Record<K, keyof C & string>>): Readonly<Record<K, string>> {
  const words = {} as Record<K, string>;
  for (const code of Object.keys(keys) as K[]) {
    Object.defineProperty(words, code, { enumerable: true, get: () => catalogue[keys[code]] as string });
  }
  return Object.freeze(words);
}
