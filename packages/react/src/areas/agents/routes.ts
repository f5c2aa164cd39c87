import { MAP_ICON_TYPES, type MapIconType, type ViewTab } from '@studyatlas/core';

/** The agent routes (discovery §2). */
export const AGENT_LIST_ROUTE = '/findagent/list';
export const AGENT_MAP_ROUTE = '/findagent/map';
export const agentDetailRoute = (legalFk: number | string): string => `/agentdetail/${encodeURIComponent(String(legalFk))}`;

/** The find route of a remembered view tab: L the list (default), D the map. */
export const agentViewRoute = (tab: ViewTab): string => (tab === 'D' ? AGENT_MAP_ROUTE : AGENT_LIST_ROUTE);

/** An agent route, parsed: what a host without the portal's router needs to pick the screen. */
export type AgentRoute =
  | { screen: 'start' }
  | { screen: 'list'; reload: string | undefined }
  | { screen: 'map'; mapType: MapIconType | undefined }
  | { screen: 'detail'; legalFk: number }
  | { screen: 'elsewhere' };

const isTier = (value: string | undefined): value is MapIconType => (MAP_ICON_TYPES as readonly string[]).includes(value ?? '');

/** '/findagent/list/3' → list; '/findagent/map/ICON2' → map; '/agentdetail/12' → detail; '/' → start. */
export function agentRoute(path: string): AgentRoute {
  const [name, child, param] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (name === undefined) return { screen: 'start' };
  if (name.toLowerCase() === 'findagent') {
    if (child === 'map') return { screen: 'map', mapType: isTier(param) ? param : undefined };
    if (child === 'list' || child === undefined) return { screen: 'list', reload: param };
  }
  if (name.toLowerCase() === 'agentdetail' && child && /^\d+$/.test(child)) return { screen: 'detail', legalFk: Number(child) };
  return { screen: 'elsewhere' };
}
