import { useCallback, useEffect, useState } from 'react';

export interface Records<T> {
  data: T | null;
  loading: boolean;
  /** Asks the server again (after a save or a delete). */
  reload: () => void;
}

/** Loads what `load` answers on mount and on `reload`; a late answer of an older load is dropped. */
export function useRecords<T>(load: () => Promise<T>): Records<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (answer) => live && (setData(answer), setLoading(false)),
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
    // `load` is a module function; `version` asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, reload };
}
