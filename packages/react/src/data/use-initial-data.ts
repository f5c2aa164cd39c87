import { useEffect, useRef } from 'react';
import { useQuery, type Query, type QueryOptions } from './use-query.js';

export interface InitialDataOptions extends Pick<QueryOptions, 'audience'> {
  /** The data could not be loaded (the client's popup said why): e.g. the dialog closes. */
  onFailed?: (message: string) => void;
}

/**
 * Data a screen starts from and then changes on its own — a dialog's record filling its form: loaded
 * through the data layer like any query, and handed to `apply` once per key, when the current answer
 * is there (never a stale cached one that is being asked for again, and never again while the member
 * edits, even when a save elsewhere refreshes it).
 */
export function useInitialData<T>(key: string | null, load: () => Promise<T>, apply: (data: T) => void, { onFailed, audience }: InitialDataOptions = {}): Query<T> {
  const query = useQuery(key, load, { audience });
  const applied = useRef<string | null>(null);
  const latest = useRef({ apply, onFailed });
  latest.current = { apply, onFailed };
  const { status, data, error, refreshing } = query;
  useEffect(() => {
    if (key === null) applied.current = null; // closed: the next opening applies again
    if (key === null || applied.current === key) return;
    if (status === 'done' && data !== null && !refreshing) {
      applied.current = key;
      latest.current.apply(data);
    } else if (status === 'failed') {
      applied.current = key;
      latest.current.onFailed?.(error ?? '');
    }
  }, [key, status, data, error, refreshing]);
  return query;
}
