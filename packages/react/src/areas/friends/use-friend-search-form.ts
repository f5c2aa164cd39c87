import { useMemo } from 'react';
import {
  EMPTY_FRIEND_FILTER,
  FRIEND_LIST_ROUTE,
  FRIEND_YEARS,
  friendFilterData,
  friendSearch,
  validateFriendYears,
  type FriendFilterData,
  type FriendSearchFilter,
} from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { inCountry, inCountryAndState } from '../../kits/find/choices.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { filterOfNamed, namedValuesOf, useSearchForm, type FormNames, type NamedValues, type SearchCascades, type SearchForm } from '../../kits/find/use-search-form.js';

type Named = { id: number; name: string };

/** The friend filter's fields under the names of the form's fields (their DOM names, the API's: HmtwnCntry, …). */
const FORM_NAMES = {
  QuickSearch: 'quickSearch',
  IsFriendLocOrName: 'searchBy',
  sortBy: 'sortBy',
  HmtwnCntry: 'homeCountry',
  HmtwnState: 'homeState',
  HmtwnCity: 'homeCity',
  isHomeTown: 'isHomeTown',
  CurrCntry: 'currentCountry',
  CurrState: 'currentState',
  CurrCity: 'currentCity',
  DstCntry: 'destinationCountry',
  DstCity: 'destinationCity',
  InstName: 'institution',
  StudyInstName: 'studyInstitution',
  FromYear: 'fromYear',
  ToYear: 'toYear',
  MajArea: 'majorArea',
  MinArea: 'minorArea',
  currentStudy: 'currentStudy',
} as const satisfies FormNames<FriendSearchFilter>;

/** The friend filter as its form holds it: each field under its form name (`HmtwnCntry` for `homeCountry`). */
export type FriendFormValues = NamedValues<FriendSearchFilter, typeof FORM_NAMES>;

/** The form's values of a friend filter, and back. */
const friendFormValuesOf = (filter: FriendSearchFilter): FriendFormValues => namedValuesOf(filter, FORM_NAMES);
const friendFilterOfValues = (values: FriendFormValues): FriendSearchFilter => filterOfNamed(values, FORM_NAMES);

export interface FriendSearchFormController extends SearchForm<FriendFormValues> {
  data: FriendFilterData | null;
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
const CASCADES: SearchCascades<FriendFormValues> = {
  HmtwnCntry: ['HmtwnState', 'HmtwnCity'],
  HmtwnState: ['HmtwnCity'],
  CurrCntry: ['CurrState', 'CurrCity'],
  CurrState: ['CurrCity'],
  DstCntry: ['DstCity'],
  MajArea: ['MinArea'],
};

/**
 * The friend search form (discovery §3 "Friend filter", §4 search flow): the filter lists (cached),
 * the cascades of home town, current place and destination, institutions, years 1990–2017 and study
 * areas; Search checks the years (the rule the server runs), runs the search, remembers the filter
 * and opens the list.
 */
export function useFriendSearchForm({ onSearched }: UseFriendSearchFormOptions = {}): FriendSearchFormController {
  const { navigate } = useNavigation();
  const { data } = useFilterData('friends', friendFilterData);
  const search = useSearchForm<FriendFormValues>({
    defaultValues: () => friendFormValuesOf(friendSearch.remembered()?.filter ?? EMPTY_FRIEND_FILTER),
    validate: ({ FromYear, ToYear }) => validateFriendYears({ FromYear, ToYear }),
    cascades: CASCADES,
    search: (values) => friendSearch.search(friendFilterOfValues(values)),
    open: (values) => (onSearched ? onSearched(friendFilterOfValues(values)) : navigate(FRIEND_LIST_ROUTE)),
    emptyValues: () => friendFormValuesOf(EMPTY_FRIEND_FILTER),
    forget: () => friendSearch.clear(),
  });
  const { values } = search;

  const options = useMemo(() => {
    const years = FRIEND_YEARS.map((year) => ({ id: year, name: String(year) }));
    if (!data) return { countries: [], homeStates: [], homeCities: [], currentStates: [], currentCities: [], destinationCities: [], institutions: [], majors: [], minors: [], years };
    return {
      countries: data.countries,
      homeStates: inCountry(data.states, values.HmtwnCntry),
      homeCities: inCountryAndState(data.cities, values.HmtwnCntry, values.HmtwnState),
      currentStates: inCountry(data.states, values.CurrCntry),
      currentCities: inCountryAndState(data.cities, values.CurrCntry, values.CurrState),
      destinationCities: inCountry(data.cities, values.DstCntry),
      institutions: data.institutions.map((i) => i.name),
      majors: data.majors,
      minors: data.minors.filter((m) => values.MajArea === 0 || m.parentFk === values.MajArea),
      years,
    };
  }, [data, values.HmtwnCntry, values.HmtwnState, values.CurrCntry, values.CurrState, values.DstCntry, values.MajArea]);

  return { ...search, data, options };
}
