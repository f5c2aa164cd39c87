import { useMemo, useRef } from 'react';
import {
  EVENT_LIST_ROUTE,
  eventSearch,
  todayApiDate,
  validateEventFilter,
  type EventAllFilterData,
  type EventFilterData,
} from '@studyatlas/core';
import { useSearchForm, type SearchForm } from '../../kits/find/use-search-form.js';
import { useNavigation } from '../../navigation/navigation.js';
import { optionsOf, type SelectOption } from '../../ui/select-field/select-field.js';
import { emptyEventFormValues, filterOfValues, valuesOfFilter, type EventFormValues } from './event-filter-values.js';
import { useEventPlaces } from './use-event-filter-data.js';

export interface EventSearchOptions {
  countries: SelectOption[];
  states: SelectOption[];
  cities: SelectOption[];
  institutions: SelectOption[];
  instCountries: SelectOption[];
  instStates: SelectOption[];
  instCities: SelectOption[];
}

export interface EventSearchFormController extends SearchForm<EventFormValues> {
  options: EventSearchOptions;
  /** The values as searched: a state or city that no longer belongs to the chosen country or state dropped. */
  shown: EventFormValues;
  /** Scoped to one institution: its events only, no institution filters. */
  scoped: boolean;
}

export interface UseEventSearchFormOptions {
  data: EventFilterData;
  all: EventAllFilterData;
  /** The institution (legal id) the search is scoped to. */
  institution?: number;
  /** Where the results open (default '/findEvent/list'). */
  listRoute?: string;
  /** Called after the results arrived, before the list opens. */
  onSearched?: () => void;
}

type Place = { id: number; name: string };

/** '' when the id is not in the list (a list still loading, null, keeps it). */
const within = (value: string, list: readonly Place[] | null): string =>
  list === null || list.some((row) => String(row.id) === value) ? value : '';

/**
 * The values with every cascading choice that no longer fits its parent dropped: a state of another
 * country, a city of another state (event place and institution place alike).
 */
export function consistentEventValues(values: EventFormValues, states: Place[] | null, cities: Place[] | null, all: EventAllFilterData): EventFormValues {
  const state_fk = within(values.state_fk, states);
  const instStates = all.instStates.filter((s) => String(s.countryFk) === values.instcountry_fk);
  const inststate_fk = within(values.inststate_fk, instStates);
  const instCities = all.instCities.filter((c) => String(c.countryFk) === values.instcountry_fk && (!inststate_fk || String(c.stateFk) === inststate_fk));
  return {
    ...values,
    state_fk,
    city_fk: state_fk ? within(values.city_fk, cities) : '',
    inststate_fk,
    instcity_fk: within(values.instcity_fk, instCities),
  };
}

/** The remembered filter (scoped: only one of the same institution), else empty. */
function initialValues(institution: number | undefined): EventFormValues {
  const remembered = eventSearch.remembered()?.filter;
  if (remembered && (institution === undefined || remembered.legal_fk === institution)) return valuesOfFilter(remembered);
  return emptyEventFormValues();
}

/**
 * The event search form (discovery §3 Event filter, §4 search flow, §5 messages): validates with
 * core's rule — the server's too — runs the search through the search store and opens the list.
 */
export function useEventSearchForm({ data, all, institution, listRoute = EVENT_LIST_ROUTE, onSearched }: UseEventSearchFormOptions): EventSearchFormController {
  const { navigate } = useNavigation();
  // The submit sees the lists of the render it was started from.
  const consistentRef = useRef((values: EventFormValues) => values);
  const searchForm = useSearchForm<EventFormValues>({
    defaultValues: () => initialValues(institution),
    validate: (values) => validateEventFilter(values, todayApiDate()),
    search: (values) => eventSearch.search(filterOfValues(consistentRef.current(values), institution), {}, { quiet: true }),
    open: () => {
      onSearched?.();
      navigate(listRoute);
    },
    emptyValues: emptyEventFormValues,
    forget: () => eventSearch.clear(),
  });
  const { values } = searchForm;
  const places = useEventPlaces(Number(values.country_fk) || 0, Number(values.state_fk) || 0);
  const shown = consistentEventValues(values, places.states, places.cities, all);
  consistentRef.current = (current) => consistentEventValues(current, places.states, places.cities, all);
  const options = useMemo<EventSearchOptions>(() => {
    const instCountry = Number(shown.instcountry_fk);
    const instState = Number(shown.inststate_fk);
    return {
      countries: optionsOf(data.countries),
      states: optionsOf(places.states ?? []),
      cities: optionsOf(shown.state_fk ? (places.cities ?? []) : []),
      institutions: optionsOf(data.institutions),
      instCountries: optionsOf(all.instCountries),
      instStates: optionsOf(all.instStates.filter((s) => s.countryFk === instCountry)),
      instCities: optionsOf(all.instCities.filter((c) => c.countryFk === instCountry && (!instState || c.stateFk === instState))),
    };
  }, [data, all, places.states, places.cities, shown.state_fk, shown.instcountry_fk, shown.inststate_fk]);
  return { ...searchForm, options, shown, scoped: institution !== undefined };
}
