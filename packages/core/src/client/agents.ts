import * as agents from '../contracts/agents.js';
import { AGENT_DEFAULT_DISTANCE_KM, AGENT_ROW_FROM, AGENT_ROW_TO } from '../rules/agents.js';
import { $session, cachedFilterData, createSearchFlow } from '../stores/index.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

export type AgentFilterData = agents.AgentFilterData;
export type AgentListRow = agents.AgentListRow;
export type AgentDetailData = agents.AgentDetail;
export type AgentMapData = agents.AgentMapData;
export type AgentSearchReply = agents.AgentSearchReply;

/** Shape version of the agent filter data in localStorage: bump when AgentFilterData changes. */
export const AGENT_FILTER_DATA_VERSION = 1;

/** What the agent search form sets: ids (0 = any), texts, the distance and the order. */
export interface AgentSearchFilter {
  countryFk: number;
  stateFk: number;
  /** The city; with a distance, the centre of the search. */
  cityFk: number;
  keyword: string;
  /** km around the city (the slider, 0–100). */
  distance: number;
  /** The refined search: the institution fields; a keyword may stand in for the country. */
  refined: boolean;
  institutionFk: number;
  instCountryFk: number;
  instStateFk: number;
  instCityFk: number;
  instKeyword: string;
  /** L by location (nearest first around a city), N by name. */
  order: 'L' | 'N';
}

export const EMPTY_AGENT_FILTER: AgentSearchFilter = {
  countryFk: 0,
  stateFk: 0,
  cityFk: 0,
  keyword: '',
  distance: AGENT_DEFAULT_DISTANCE_KM,
  refined: false,
  institutionFk: 0,
  instCountryFk: 0,
  instStateFk: 0,
  instCityFk: 0,
  instKeyword: '',
  order: 'L',
};

const orNull = (id: number) => (id > 0 ? id : null);

/** The agent search filter (discovery §3) of a search: every row (0 to 1,000,000, §9). */
export function agentFilter(filter: AgentSearchFilter): agents.AgentFilter {
  const f = { ...EMPTY_AGENT_FILTER, ...filter };
  return {
    country_fk: orNull(f.countryFk),
    state_fk: orNull(f.stateFk),
    city_fk: orNull(f.cityFk),
    keyword: f.keyword.trim(),
    legal_fk: f.refined ? orNull(f.institutionFk) : null,
    instCountry_fk: f.refined ? orNull(f.instCountryFk) : null,
    instState_fk: f.refined ? orNull(f.instStateFk) : null,
    instCity_fk: f.refined ? orNull(f.instCityFk) : null,
    instKeyword: f.refined ? f.instKeyword.trim() : '',
    distence: f.distance,
    showMore: f.refined,
    rowFrom: AGENT_ROW_FROM,
    rowTo: AGENT_ROW_TO,
    IsLocOrName: f.order,
  };
}

/** The agent filter lists (AgentFilterDataP), cached in localStorage (discovery §9). */
export const agentFilterData = (options: CallOptions = {}): Promise<AgentFilterData> =>
  cachedFilterData('agents', AGENT_FILTER_DATA_VERSION, () => getClient().call(agents.agentFilterData, undefined, options));

/** The institutions and their campus places for the refined search (GetInstByAgentCountry). */
export const agentInstitutionChoices = (countryFk: number, options: CallOptions = {}) =>
  getClient().call(agents.getInstByAgentCountry, { query: { countryFk: orNull(countryFk) } }, options);

/** The last replies (the whole list and its map data), by filter: paging and the map reuse them. */
const replies = new Map<string, Promise<AgentSearchReply>>();
const REPLIES_KEPT = 5;

/** AgentSearchData(P) for a filter: every row and the map data, in one call (kept for the filter). */
export function agentSearchReply(filter: AgentSearchFilter, options: CallOptions = {}): Promise<AgentSearchReply> {
  // Signed in, the rows carry the member's favourites: one kept reply per filter and audience.
  const key = JSON.stringify([agentFilter(filter), $session.get() !== null]);
  const kept = replies.get(key);
  if (kept) return kept;
  const reply = getClient().call(agents.agentSearchData, { body: agentFilter(filter) }, options);
  replies.set(key, reply);
  reply.catch(() => replies.delete(key));
  while (replies.size > REPLIES_KEPT) replies.delete(replies.keys().next().value!);
  return reply;
}

/**
 * The agent search flow (discovery §4): `agentSearch.search(filter)` fetches every agent of the
 * filter once (rows 0 to 1,000,000) and pages through them; `$state` holds what the list shows.
 */
export const agentSearch = createSearchFlow<AgentSearchFilter, AgentListRow>({
  area: 'agents',
  run: async (filter, { from, to }, options) => {
    const reply = await agentSearchReply(filter, options);
    return { rows: reply.lst.slice(from, to), total: reply.total };
  },
});

/** The agent detail (AgentDetail when signed in, AgentDetailP otherwise). */
export const agentDetail = (legalFk: number, options: CallOptions = {}) =>
  getClient().call(agents.agentDetail, { query: { legalFk, locationFk: null } }, options);
