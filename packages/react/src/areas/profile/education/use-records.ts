import { useQuery } from '../../../data/use-query.js';

export interface Records<T> {
  data: T | null;
  loading: boolean;
}

/** A section's rows (education, work) through the data layer under `key`: the dialogs' saves and the deletes refresh it. */
export function useRecords<T>(key: string, load: () => Promise<T>): Records<T> {
  const { data, loading } = useQuery(key, load, { audience: 'member' });
  return { data, loading };
}
