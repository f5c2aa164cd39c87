import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/** Agents: search rules and lookups. */
export const agentMessages = /* @__PURE__ */ defineCatalogue('agents', 'agentMessages', {
  // Agents (discovery §5, §7); only the two search rules have the specification's wording
  agentCountryRequired: 'Country is required',
  agentCountryOrKeywordRequired: 'Country or Keyword is required',
  agentNotFound: 'The agent was not found.',
  agentLocationNotFound: 'The agent location was not found.',
} as const);

/** The agents screens' own words (the specification gives them none). */
export const agentLabels = /* @__PURE__ */ defineCatalogue('agents', 'agentLabels', {
  searchTitle: 'Find an agent',
  country: 'Country',
  state: 'State',
  city: 'City',
  keyword: 'Agent name',
  distance: 'Distance from the city',
  distanceValue: '{km} km',
  distanceHint: 'Agents with an office within this distance of the chosen city.',
  refine: 'More options',
  refineLess: 'Fewer options',
  institution: 'Institution represented',
  instCountry: 'Institution country',
  instState: 'Institution state',
  instCity: 'Institution city',
  instKeyword: 'Institution name',
  sortBy: 'Order by',
  byLocation: 'Location',
  byName: 'Name',
  any: 'Any',
  /** The first option of a required select, as on every other search form. */
  choose: CHOOSE_PLACEHOLDER,
  search: 'Search',
  clear: 'Clear',
  resultsTitle: 'Agents',
  resultsTotal: '{total} agents found',
  distanceAway: '{km} km away',
  mapLabel: 'Map of agents',
  overview: 'Overview',
  locations: 'Locations',
  headOffice: 'Head office',
  professionalBodies: 'Professional bodies',
  membershipNo: 'Membership no. {number}',
  institutions: 'Institutions represented',
  contacts: 'Contacts',
  phone: 'Phone',
  email: 'Email',
  web: 'Web address',
  legalName: 'Legal name',
  locationHead: 'Location head',
  location: 'Location',
  rowsPerPage: 'Rows per page',
} as const);

export type AgentLabels = typeof agentLabels;
