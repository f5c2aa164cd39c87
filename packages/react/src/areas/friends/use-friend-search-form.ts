import { useMemo, useState, type FormEvent } from 'react';
import {
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
import { inCountry, inCountryAndState, withChoice as withReset, type ChoiceResets } from '../../kits/find/choices.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useSearchSubmit } from '../../kits/find/use-search-submit.js';

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
const RESETS: ChoiceResets<FriendSearchFilter> = {
  homeCountry: ['homeState', 'homeCity'],
  homeState: ['homeCity'],
  currentCountry: ['currentState', 'currentCity'],
  currentState: ['currentCity'],
  destinationCountry: ['destinationCity'],
  majorArea: ['minorArea'],
};

const withChoice = <K extends keyof FriendSearchFilter>(values: FriendSearchFilter, name: K, value: FriendSearchFilter[K]) => withReset(values, name, value, RESETS);

/**
 * The friend search form (discovery §3 "Friend filter", §4 search flow): the filter lists (cached),
 * the cascades of home town, current place and destination, institutions, years 1990–2017 and study
 * areas; Search runs the search, remembers the filter and opens the list.
 */
export function useFriendSearchForm({ onSearched }: UseFriendSearchFormOptions = {}): FriendSearchFormController {
  const { navigate } = useNavigation();
  const { data } = useFilterData(friendFilterData);
  const [values, setValues] = useState<FriendSearchFilter>(() => friendSearch.remembered()?.filter ?? EMPTY_FRIEND_FILTER);
  const { busy, error, setError, run } = useSearchSubmit();
  const [errors, setErrors] = useState<FieldErrors<'FromYear' | 'ToYear'>>({});

  const options = useMemo(() => {
    const years = FRIEND_YEARS.map((year) => ({ id: year, name: String(year) }));
    if (!data) return { countries: [], homeStates: [], homeCities: [], currentStates: [], currentCities: [], destinationCities: [], institutions: [], majors: [], minors: [], years };
    return {
      countries: data.countries,
      homeStates: inCountry(data.states, values.homeCountry),
      homeCities: inCountryAndState(data.cities, values.homeCountry, values.homeState),
      currentStates: inCountry(data.states, values.currentCountry),
      currentCities: inCountryAndState(data.cities, values.currentCountry, values.currentState),
      destinationCities: inCountry(data.cities, values.destinationCountry),
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
    setError(null);
    await run(
      () => friendSearch.search(values),
      () => (onSearched ? onSearched(values) : navigate(FRIEND_LIST_ROUTE)),
    );
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
