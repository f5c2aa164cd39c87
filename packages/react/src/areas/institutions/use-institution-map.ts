import { useFindMap, type FindMapController, type FindMapStatus } from '../../kits/find/use-find-map.js';
import { EMPTY_INSTITUTION_FILTER, institutionMapData, institutionSearch } from '@studyatlas/core';
import { INSTITUTION_MAP_ROUTE, institutionDetailRoute } from '../../navigation/routes/institutions.js';

export type InstitutionMapStatus = FindMapStatus;

export type InstitutionMapController = FindMapController;

/**
 * The map of the current search (/findInst/map/:mapType?): every tier's records of the campuses that
 * match the filter shown in the list (or the remembered one; every campus when there is none).
 */
export function useInstitutionMap(): InstitutionMapController {
  return useFindMap({
    area: 'institutions',
    search: institutionSearch.$state.get().filter ?? institutionSearch.remembered()?.filter ?? EMPTY_INSTITUTION_FILTER,
    load: (filter) => institutionMapData(filter).then((reply) => reply.records),
    mapRoute: INSTITUTION_MAP_ROUTE,
    detailRoute: institutionDetailRoute,
  });
}
