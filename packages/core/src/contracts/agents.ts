import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, Places, MAX_DB_ID } from './fields.js';
import { MapRecord } from './shared-map.js';
import { AgentRow } from './shared-rows.js';
import { AGENT_DEFAULT_DISTANCE_KM, AGENT_DISTANCE_MAX_KM, AGENT_ROW_FROM, AGENT_ROW_TO } from '../rules/agents.js';

const area = 'agents';

const wholeNumber = () => z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID));
/** An id field: a whole number ≥ 0 (a JSON number or digits); null, '' or 0 mean "any". */
const fk = () => z._default(z.nullable(wholeNumber()), null);
/** A required id in a query string: digits, from 1 ('' and 0 are missing ids: 400). */
const idParam = () => z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(1), z.lte(MAX_DB_ID));
/** A text field old clients may send as null. */
const maybeText = () => z._default(z.nullable(z.string()), '');
/** Fields old clients send that change nothing here. */
const ignored = () => z.optional(z.nullable(z.union([z.boolean(), z.string(), z.number()])));

/** Agent search filter (discovery §3), field names as the specification writes them (`distence` too). */
export const AgentFilter = z.object({
  /** Where the agent has an office. Required unless the refined search has a keyword (§5). */
  country_fk: fk(),
  state_fk: fk(),
  /** With `distence`: the city the distance is measured from. */
  city_fk: fk(),
  /** An institution the agent represents. */
  legal_fk: fk(),
  /** Agent name: case- and diacritics-insensitive substring. */
  keyword: maybeText(),
  /** Accepted for old clients; the member is the token's. */
  client_fk: ignored(),
  /** Where an institution the agent represents has a campus. */
  instCountry_fk: fk(),
  instState_fk: fk(),
  instCity_fk: fk(),
  /** Name of an institution the agent represents (substring, like keyword). */
  instKeyword: maybeText(),
  /**
   * Radius in km around city_fk (the slider: 0–100, default 50); 0 means the city itself. Without
   * a city it is ignored.
   */
  distence: z._default(z.nullable(z.coerce.number().check(z.gte(0), z.lte(AGENT_DISTANCE_MAX_KM))), AGENT_DEFAULT_DISTANCE_KM),
  /** The refined search: true lets a keyword stand in for the country (§5). */
  showMore: ignored(),
  /** First row, 0-based (default 0). */
  rowFrom: z._default(wholeNumber(), AGENT_ROW_FROM),
  /** Row after the last (default 1,000,000: every agent). */
  rowTo: z._default(wholeNumber(), AGENT_ROW_TO),
  /** Accepted for old clients (the list and the map come in one reply). */
  ViewFlag: ignored(),
  /** Accepted for old clients; paging is rowFrom/rowTo. */
  currentPage: ignored(),
  /** Order: L by location — nearest first when a city is chosen — (default), N by agent name. */
  IsLocOrName: z._default(z.nullable(z.string()), 'L'),
});
export type AgentFilter = z.infer<typeof AgentFilter>;
export type AgentFilterInput = z.input<typeof AgentFilter>;

/** Countries, states and cities (a specification "Table1"). */
export { Places };

/**
 * The agent filter lists (AgentFilterDataP). The specification's tables, by name:
 * Table1 → `countries`, `states`, `cities`: the places where agents have an office;
 * Table2 → `agents`: every agent's id (legal_fk) and name, by name;
 * Table3 → `institutions`: every institution some agent represents, by name.
 */
export const AgentFilterData = z.object({
  ...Places.shape,
  agents: z.array(Named),
  institutions: z.array(Named),
});
export type AgentFilterData = z.infer<typeof AgentFilterData>;

export const agentFilterData = defineCall({
  id: 'agentFilterData',
  area,
  summary:
    'Agent filter lists: Table1 the countries, states and cities with an agent office (countries, states, cities); Table2 the agents (agents: id, name); Table3 the institutions agents represent (institutions: id, name).',
  method: 'GET',
  path: '/api/AgentP/AgentFilterDataP',
  auth: 'none',
  reply: AgentFilterData,
});

const PlaceQuery = z.object({ country_fk: fk(), state_fk: fk(), city_fk: fk() });

export const filterByLoc = defineCall({
  id: 'agentFilterByLoc',
  area,
  summary: 'The agents with an office in a place (country_fk, state_fk, city_fk; 0 = any) and the institutions those agents represent.',
  method: 'GET',
  path: '/api/AgentP/FilterByLoc',
  auth: 'none',
  query: PlaceQuery,
  reply: z.object({ agents: z.array(Named), institutions: z.array(Named) }),
});

export const filterInstByAgent = defineCall({
  id: 'agentFilterInstByAgent',
  area,
  summary: 'The institutions one agent (legalFk) represents, by name; 404 for an unknown agent.',
  method: 'GET',
  path: '/api/AgentP/FilterInstByAgent',
  auth: 'none',
  query: z.object({ legalFk: idParam() }),
  reply: z.object({ institutions: z.array(Named) }),
});

export const getInstByAgentCountry = defineCall({
  id: 'agentGetInstByAgentCountry',
  area,
  summary:
    'For the refined search: the institutions represented by agents with an office in countryFk (0 = anywhere), and the countries, states and cities of those institutions’ campuses.',
  method: 'GET',
  path: '/api/AgentP/GetInstByAgentCountry',
  auth: 'none',
  query: z.object({ countryFk: fk() }),
  reply: z.object({ ...Places.shape, institutions: z.array(Named) }),
});

/** An agent office (discovery §3 "Agent location": country, state, city) with its address and contact. */
export const AgentLocation = z.object({
  locationFk: z.number(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  cityFk: z.number(),
  stateFk: z.number(),
  countryFk: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  isHeadOffice: z.boolean(),
  /** The person heading the office, when known. */
  locationHead: z.nullable(z.string()),
});
export type AgentLocation = z.infer<typeof AgentLocation>;

/** legalFk: the agent; locationFk: one of its offices (0 or absent: the head office). */
const AgentQuery = z.object({ legalFk: idParam(), locationFk: fk() });

export const agentAddress = defineCall({
  id: 'agentAddress',
  area,
  summary: "An agent office's address and contact (locationFk, or the head office when 0); 404 when the agent or the office (of that agent) is unknown.",
  method: 'GET',
  path: '/api/AgentP/AgentAddressP',
  auth: 'none',
  query: AgentQuery,
  reply: AgentLocation,
});

/** One row of the agent list (discovery §3 "Agent list row") plus the office it stands for. */
export const AgentListRow = z.object({
  ...AgentRow.shape,
  /** The office shown: the nearest in a distance search, else the head office (or the first match). */
  locationFk: z.number(),
  state: z.string(),
  country: z.string(),
  /** km from the chosen city (one decimal); null without a city. */
  distanceKm: z.nullable(z.number()),
});
export type AgentListRow = z.infer<typeof AgentListRow>;

/** The map data of a search: the institutions' tier format (ICON1–3 clusters with counts, ICON4 offices). */
export const AgentMapData = z.object({ locationCount: z.number(), records: z.array(MapRecord) });
export type AgentMapData = z.infer<typeof AgentMapData>;

export const AgentSearchReply = z.object({
  /** Agents matching the filter, before paging. */
  total: z.number(),
  /** Rows rowFrom … rowTo − 1. */
  lst: z.array(AgentListRow),
  /** Every matching office, all four tiers. */
  mpDat: AgentMapData,
});
export type AgentSearchReply = z.infer<typeof AgentSearchReply>;

export const agentSearchData = defineCall({
  id: 'agentSearchData',
  area,
  summary:
    'Agent search by the agent filter: "Country is required" (a keyword is enough in the refined search, showMore). lst: one row per agent (favourite = preference id when signed in); mpDat: map records of every matching office.',
  method: 'POST',
  path: '/api/Agent/AgentSearchData',
  publicPath: '/api/AgentP/AgentSearchDataP',
  auth: 'optional',
  body: AgentFilter,
  reply: AgentSearchReply,
});

export const agentSearchMap = defineCall({
  id: 'agentSearchMap',
  area,
  summary: 'Map records (all four tiers) of the agent offices LocationIds; ids that are not agent offices are left out.',
  method: 'POST',
  path: '/api/AgentP/AgentSearchMapP',
  auth: 'none',
  body: z.object({ LocationIds: z.array(wholeNumber()).check(z.maxLength(10_000)) }),
  reply: AgentMapData,
});

export const ProfessionalBody = z.object({ name: z.string(), membershipNo: z.nullable(z.string()), webAddress: z.nullable(z.string()) });
export type ProfessionalBody = z.infer<typeof ProfessionalBody>;

/** An institution the agent represents, placed at its head campus. */
export const RepresentedInstitution = z.object({
  legalFk: z.number(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  imagePath: z.string(),
});
export type RepresentedInstitution = z.infer<typeof RepresentedInstitution>;

/** Agent detail (discovery §3): the specification's ten tables as named fields. */
export const AgentDetail = z.object({
  legalFk: z.number(),
  agentName: z.string(),
  description: z.string(),
  webAddress: z.nullable(z.string()),
  /** GET this for the logo (or the default agent logo). */
  imagePath: z.string(),
  /** Favourite preference id of the signed-in member; 0 otherwise. */
  favourite: z.number(),
  /** Every office, head office first. */
  locations: z.array(AgentLocation),
  professionalBodies: z.array(ProfessionalBody),
  institutions: z.array(RepresentedInstitution),
  /** The contact of the office asked for (locationFk, else the head office). */
  contact: z.object({
    locationFk: z.nullable(z.number()),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    webAddress: z.nullable(z.string()),
    legalName: z.string(),
    locationHead: z.nullable(z.string()),
  }),
});
export type AgentDetail = z.infer<typeof AgentDetail>;

export const agentDetail = defineCall({
  id: 'agentDetail',
  area,
  summary:
    'An agent: name, description, web address, offices, professional bodies, institutions represented (country, state, city) and the contact of one office (locationFk, else the head office). 404 for an unknown agent.',
  method: 'GET',
  path: '/api/Agent/AgentDetail',
  publicPath: '/api/AgentP/AgentDetailP',
  auth: 'optional',
  query: AgentQuery,
  reply: AgentDetail,
});
