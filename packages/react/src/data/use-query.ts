import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, $queryMember, $signedIn, createQueryStore, queryErrorMessage, queryKeyPrefix, type QueryAudience, type QueryStore } from '@studyatlas/core';

export type QueryStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface Query<T> {
  /** 'idle' when there is nothing to ask (no key, or member data while signed out). */
  status: QueryStatus;
  data: T | null;
  /** The server's message when the data could not be loaded (e.g. 'The institution was not found.'). */
  error: string | null;
  /** True until the first answer (not while data already shown is asked for again). */
  loading: boolean;
  /** True while data already shown is asked for again (after a save, or when it had grown old). */
  refreshing: boolean;
  /** Asks again, keeping the data shown meanwhile. */
  reload: () => void;
  /** Changes the cached data in place (an action answered with the new state): every screen showing it follows. */
  setData: (update: (current: T | null) => T | null) => void;
}

export interface QueryOptions {
  /** Whose data it is (default 'anyone': personalised when signed in). */
  audience?: QueryAudience;
  /** Keeps the previous key's data shown while the next key's loads (the default shows the loader). */
  keepWhileLoading?: boolean;
}

interface Snapshot<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
}

const SERVER: Snapshot<never> = { loading: true };
const NOTHING = () => () => undefined;

/**
 * One piece of data through the data layer (`core/stores/shared-query.ts`): `key` names it
 * ('<area>/<what>/<ids>', null when there is nothing to ask), `load` asks the server. Screens showing the
 * same key share one call and one cache; a save refreshes it with `refreshQueries(key)`; a change of
 * member or of the page's language asks again. Rendering on the server asks nothing (the loading state).
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>, { audience = 'anyone', keepWhileLoading = false }: QueryOptions = {}): Query<T> {
  const signedIn = useStore($signedIn);
  const member = useStore($queryMember);
  const locale = useStore($locale);
  const loadRef = useRef(load);
  loadRef.current = load;
  const store = useMemo<QueryStore<T> | null>(() => (key === null ? null : createQueryStore(key, () => loadRef.current(), audience)), [key, audience]);
  const subscribe = useCallback((changed: () => void) => (store ? store.listen(changed) : () => undefined), [store]);
  const value = useSyncExternalStore<Snapshot<T>>(
    store ? subscribe : NOTHING,
    () => (store ? store.value ?? SERVER : SERVER),
    () => SERVER,
  );
  const shown = useRef<T | null>(null);

  const idle = store === null || (audience === 'member' && !signedIn);
  // The session or the language changed and the key follows a tick later: the previous member's data,
  // or data in the previous language, is never shown.
  const stale = store?.key !== undefined && !store.key.startsWith(queryKeyPrefix(audience === 'public' ? 'public' : member, locale));
  let data: T | null = value.data === undefined || stale ? null : value.data;
  if (stale) shown.current = null;
  if (data === null && keepWhileLoading && value.error === undefined) data = shown.current;
  if (value.data !== undefined && !stale) shown.current = value.data;
  const status: QueryStatus = idle
    ? 'idle'
    : stale
      ? 'loading'
      : value.error !== undefined && !value.loading
        ? 'failed'
        : value.data !== undefined
          ? 'done'
          : 'loading';

  const reload = useCallback(() => store?.revalidate(), [store]);
  const setData = useCallback(
    (update: (current: T | null) => T | null) => {
      if (!store) return;
      const next = update(store.value?.data ?? null);
      if (next !== null) store.mutate(next);
    },
    [store],
  );
  return {
    status,
    data: status === 'failed' || status === 'idle' ? null : data,
    error: status === 'failed' ? queryErrorMessage(value.error) : null,
    loading: status === 'loading',
    refreshing: status === 'done' && value.loading,
    reload,
    setData,
  };
}
