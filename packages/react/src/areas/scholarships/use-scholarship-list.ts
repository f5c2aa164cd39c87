import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { SCHOLARSHIP_LIST_ROUTE, scholarshipSearch, setDetailOrigin, type ScholarshipRow, type ScholarshipSearchFilter, type SearchPage, type SearchState } from '@studyatlas/core';
import { reloadOrRestore } from '../../kits/find/find-list.js';

export interface ScholarshipListController {
  state: SearchState<ScholarshipSearchFilter, ScholarshipRow>;
  goToPage: (page: SearchPage) => void;
  /** Remembers the list as the detail's way back (called when a row is opened). */
  openRow: () => void;
}

const ignore = () => undefined; // failures are shown by the client's popup

export interface UseScholarshipListOptions {
  /** The route's `:reload` parameter: present, the search is run again. */
  reload?: string;
  /** Scopes the first search to one institution when nothing was searched yet. */
  institution?: number;
  /** The list's own route: where a detail's back action returns (default '/findSch/list'). */
  listRoute?: string;
}

/**
 * The scholarship list (/findSch/list/:reload?): the search flow's current page. Opened directly it
 * runs the remembered search again (every open scholarship — of the institution, when scoped — when
 * there is none); `reload` forces a fresh call.
 */
export function useScholarshipList({ reload, institution, listRoute = SCHOLARSHIP_LIST_ROUTE }: UseScholarshipListOptions = {}): ScholarshipListController {
  const state = useStore(scholarshipSearch.$state);

  useEffect(() => {
    reloadOrRestore(scholarshipSearch, reload, () => (institution ? { legal_fk: institution } : {}));
  }, [reload, institution]);

  return {
    state,
    goToPage: (page) => void scholarshipSearch.goToPage(page).catch(ignore),
    openRow: () => setDetailOrigin(listRoute),
  };
}
