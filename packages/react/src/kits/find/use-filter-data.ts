import { useEffect, useState } from 'react';

export interface FilterDataState<T> {
  /** The lists, once loaded. */
  data: T | null;
  loading: boolean;
  /** The lists could not be loaded (the client's popup told the visitor why). */
  failed: boolean;
}

/**
 * A search form's filter lists (each loader caches them): loaded once on mount — or again when `load`
 * changes — with the loading and failed state. A late answer after unmounting is dropped.
 */
export function useFilterData<T>(load: () => Promise<T>): FilterDataState<T> {
  const [state, setState] = useState<FilterDataState<T>>({ data: null, loading: true, failed: false });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, loading: false, failed: false }),
      () => live && setState({ data: null, loading: false, failed: true }), // the client's popup already told the visitor
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
