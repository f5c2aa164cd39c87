import { useCallback, useState } from 'react';
import { loadPassportTab, type PassportTab } from '@studyatlas/core';
import { useDetailLoad, type DetailLoadStatus } from '../../../kits/find/use-detail-load.js';

export interface PassportTabLoad {
  status: DetailLoadStatus;
  error: string | null;
  data: PassportTab | null;
  /** Loads the tab again (after a save or delete), keeping what is shown meanwhile. */
  reload: () => void;
}

/** The passport tab's data (PassportLoad): passports, visas, dependants, refusal, countries, document types. */
export function usePassportTab(): PassportTabLoad {
  const [version, setVersion] = useState(0);
  const { status, error, data } = useDetailLoad(() => loadPassportTab({ quiet: true }), [version], { keepWhileLoading: true });
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { status, error, data, reload };
}
