import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  ApiError,
  EMPTY_FRIEND_FILTER,
  FRIEND_LIST_ROUTE,
  FRIEND_YEARS,
  friendFilterData,
  friendSearch,
  validateFriendYears,
  type FieldErrors,
  type FriendFilterData,
  type FriendSearchFilter,
} from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';

type Named = { id: number; name: string };

export interface FriendSearchFormController {
  data: FriendFilterData | null;
  values: FriendSearchFilter;
  busy: boolean;
  error: string | null;
  /** The years' messages (From / To), from the same rule the server runs. */
  errors: FieldErrors<'FromYear' | 'ToYear'>;
  set: <K extends keyof FriendSearchFilter>(name: K, value: FriendSearchFilter[K]) => void;
  submit: (event?: FormEvent) => Promise<void>;
  clear: () => void;
  /** The lists narrowed to the choices made above them (states of the country, …). */
  options: {
    countries: Named[];
    homeStates: Named[];
    homeCities: Named[];
    currentStates: Named[];
    currentCities: Named[];
    destinationCities: Named[];
    institutions: string[];
    majors: Named[];
    minors: Named[];
    years: Named[];
  };
}

export interface UseFriendSearchFormOptions {
  /** Called after the search ran, instead of opening the list route. */
  onSearched?: (filter: FriendSearchFilter) => void;
}

/** Choosing a place or an area resets the finer choices that no longer belong to it. */
function withChoice<K extends keyof FriendSearchFilter>(values: FriendSearchFilter, name: K, value: FriendSearchFilter[K]): FriendSearchFilter {
  const next = { ...values, [name]: value };
  if (name === 'homeCountry') Object.assign(next, { homeState: 0, homeCity: 0 });
  if (name === 'homeState') next.homeCity = 0;
  if (name === 'currentCountry') Object.assign(next, { currentState: 0, currentCity: 0 });
  if (name === 'currentState') next.currentCity = 0;
  if (name === 'destinationCountry') next.destinationCity = 0;
  if (name === 'majorArea') next.minorArea = 0;
  return next;
}

const statesOf = (data: FriendFilterData, country: number) => data.states.filter((s) => country === 0 || s.countryFk === country);
const citiesOf = (data: FriendFilterData, country: number, state: number) =>
  data.cities.filter((c) => (country === 0 || c.countryFk === country) && (state === 0 || c.stateFk === state));

/**
 * The friend search form (discovery §3 "Friend filter", §4 search flow): the filter lists (cached),
 * the cascades of home town, current place and destination, institutions, years 1990–2017 and study
 * areas; Search runs the search, remembers the filter and opens the list.
 */
export function useFriendSearchForm({ onSearched }: UseFriendSearchFormOptions = {}): FriendSearchFormController {
  const { navigate } = useNavigation();
  const [data, setData] = useState<FriendFilterData | null>(null);
  const [values, setValues] = useState<FriendSearchFilter>(() => friendSearch.remembered()?.filter ?? EMPTY_FRIEND_FILTER);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'FromYear' | 'ToYear'>>({});

  useEffect(() => {
    let live = true;
    friendFilterData().then(
      (loaded) => live && setData(loaded),
      () => undefined, // the client has shown the popup
    );
    return () => {
      live = false;
    };
  }, []);

  const options = useMemo(() => {
    const years = FRIEND_YEARS.map((year) => ({ id: year, name: String(year) }));
    if (!data) return { countries: [], homeStates: [], homeCities: [], currentStates: [], currentCities: [], destinationCities: [], institutions: [], majors: [], minors: [], years };
    return {
      countries: data.countries,
      homeStates: statesOf(data, values.homeCountry),
      homeCities: citiesOf(data, values.homeCountry, values.homeState),
      currentStates: statesOf(data, values.currentCountry),
      currentCities: citiesOf(data, values.currentCountry, values.currentState),
      destinationCities: citiesOf(data, values.destinationCountry, 0),
      institutions: data.institutions.map((i) => i.name),
      majors: data.majors,
      minors: data.minors.filter((m) => values.majorArea === 0 || m.parentFk === values.majorArea),
      years,
    };
  }, [data, values.homeCountry, values.homeState, values.currentCountry, values.currentState, values.destinationCountry, values.majorArea]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const found = validateFriendYears({ FromYear: values.fromYear, ToYear: values.toYear });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      await friendSearch.search(values);
      if (onSearched) onSearched(values);
      else navigate(FRIEND_LIST_ROUTE);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return {
    data,
    values,
    busy,
    error,
    errors,
    options,
    set: (name, value) => setValues((current) => withChoice(current, name, value)),
    submit,
    clear: () => {
      friendSearch.clear();
      setError(null);
      setErrors({});
      setValues(EMPTY_FRIEND_FILTER);
    },
  };
}
