import { loadPassportTab, type PassportTab } from '@studyatlas/core';
import { useQuery, type QueryStatus } from '../../../data/use-query.js';
import { PASSPORT } from '../query-keys.js';

export interface PassportTabLoad {
  status: QueryStatus;
  error: string | null;
  data: PassportTab | null;
  /** Loads the tab again (after a save or delete), keeping what is shown meanwhile. */
  reload: () => void;
}

/** The passport tab's data (PassportLoad): passports, visas, dependants, refusal, countries, document types. */
export function usePassportTab(): PassportTabLoad {
  const { status, error, data, reload } = useQuery(PASSPORT, () => loadPassportTab({ quiet: true }), { audience: 'member' });
  return { status, error, data, reload };
}
