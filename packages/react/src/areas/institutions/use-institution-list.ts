import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { setDetailOrigin, setViewTab, type SearchState } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { reloadOrRestore } from '../../kits/find/find-list.js';
import { EMPTY_INSTITUTION_FILTER, institutionSearch, type InstitutionSearchFilter, type InstListRow } from '@studyatlas/core';
import { INSTITUTION_LIST_ROUTE, institutionDetailRoute } from '../../navigation/routes/institutions.js';

export interface InstitutionListController {
  state: SearchState<InstitutionSearchFilter, InstListRow>;
  goToPage: (page: number, pageSize: number) => void;
  /** Opens an institution's detail, remembering that it was opened from the list. */
  open: (legalFk: number) => void;
}

const ignore = () => undefined; // failures are shown by the client's popup

/**
 * The institution list (/findInst/list/:reload?): the search flow's current page. Opened directly it
 * runs the remembered search again (every institution when there is none); `reload` forces a fresh call.
 */
export function useInstitutionList({ reload }: { reload?: string } = {}): InstitutionListController {
  const state = useStore(institutionSearch.$state);
  const { navigate } = useNavigation();

  useEffect(() => {
    setViewTab('L', 'institutions');
    reloadOrRestore(institutionSearch, reload, () => EMPTY_INSTITUTION_FILTER);
  }, [reload]);

  return {
    state,
    goToPage: (page, pageSize) => void institutionSearch.goToPage({ page, pageSize }).catch(ignore),
    open: (legalFk) => {
      setDetailOrigin(INSTITUTION_LIST_ROUTE);
      navigate(institutionDetailRoute(legalFk));
    },
  };
}
