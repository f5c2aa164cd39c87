import { useEffect, useState, type DependencyList } from 'react';
import { ApiError } from '@studyatlas/core';

export type DetailLoadStatus = 'loading' | 'done' | 'failed';

export interface DetailLoad<T> {
  status: DetailLoadStatus;
  /** The server's message when the detail could not be loaded (e.g. 'The institution was not found.'). */
  error: string | null;
  data: T | null;
  /** Changes the loaded data in place (e.g. after an action answered with the new state). */
  setData: (update: (current: T | null) => T | null) => void;
}

export interface DetailLoadOptions {
  /** Keeps the data shown while it is loaded again (the default clears it). A failure clears it either way. */
  keepWhileLoading?: boolean;
}

interface LoadState<T> {
  status: DetailLoadStatus;
  error: string | null;
  data: T | null;
}

/**
 * A detail screen's load: `load` runs on mount and again whenever `deps` change (loading → done, or
 * failed with the server's message); an answer that comes after the next load started, or after
 * unmount, is dropped.
 */
export function useDetailLoad<T>(load: () => Promise<T>, deps: DependencyList, { keepWhileLoading = false }: DetailLoadOptions = {}): DetailLoad<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', error: null, data: null });

  useEffect(() => {
    let live = true;
    setState((previous) =>
      previous.status === 'loading' && previous.error === null && (keepWhileLoading || previous.data === null)
        ? previous
        : { status: 'loading', error: null, data: keepWhileLoading ? previous.data : null },
    );
    load().then(
      (data) => {
        if (live) setState({ status: 'done', error: null, data });
      },
      (failure: unknown) => {
        if (live) setState({ status: 'failed', error: failure instanceof ApiError ? failure.message : String(failure), data: null });
      },
    );
    return () => {
      live = false;
    };
  }, deps);

  const setData = (update: (current: T | null) => T | null) =>
    setState((previous) => {
      const data = update(previous.data);
      return data === previous.data ? previous : { ...previous, data };
    });
  return { ...state, setData };
}
