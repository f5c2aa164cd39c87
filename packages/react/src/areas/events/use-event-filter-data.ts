import { eventAllFilterData, eventCities, eventFilterData, eventStates, type EventAllFilterData, type EventFilterData } from '@studyatlas/core';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useQuery } from '../../data/use-query.js';

export interface EventFilterDataState {
  data: EventFilterData | null;
  /** The institution side (EventPAllFilterData). */
  all: EventAllFilterData | null;
  loading: boolean;
  /** The lists could not be loaded (the client's popup told the visitor why). */
  failed: boolean;
}

const loadBoth = () => Promise.all([eventFilterData(), eventAllFilterData()]);

/** Both event filter lists (cached in localStorage). */
export function useEventFilterData(): EventFilterDataState {
  const { data: both, loading, failed } = useFilterData('events', loadBoth);
  return { data: both?.[0] ?? null, all: both?.[1] ?? null, loading, failed };
}

type Place = { id: number; name: string };

/** A list loaded for a parent id under `key` (0: none, empty list); null while loading, [] after a failure. */
function useChildList(key: string, parentId: number, load: (id: number) => Promise<Place[]>): Place[] | null {
  const { status, data } = useQuery(parentId ? `${key}/${parentId}` : null, () => load(parentId), { audience: 'public' });
  if (!parentId || status === 'failed') return [];
  return data;
}

const loadStates = (countryFk: number) => eventStates(countryFk, { quiet: true });
const loadCities = (stateFk: number) => eventCities(stateFk, { quiet: true });

/**
 * The event filter's cascade: the states of the chosen country (StatePDetail) and the cities of the
 * chosen state (CityPDetail); null while a list loads.
 */
export function useEventPlaces(countryFk: number, stateFk: number): { states: Place[] | null; cities: Place[] | null } {
  return { states: useChildList('events/states', countryFk, loadStates), cities: useChildList('events/cities', stateFk, loadCities) };
}
