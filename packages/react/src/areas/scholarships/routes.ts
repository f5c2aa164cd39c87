import { SCHOLARSHIP_DETAIL_ROUTE, SCHOLARSHIP_LIST_ROUTE, scholarshipDetailRoute } from '@studyatlas/core';

// The scholarship routes of the specification (discovery §2), defined in core beside the search flow.
export { SCHOLARSHIP_DETAIL_ROUTE, SCHOLARSHIP_LIST_ROUTE, scholarshipDetailRoute };

/** A scholarship route, parsed: what a host without the portal's router needs to pick the screen. */
export type ScholarshipRoute =
  | { screen: 'start' }
  | { screen: 'list'; reload: string | undefined }
  | { screen: 'detail'; schId: number }
  | { screen: 'elsewhere' };

/** '/' → start; '/findSch' or '/findSch/list/:reload?' → list; '/schdetail/12' → detail. */
export function scholarshipRoute(path: string): ScholarshipRoute {
  const [name, child, param] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (name === undefined) return { screen: 'start' };
  if (name === 'findSch' && (child === undefined || child === 'list')) return { screen: 'list', reload: param };
  if (name === 'schdetail' && child && /^\d{1,9}$/.test(child) && Number(child) > 0) return { screen: 'detail', schId: Number(child) };
  return { screen: 'elsewhere' };
}
