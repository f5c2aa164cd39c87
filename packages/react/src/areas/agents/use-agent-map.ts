import { useEffect, useState } from 'react';
import { setDetailOrigin, setViewTab, type institutions } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { agentSearch, agentSearchReply } from './api.js';
import { AGENT_MAP_ROUTE, agentDetailRoute } from './routes.js';

type MapRecord = institutions.MapRecord;

export type AgentMapStatus = 'loading' | 'done' | 'failed';

export interface AgentMapController {
  status: AgentMapStatus;
  /** The search's map data (mpDat), every tier; empty without a search. */
  records: MapRecord[];
  detailHref: (record: MapRecord) => string;
  openDetail: (record: MapRecord) => void;
}

/**
 * The map of the current agent search (/findagent/map/:mapType?): the mpDat of the search shown in
 * the list, or of the remembered one. Without a search there is no map data.
 */
export function useAgentMap(): AgentMapController {
  const { navigate, href } = useNavigation();
  const [status, setStatus] = useState<AgentMapStatus>('loading');
  const [records, setRecords] = useState<MapRecord[]>([]);

  useEffect(() => {
    setViewTab('D', 'agents');
    const filter = agentSearch.$state.get().filter ?? agentSearch.remembered()?.filter;
    if (!filter) {
      setStatus('done');
      return undefined;
    }
    let live = true;
    agentSearchReply(filter).then(
      (reply) => {
        if (!live) return;
        setRecords(reply.mpDat.records);
        setStatus('done');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  return {
    status,
    records,
    detailHref: (record) => href(agentDetailRoute(record.legalFk ?? 0)),
    openDetail: (record) => {
      setDetailOrigin(AGENT_MAP_ROUTE);
      navigate(agentDetailRoute(record.legalFk ?? 0));
    },
  };
}
