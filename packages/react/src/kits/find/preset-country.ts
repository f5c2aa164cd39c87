import { useEffect } from 'react';

type Countries = { countries: ReadonlyArray<{ id: number; name: string }> };

/** The preset country's id: a number or digits as an id, otherwise a country name. */
export function presetCountryId(data: Countries | null, country: string | number | undefined): number | null {
  if (country === undefined || country === '' || !data) return null;
  const text = String(country).trim().toLowerCase();
  const found = data.countries.find((candidate) => String(candidate.id) === text || candidate.name.toLowerCase() === text);
  return found ? found.id : null;
}

/**
 * A preset country (its id or its name, any case), once the lists know it: chosen — through `choose`,
 * which resets the finer choices — whenever the form's country is another, and returned as the fixed
 * country (null without a preset, or before the lists arrived).
 */
export function usePresetCountry(data: Countries | null, country: string | number | undefined, current: number, choose: (countryFk: number) => void): number | null {
  const fixedCountry = presetCountryId(data, country);
  useEffect(() => {
    if (fixedCountry !== null && current !== fixedCountry) choose(fixedCountry);
    // `choose` sets the form's values: only the preset and the current country matter.
  }, [fixedCountry, current]);
  return fixedCountry;
}

/** A form's empty values, keeping the fixed country (Clear with a preset country). */
export const emptyWithCountry = <V extends { countryFk: number }>(empty: V, fixedCountry: number | null): V =>
  fixedCountry !== null ? { ...empty, countryFk: fixedCountry } : empty;
