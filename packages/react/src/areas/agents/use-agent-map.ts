import { useFindMap, type FindMapController, type FindMapStatus } from '../../kits/find/use-find-map.js';
import { agentSearch, agentSearchReply } from '@studyatlas/core';
import { AGENT_MAP_ROUTE, agentDetailRoute } from '../../navigation/routes/agents.js';

export type AgentMapStatus = FindMapStatus;

/** The search's map data (mpDat), every tier; empty without a search. */
export type AgentMapController = FindMapController;

/**
 * The map of the current agent search (/findagent/map/:mapType?): the mpDat of the search shown in
 * the list, or of the remembered one. Without a search there is no map data.
 */
export function useAgentMap(): AgentMapController {
  return useFindMap({
    area: 'agents',
    search: agentSearch.$state.get().filter ?? agentSearch.remembered()?.filter ?? null,
    load: (filter) => agentSearchReply(filter).then((reply) => reply.mpDat.records),
    mapRoute: AGENT_MAP_ROUTE,
    detailRoute: agentDetailRoute,
  });
}
