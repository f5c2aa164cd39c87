import { useEffect, useState } from 'react';
import { eventAllFilterData, eventCities, eventFilterData, eventStates, type EventAllFilterData, type EventFilterData } from '@studyatlas/core';
import { useFilterData } from '../../kits/find/use-filter-data.js';

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
  const { data: both, loading, failed } = useFilterData(loadBoth);
  return { data: both?.[0] ?? null, all: both?.[1] ?? null, loading, failed };
}

type Place = { id: number; name: string };

/** A list loaded for a parent id (0: none, empty list); null while loading, [] after a failure. */
function useChildList(parentId: number, load: (id: number) => Promise<Place[]>): Place[] | null {
  const [list, setList] = useState<{ parentId: number; rows: Place[] }>({ parentId: 0, rows: [] });
  useEffect(() => {
    if (!parentId) return undefined;
    let live = true;
    load(parentId).then(
      (rows) => live && setList({ parentId, rows }),
      () => live && setList({ parentId, rows: [] }),
    );
    return () => {
      live = false;
    };
  }, [parentId, load]);
  if (!parentId) return [];
  return list.parentId === parentId ? list.rows : null;
}

const loadStates = (countryFk: number) => eventStates(countryFk, { quiet: true });
const loadCities = (stateFk: number) => eventCities(stateFk, { quiet: true });

/**
 * The event filter's cascade: the states of the chosen country (StatePDetail) and the cities of the
 * chosen state (CityPDetail); null while a list loads.
 */
export function useEventPlaces(countryFk: number, stateFk: number): { states: Place[] | null; cities: Place[] | null } {
  return { states: useChildList(countryFk, loadStates), cities: useChildList(stateFk, loadCities) };
}
