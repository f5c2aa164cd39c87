import type { ViewTab } from '@studyatlas/core';
import { parseFindRoute, type FindRoute } from './find-routes.js';

/** The agent routes (discovery §2). */
export const AGENT_LIST_ROUTE = '/findagent/list';
export const AGENT_MAP_ROUTE = '/findagent/map';
export const agentDetailRoute = (legalFk: number | string): string => `/agentdetail/${encodeURIComponent(String(legalFk))}`;

/** The find route of a remembered view tab: L the list (default), D the map. */
export const agentViewRoute = (tab: ViewTab): string => (tab === 'D' ? AGENT_MAP_ROUTE : AGENT_LIST_ROUTE);

/** An agent route, parsed: what a host without the portal's router needs to pick the screen. */
export type AgentRoute = FindRoute<'legalFk', true>;

/** '/findagent/list/3' → list; '/findagent/map/ICON2' → map; '/agentdetail/12' → detail; '/' → start (any case). */
export function agentRoute(path: string): AgentRoute {
  return parseFindRoute(path, { find: 'findagent', detail: 'agentdetail', idKey: 'legalFk', map: true, anyCase: true });
}
