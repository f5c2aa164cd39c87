import { useQuery } from '../../data/use-query.js';

export interface FilterDataState<T> {
  /** The lists, once loaded. */
  data: T | null;
  loading: boolean;
  /** The lists could not be loaded (the client's popup told the visitor why). */
  failed: boolean;
}

/**
 * A search form's filter lists (each loader also keeps them in localStorage) through the data layer,
 * the same for everyone: `key` names them ('friends', 'events', …), loaded once for every form
 * showing them, with the loading and failed state.
 */
export function useFilterData<T>(key: string, load: () => Promise<T>): FilterDataState<T> {
  const { data, status } = useQuery(`filters/${key}`, load, { audience: 'public' });
  return { data, loading: status === 'loading', failed: status === 'failed' };
}
