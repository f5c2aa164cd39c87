import type { ViewTab } from '@studyatlas/core';
import { parseFindRoute, type FindRoute } from './find-routes.js';

/** The institution routes (discovery §2). */
export const INSTITUTION_LIST_ROUTE = '/findInst/list';
export const INSTITUTION_MAP_ROUTE = '/findInst/map';
export const institutionDetailRoute = (legalFk: number | string): string => `/instdetail/${encodeURIComponent(String(legalFk))}`;
/** The form finder's list of an institution's forms (discovery §2 /findForm/list/:legalId). */
export const institutionFormsRoute = (legalFk: number | string): string => `/findForm/list/${encodeURIComponent(String(legalFk))}`;

/** The find route of a remembered view tab: L the list (default), D the map. */
export const institutionViewRoute = (tab: ViewTab): string => (tab === 'D' ? INSTITUTION_MAP_ROUTE : INSTITUTION_LIST_ROUTE);

/** An institution route, parsed: what a host without the portal's router needs to pick the screen. */
export type InstitutionRoute = FindRoute<'legalFk', true>;

/** '/findInst/list/3' → list; '/findInst/map/ICON2' → map; '/instdetail/12' → detail; '/' → start. */
export function institutionRoute(path: string): InstitutionRoute {
  return parseFindRoute(path, { find: 'findInst', detail: 'instdetail', idKey: 'legalFk', map: true });
}
