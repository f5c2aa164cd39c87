import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $searchView, institutionMessages } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { inCountry, inCountryAndState, withChoice as withReset, type ChoiceResets } from '../../kits/find/choices.js';
import { emptyWithCountry, usePresetCountry } from '../../kits/find/preset-country.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useSearchSubmit } from '../../kits/find/use-search-submit.js';
import {
  completeInstitutionFilter,
  EMPTY_INSTITUTION_FILTER,
  institutionFilterData,
  institutionSearch,
  type InstFilterData,
  type InstitutionSearchFilter,
} from '@studyatlas/core';
import { institutionViewRoute } from '../../navigation/routes/institutions.js';

export interface UseInstitutionSearchFormOptions {
  /** A preset country (its id or its name, any case): chosen and fixed, e.g. for a partner's widget. */
  country?: string | number;
  /** Called after the search ran, instead of opening the remembered view's route. */
  onSearched?: (filter: InstitutionSearchFilter) => void;
}

export interface InstitutionSearchFormController {
  data: InstFilterData | null;
  values: InstitutionSearchFilter;
  /** The preset country's id, when the country is fixed. */
  fixedCountry: number | null;
  busy: boolean;
  error: string | null;
  /** Inline messages by field (the D mode's city). */
  errors: Partial<Record<keyof InstitutionSearchFilter, string>>;
  set: <K extends keyof InstitutionSearchFilter>(name: K, value: InstitutionSearchFilter[K]) => void;
  submit: (event?: FormEvent) => Promise<void>;
  clear: () => void;
  /** The lists narrowed to the choices made above them (states of the country, …). */
  options: {
    countries: { id: number; name: string }[];
    states: { id: number; name: string }[];
    cities: { id: number; name: string }[];
    majors: { id: number; name: string }[];
    minors: { id: number; name: string }[];
    groups: { id: number; name: string }[];
    awards: { id: number; name: string }[];
  };
}

export { presetCountryId } from '../../kits/find/preset-country.js';

/** Choosing a place or an area resets the finer choices that no longer belong to it. */
const RESETS: ChoiceResets<InstitutionSearchFilter> = { countryFk: ['stateFk', 'cityFk'], stateFk: ['cityFk'], majorFk: ['minorFk'], groupFk: ['awardFk'] };

const withChoice = <K extends keyof InstitutionSearchFilter>(values: InstitutionSearchFilter, name: K, value: InstitutionSearchFilter[K]) =>
  withReset(values, name, value, RESETS);

/** What must be chosen before a search: the city to measure from when searching near a city. */
export function validateInstitutionSearch(values: InstitutionSearchFilter): Partial<Record<keyof InstitutionSearchFilter, string>> {
  return values.searchBy === 'D' && values.cityFk === 0 ? { cityFk: institutionMessages.distanceCityRequired } : {};
}

/**
 * The institution search form (discovery §3 "Institute filter", §4 search flow): the filter lists
 * (cached), the choices, the search mode (by institution name, by location, or near a city within a
 * distance), and Search — the search runs, its filter is remembered and the remembered view opens
 * (the list unless the map was chosen last). Clear forgets the search.
 */
export function useInstitutionSearchForm({ country, onSearched }: UseInstitutionSearchFormOptions = {}): InstitutionSearchFormController {
  const { navigate } = useNavigation();
  const tab = useStore($searchView).tabs.institutions;
  const { data } = useFilterData(institutionFilterData);
  const [values, setValues] = useState<InstitutionSearchFilter>(() => completeInstitutionFilter(institutionSearch.remembered()?.filter ?? {}));
  const { busy, error, setError, run } = useSearchSubmit();
  const [errors, setErrors] = useState<InstitutionSearchFormController['errors']>({});

  const fixedCountry = usePresetCountry(data, country, values.countryFk, (id) => setValues((current) => withChoice(current, 'countryFk', id)));

  const options = useMemo(() => {
    if (!data) return { countries: [], states: [], cities: [], majors: [], minors: [], groups: [], awards: [] };
    return {
      countries: data.countries,
      states: inCountry(data.states, values.countryFk),
      cities: inCountryAndState(data.cities, values.countryFk, values.stateFk),
      majors: data.majors,
      minors: data.minors.filter((minor) => values.majorFk === 0 || minor.parentFk === values.majorFk),
      groups: data.awardGroups,
      awards: data.awardLevels.filter((level) => values.groupFk === 0 || level.groupFk === values.groupFk),
    };
  }, [data, values.countryFk, values.stateFk, values.majorFk, values.groupFk]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const invalid = validateInstitutionSearch(values);
    setErrors(invalid);
    setError(null);
    if (Object.keys(invalid).length > 0) return;
    await run(
      () => institutionSearch.search(values),
      () => (onSearched ? onSearched(values) : navigate(institutionViewRoute(tab))),
    );
  };

  const clear = () => {
    institutionSearch.clear();
    setError(null);
    setErrors({});
    setValues(emptyWithCountry(EMPTY_INSTITUTION_FILTER, fixedCountry));
  };

  return {
    data,
    values,
    fixedCountry,
    busy,
    error,
    errors,
    options,
    set: (name, value) => {
      setValues((current) => withChoice(current, name, value));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    submit,
    clear,
  };
}
