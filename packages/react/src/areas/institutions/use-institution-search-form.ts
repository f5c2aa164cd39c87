import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $searchView, ApiError, messages, institutionMessages } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import {
  completeInstitutionFilter,
  EMPTY_INSTITUTION_FILTER,
  institutionFilterData,
  institutionSearch,
  type InstFilterData,
  type InstitutionSearchFilter,
} from './api.js';
import { institutionViewRoute } from './routes.js';

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

/** The preset country's id: a number or digits as an id, otherwise a country name. */
export function presetCountryId(data: Pick<InstFilterData, 'countries'> | null, country: string | number | undefined): number | null {
  if (country === undefined || country === '' || !data) return null;
  const text = String(country).trim().toLowerCase();
  const found = data.countries.find((candidate) => String(candidate.id) === text || candidate.name.toLowerCase() === text);
  return found ? found.id : null;
}

/** Choosing a place or an area resets the finer choices that no longer belong to it. */
function withChoice<K extends keyof InstitutionSearchFilter>(
  values: InstitutionSearchFilter,
  name: K,
  value: InstitutionSearchFilter[K],
): InstitutionSearchFilter {
  const next = { ...values, [name]: value };
  if (name === 'countryFk') Object.assign(next, { stateFk: 0, cityFk: 0 });
  if (name === 'stateFk') next.cityFk = 0;
  if (name === 'majorFk') next.minorFk = 0;
  if (name === 'groupFk') next.awardFk = 0;
  return next;
}

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
  const [data, setData] = useState<InstFilterData | null>(null);
  const [values, setValues] = useState<InstitutionSearchFilter>(() => completeInstitutionFilter(institutionSearch.remembered()?.filter ?? {}));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<InstitutionSearchFormController['errors']>({});

  useEffect(() => {
    let live = true;
    institutionFilterData().then(
      (loaded) => live && setData(loaded),
      () => undefined, // the client has shown the popup
    );
    return () => {
      live = false;
    };
  }, []);

  const fixedCountry = presetCountryId(data, country);
  useEffect(() => {
    if (fixedCountry !== null && values.countryFk !== fixedCountry) setValues((current) => withChoice(current, 'countryFk', fixedCountry));
  }, [fixedCountry, values.countryFk]);

  const options = useMemo(() => {
    if (!data) return { countries: [], states: [], cities: [], majors: [], minors: [], groups: [], awards: [] };
    return {
      countries: data.countries,
      states: data.states.filter((state) => values.countryFk === 0 || state.countryFk === values.countryFk),
      cities: data.cities.filter(
        (city) => (values.countryFk === 0 || city.countryFk === values.countryFk) && (values.stateFk === 0 || city.stateFk === values.stateFk),
      ),
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
    setBusy(true);
    try {
      await institutionSearch.search(values);
      if (onSearched) onSearched(values);
      else navigate(institutionViewRoute(tab));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    institutionSearch.clear();
    setError(null);
    setErrors({});
    setValues(fixedCountry !== null ? { ...EMPTY_INSTITUTION_FILTER, countryFk: fixedCountry } : EMPTY_INSTITUTION_FILTER);
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
