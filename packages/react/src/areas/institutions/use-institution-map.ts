import { useEffect, useState } from 'react';
import { setDetailOrigin, setViewTab } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { EMPTY_INSTITUTION_FILTER, institutionMapData, institutionSearch, type MapRecord } from './api.js';
import { INSTITUTION_MAP_ROUTE, institutionDetailRoute } from './routes.js';

export type InstitutionMapStatus = 'loading' | 'done' | 'failed';

export interface InstitutionMapController {
  status: InstitutionMapStatus;
  records: MapRecord[];
  detailHref: (record: MapRecord) => string;
  openDetail: (record: MapRecord) => void;
}

/**
 * The map of the current search (/findInst/map/:mapType?): every tier's records of the campuses that
 * match the filter shown in the list (or the remembered one; every campus when there is none).
 */
export function useInstitutionMap(): InstitutionMapController {
  const { navigate, href } = useNavigation();
  const [status, setStatus] = useState<InstitutionMapStatus>('loading');
  const [records, setRecords] = useState<MapRecord[]>([]);

  useEffect(() => {
    setViewTab('D', 'institutions');
    const filter = institutionSearch.$state.get().filter ?? institutionSearch.remembered()?.filter ?? EMPTY_INSTITUTION_FILTER;
    let live = true;
    institutionMapData(filter).then(
      (reply) => {
        if (!live) return;
        setRecords(reply.records);
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
    detailHref: (record) => href(institutionDetailRoute(record.legalFk ?? 0)),
    openDetail: (record) => {
      setDetailOrigin(INSTITUTION_MAP_ROUTE);
      navigate(institutionDetailRoute(record.legalFk ?? 0));
    },
  };
}
