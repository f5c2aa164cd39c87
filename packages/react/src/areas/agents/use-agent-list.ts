import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { setDetailOrigin, setViewTab, type SearchState } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { reloadOrRestore } from '../../kits/find/find-list.js';
import { agentSearch, type AgentListRow, type AgentSearchFilter } from '@studyatlas/core';
import { AGENT_LIST_ROUTE, agentDetailRoute } from '../../navigation/routes/agents.js';

export interface AgentListController {
  state: SearchState<AgentSearchFilter, AgentListRow>;
  /** True when there is no search to show (none made, none remembered): the form comes first. */
  noSearch: boolean;
  goToPage: (page: number, pageSize: number) => void;
  /** Opens an agent's detail, remembering that it was opened from the list. */
  open: (legalFk: number) => void;
}

const ignore = () => undefined; // failures are shown by the client's popup

/**
 * The agent list (/findagent/list/:reload?): the search flow's current page. Opened directly it runs
 * the remembered search again (agents need a country, so without one nothing is searched);
 * `reload` forces a fresh call.
 */
export function useAgentList({ reload }: { reload?: string } = {}): AgentListController {
  const state = useStore(agentSearch.$state);
  const { navigate } = useNavigation();

  useEffect(() => {
    setViewTab('L', 'agents');
    reloadOrRestore(agentSearch, reload);
  }, [reload]);

  return {
    state,
    noSearch: state.status === 'idle' && agentSearch.remembered() === null,
    goToPage: (page, pageSize) => void agentSearch.goToPage({ page, pageSize }).catch(ignore),
    open: (legalFk) => {
      setDetailOrigin(AGENT_LIST_ROUTE);
      navigate(agentDetailRoute(legalFk));
    },
  };
}
