/** A row of a place list with its country (states) or its country and state (cities). */
type InCountry = { countryFk: number };
type InState = { countryFk: number; stateFk: number };

/** The rows of a country (0: any country). */
export const inCountry = <T extends InCountry>(rows: readonly T[], countryFk: number): T[] =>
  rows.filter((row) => countryFk === 0 || row.countryFk === countryFk);

/** The rows of a country and a state (0: any). */
export const inCountryAndState = <T extends InState>(rows: readonly T[], countryFk: number, stateFk: number): T[] =>
  rows.filter((row) => (countryFk === 0 || row.countryFk === countryFk) && (stateFk === 0 || row.stateFk === stateFk));
