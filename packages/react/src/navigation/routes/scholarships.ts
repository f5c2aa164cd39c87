import { SCHOLARSHIP_DETAIL_ROUTE, SCHOLARSHIP_LIST_ROUTE, scholarshipDetailRoute } from '@studyatlas/core';
import { parseFindRoute, type FindRoute } from './find-routes.js';

// The scholarship routes of the specification (discovery §2), defined in core beside the search flow.
export { SCHOLARSHIP_DETAIL_ROUTE, SCHOLARSHIP_LIST_ROUTE, scholarshipDetailRoute };

/** A scholarship route, parsed: what a host without the portal's router needs to pick the screen. */
export type ScholarshipRoute = FindRoute<'schId'>;

/** '/' → start; '/findSch' or '/findSch/list/:reload?' → list; '/schdetail/12' → detail. */
export function scholarshipRoute(path: string): ScholarshipRoute {
  return parseFindRoute(path, { find: 'findSch', detail: 'schdetail', idKey: 'schId', map: false, positiveId: true });
}
