import { MAP_ICON_TYPES, type MapIconType, type ViewTab } from '@studyatlas/core';

/** The institution routes (discovery §2). */
export const INSTITUTION_LIST_ROUTE = '/findInst/list';
export const INSTITUTION_MAP_ROUTE = '/findInst/map';
export const institutionDetailRoute = (legalFk: number | string): string => `/instdetail/${encodeURIComponent(String(legalFk))}`;
/** The form finder's list of an institution's forms (discovery §2 /findForm/list/:legalId). */
export const institutionFormsRoute = (legalFk: number | string): string => `/findForm/list/${encodeURIComponent(String(legalFk))}`;

/** The find route of a remembered view tab: L the list (default), D the map. */
export const institutionViewRoute = (tab: ViewTab): string => (tab === 'D' ? INSTITUTION_MAP_ROUTE : INSTITUTION_LIST_ROUTE);

/** An institution route, parsed: what a host without the portal's router needs to pick the screen. */
export type InstitutionRoute =
  | { screen: 'start' }
  | { screen: 'list'; reload: string | undefined }
  | { screen: 'map'; mapType: MapIconType | undefined }
  | { screen: 'detail'; legalFk: number }
  | { screen: 'elsewhere' };

const isTier = (value: string | undefined): value is MapIconType => (MAP_ICON_TYPES as readonly string[]).includes(value ?? '');

/** '/findInst/list/3' → list; '/findInst/map/ICON2' → map; '/instdetail/12' → detail; '/' → start. */
export function institutionRoute(path: string): InstitutionRoute {
  const [name, child, param] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (name === undefined) return { screen: 'start' };
  if (name === 'findInst') {
    if (child === 'map') return { screen: 'map', mapType: isTier(param) ? param : undefined };
    if (child === 'list' || child === undefined) return { screen: 'list', reload: param };
  }
  if (name === 'instdetail' && child && /^\d+$/.test(child)) return { screen: 'detail', legalFk: Number(child) };
  return { screen: 'elsewhere' };
}
