/** A row of a place list with its country (states) or its country and state (cities). */
type InCountry = { countryFk: number };
type InState = { countryFk: number; stateFk: number };

/** The rows of a country (0: any country). */
export const inCountry = <T extends InCountry>(rows: readonly T[], countryFk: number): T[] =>
  rows.filter((row) => countryFk === 0 || row.countryFk === countryFk);

/** The rows of a country and a state (0: any). */
export const inCountryAndState = <T extends InState>(rows: readonly T[], countryFk: number, stateFk: number): T[] =>
  rows.filter((row) => (countryFk === 0 || row.countryFk === countryFk) && (stateFk === 0 || row.stateFk === stateFk));

/** The names of a form's id fields (0 = any). */
type IdKey<V> = { [K in keyof V]: V[K] extends number ? K : never }[keyof V];

/** For each field, the finer choices that no longer belong once it changes (country → state, city). */
export type ChoiceResets<V> = { readonly [K in keyof V]?: readonly IdKey<V>[] };

/** The values with one choice made: the finer choices that depend on it reset to 0 (any). */
export function withChoice<V extends object, K extends keyof V>(values: V, name: K, value: V[K], resets: ChoiceResets<V>): V {
  const next = { ...values, [name]: value };
  for (const finer of resets[name] ?? []) (next as Record<IdKey<V>, number>)[finer] = 0;
  return next;
}
