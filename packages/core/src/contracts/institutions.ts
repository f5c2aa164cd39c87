import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, NamedCity, NamedMinor, NamedState, MAX_DB_ID } from './fields.js';
import { MessageReply } from './common.js';
import { MapRecord } from './shared-map.js';
import { AgentRow } from './shared-rows.js';
import { INST_ROW_FROM, INST_ROW_TO } from '../rules/institutions.js';

const area = 'institutions';

/** An id field: a whole number ≥ 0 (a JSON number or digits); null, '' or 0 mean "any". */
const fk = () => z._default(z.nullable(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID))), null);
/** A required id in a query string (digits). */
const idParam = () => z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID));
/** A text field old clients may send as null. */
const maybeText = () => z._default(z.nullable(z.string()), '');

/** Institute filter (discovery §3), field names as the specification writes them. */
export const InstituteFilter = z.object({
  country_fk: fk(),
  state_fk: fk(),
  city_fk: fk(),
  /** A city name typed instead of chosen: matched like searchKey against the campus city. */
  CityName: maybeText(),
  legal_fk: fk(),
  /** Institution name: case- and diacritics-insensitive substring (so also word prefix); at most INSTITUTION_NAME_MAX characters (400 with the catalogue's message beyond, rules/institutions.ts). */
  searchKey: maybeText(),
  major_fk: fk(),
  minor_fk: fk(),
  /** Award level the institution offers a course at. */
  awardFk: fk(),
  /** Study level group (award group) the institution offers a course in. */
  group_fk: fk(),
  /** Distance search: the city to measure from. */
  majorcity_fk: fk(),
  /** Distance search: radius in km (default 50). */
  distance: z._default(z.nullable(z.coerce.number().check(z.gte(0), z.lte(20_000))), null),
  /** Accepted for old clients; paging is rowFrom/rowTo. */
  showMore: z.optional(z.nullable(z.union([z.boolean(), z.string(), z.number()]))),
  /** First row, 0-based (default 0). */
  rowFrom: z._default(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID)), INST_ROW_FROM),
  /** Row after the last (default 100): rows rowFrom … rowTo − 1. */
  rowTo: z._default(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID)), INST_ROW_TO),
  /** Accepted for old clients (the search is always by institution name). */
  IsInstOrSchName: z.optional(z.nullable(z.string())),
});
export type InstituteFilter = z.infer<typeof InstituteFilter>;
export type InstituteFilterInput = z.input<typeof InstituteFilter>;

/** Full filter data: places that have institutions, study areas, study levels. */
export const InstFilterData = z.object({
  countries: z.array(Named),
  states: z.array(NamedState),
  cities: z.array(NamedCity),
  majors: z.array(Named),
  minors: z.array(NamedMinor),
  awardGroups: z.array(Named),
  awardLevels: z.array(z.object({ id: z.number(), name: z.string(), groupFk: z.number() })),
});
export type InstFilterData = z.infer<typeof InstFilterData>;

export const instFilterDataPublic = defineCall({
  id: 'instFilterDataPublic',
  area,
  summary:
    'Institution filter data: countries, states and cities that have institution campuses, study areas (majors, minors with parentFk), study level groups and award levels.',
  method: 'GET',
  path: '/api/InstitutePublic/InstFilterDataPublic',
  auth: 'none',
  reply: InstFilterData,
});

export const InstFilterLookups = z.object({ countries: z.array(Named), awardGroups: z.array(Named) });
export type InstFilterLookups = z.infer<typeof InstFilterLookups>;

export const instFilterDataNewLkp = defineCall({
  id: 'instFilterDataNewLkp',
  area,
  summary: 'Lookups of the new institution filter: countries that have institution campuses and the study level groups.',
  method: 'GET',
  path: '/api/InstitutePublic/InstFilterDataNewLkp',
  auth: 'none',
  reply: InstFilterLookups,
});

export const StudyLevels = z.object({ levels: z.array(z.object({ id: z.number(), name: z.string(), groupFk: z.number(), group: z.string() })) });
export type StudyLevels = z.infer<typeof StudyLevels>;

export const getStudyLevel = defineCall({
  id: 'getStudyLevel',
  area,
  summary: 'Award (study) levels in display order, each with its study level group; only those of group_fk when given.',
  method: 'GET',
  path: '/api/InstitutePublic/GetStudyLevel',
  auth: 'none',
  query: z.object({ group_fk: fk() }),
  reply: StudyLevels,
});

const StudyAreaItem = z.object({ id: z.number(), name: z.string(), parent_fk: z.nullable(z.number()) });

/** The specification's "Study area object": major, minor and detail lists linked by parent_fk. */
export const StudyAreaObject = z.object({ major: z.array(StudyAreaItem), minor: z.array(StudyAreaItem), detail: z.array(StudyAreaItem) });
export type StudyAreaObject = z.infer<typeof StudyAreaObject>;

export const instFilterDataNew = defineCall({
  id: 'instFilterDataNew',
  area,
  summary: 'Study areas as the study area object: majors, minors (parent_fk → major) and details (empty: our study areas have two levels).',
  method: 'GET',
  path: '/api/InstitutePublic/InstFilterDataNew',
  auth: 'none',
  reply: StudyAreaObject,
});

/** One institution in a result list; city, state and country are those of the campus shown. */
export const InstRow = z.object({
  legalFk: z.number(),
  name: z.string(),
  /** The campus shown: the head office, or the first campus matching the location filter. */
  locationFk: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  logoPath: z.nullable(z.string()),
  courseCount: z.number(),
  /** Favourite preference id; 0 until the favourites area lands. */
  preferenceId: z.number(),
});
export type InstRow = z.infer<typeof InstRow>;

export const InstSearchReply = z.object({ total: z.number(), rows: z.array(InstRow) });
export type InstSearchReply = z.infer<typeof InstSearchReply>;

export const instSearchData = defineCall({
  id: 'instSearchData',
  area,
  summary: 'Institution search by the institute filter, ordered by name; rows rowFrom … rowTo − 1 and the exact total.',
  method: 'POST',
  path: '/api/Institute/InstSearchData',
  publicPath: '/api/InstitutePublic/InstSearchDataPublic',
  auth: 'optional',
  body: InstituteFilter,
  reply: InstSearchReply,
});

export const instSearchByLoc = defineCall({
  id: 'instSearchByLoc',
  area,
  summary: 'Institution search by the institute filter, ordered by location (country, state, city, then name).',
  method: 'POST',
  path: '/api/Institute/InstSearchByLoc',
  aliases: ['/api/Institute/InstSearhByLoc'],
  auth: 'optional',
  body: InstituteFilter,
  reply: InstSearchReply,
});

export const InstDistanceRow = z.object({ ...InstRow.shape, distanceKm: z.number() });
export type InstDistanceRow = z.infer<typeof InstDistanceRow>;

export const searchByDistanceAward = defineCall({
  id: 'searchByDistanceAward',
  area,
  summary:
    'Institutions with a campus within `distance` km (default 50) of the city majorcity_fk, optionally offering awardFk / group_fk, nearest first; the campus shown is the nearest one.',
  method: 'POST',
  path: '/api/Institute/SearchByDistanceAward',
  publicPath: '/api/InstitutePublic/SearchByDistanceAwardP',
  auth: 'optional',
  body: InstituteFilter,
  reply: z.object({ total: z.number(), rows: z.array(InstDistanceRow) }),
});

/** The map's tiers and records, shared with the agents' map (./shared-map.ts). */
export { MapIconType, MapRecord } from './shared-map.js';

export const searchMapDataByInstLoc = defineCall({
  id: 'searchMapDataByInstLoc',
  area,
  summary:
    'Map records of every campus matching the institute filter, all four tiers: ICON1 continent, ICON2 country, ICON3 state clusters with locationCount, ICON4 campuses. Empty records → "Map data not available…".',
  method: 'POST',
  path: '/api/InstitutePublic/SearchMapDataByInstLoc',
  aliases: ['/api/Institute/SearchMapDataByInstLoc'],
  auth: 'optional',
  body: InstituteFilter,
  reply: z.object({ locationCount: z.number(), records: z.array(MapRecord) }),
});

export const Campus = z.object({
  locationFk: z.number(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  isHeadOffice: z.boolean(),
});
export type Campus = z.infer<typeof Campus>;

export const InstEvent = z.object({
  evtId: z.number(),
  eventName: z.string(),
  /** yyyy-MM-dd */
  dateFrom: z.string(),
  dateTo: z.string(),
  venueName: z.string(),
  city: z.string(),
  country: z.string(),
  locationFk: z.nullable(z.number()),
  /** True when the institution organises it, false when it takes part. */
  organiser: z.boolean(),
});
export type InstEvent = z.infer<typeof InstEvent>;

export const InstDetail = z.object({
  legalFk: z.number(),
  name: z.string(),
  description: z.string(),
  webAddress: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  logoPath: z.nullable(z.string()),
  /** GET this for the logo (or the default institute logo). */
  imagePath: z.string(),
  preferenceId: z.number(),
  campuses: z.array(Campus),
  counts: z.object({
    campuses: z.number(),
    courses: z.number(),
    scholarships: z.number(),
    agents: z.number(),
    events: z.number(),
    forms: z.number(),
  }),
  /** Events it organises or takes part in that have not ended, soonest first. */
  events: z.array(InstEvent),
});
export type InstDetail = z.infer<typeof InstDetail>;

const LegalQuery = z.object({ legalFk: idParam(), clientFk: z.optional(z.string()) });

export const instDetail = defineCall({
  id: 'instDetail',
  area,
  summary: 'An institution: its details, campuses with coordinates, counts and its current events. clientFk is ignored (the token names the member).',
  method: 'GET',
  path: '/api/Institute/instDetail',
  publicPath: '/api/InstitutePublic/instDetailPublic',
  auth: 'optional',
  query: LegalQuery,
  reply: InstDetail,
});

export const InstScholarship = z.object({
  schId: z.number(),
  name: z.string(),
  amount: z.nullable(z.number()),
  currency: z.string(),
  country: z.string(),
  awardGroup: z.nullable(z.string()),
  openDate: z.string(),
  closeDate: z.string(),
  webAddress: z.nullable(z.string()),
  preferenceId: z.number(),
});
export type InstScholarship = z.infer<typeof InstScholarship>;

export const scholarships = defineCall({
  id: 'instScholarships',
  area,
  summary: "The institution's scholarships, closing soonest first.",
  method: 'GET',
  path: '/api/Institute/scholarships',
  publicPath: '/api/InstitutePublic/scholarshipsPublic',
  auth: 'optional',
  query: z.object({ legalFk: idParam() }),
  reply: z.object({ rows: z.array(InstScholarship) }),
});

/** Agent list row (discovery §3), shared with the agents' list (./shared-rows.ts). */
export { AgentRow } from './shared-rows.js';

export const repAgent = defineCall({
  id: 'repAgent',
  area,
  summary: 'Agents representing the institution, by name; rows rowFrom … rowTo − 1 (default all) and the total.',
  method: 'POST',
  path: '/api/Institute/repAgent',
  publicPath: '/api/InstitutePublic/repAgentPublic',
  auth: 'optional',
  body: z.object({
    legalFk: idParam(),
    rowFrom: z._default(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID)), 0),
    rowTo: z._default(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID)), 1_000_000),
  }),
  reply: z.object({ total: z.number(), rows: z.array(AgentRow) }),
});

export const InstDetailPrint = z.object({
  ...InstDetail.shape,
  scholarships: z.array(InstScholarship),
  agents: z.array(AgentRow),
});
export type InstDetailPrint = z.infer<typeof InstDetailPrint>;

export const instDetailPrint = defineCall({
  id: 'instDetailPrint',
  area,
  summary: 'The print view: the detail with its scholarships and representing agents in one reply. Open to everyone (auth optional), like the detail.',
  method: 'GET',
  path: '/api/Institute/instDetailPrint',
  auth: 'optional',
  query: z.object({ legalFk: idParam() }),
  reply: InstDetailPrint,
});

export const FormCategoryRow = z.object({ categoryFk: z.number(), name: z.string(), level: z.number(), formCount: z.number() });
export type FormCategoryRow = z.infer<typeof FormCategoryRow>;

export const formCategoryPublic = defineCall({
  id: 'formCategoryPublic',
  area,
  summary:
    "Form categories holding the institution's forms: the top level, or the children of categoryFk when given; formCount counts the forms in each category's subtree.",
  method: 'GET',
  path: '/api/InstitutePublic/formCategoryPublic',
  auth: 'none',
  query: z.object({ legalFk: idParam(), categoryFk: fk() }),
  reply: z.object({ categories: z.array(FormCategoryRow) }),
});

export const InstForm = z.object({ formId: z.number(), name: z.string(), fileName: z.string(), header: z.string() });

export const formSubCategoryPublic = defineCall({
  id: 'formSubCategoryPublic',
  area,
  summary: "One category of the institution's forms: its sub-categories holding forms (with counts) and the forms filed directly in it.",
  method: 'GET',
  path: '/api/InstitutePublic/formSubCategoryPublic',
  auth: 'none',
  query: z.object({ legalFk: idParam(), categoryFk: idParam() }),
  reply: z.object({ categories: z.array(FormCategoryRow), forms: z.array(InstForm) }),
});

/** Connect-me message (discovery §3); the sender is the signed-in member, whatever clientFk says. */
export const ConnectMeQuery = z.object({
  clientFk: z.optional(z.nullable(z.string())),
  locationFk: z._default(z.nullable(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID))), 0),
  senderType: maybeText(),
  subjectLookupFk: fk(),
  subject: maybeText(),
  noteText: maybeText(),
  type: maybeText(),
});
export type ConnectMeQuery = z.infer<typeof ConnectMeQuery>;

export const connectMe = defineCall({
  id: 'connectMe',
  area,
  summary: 'Connect-me enquiry to an institution campus (locationFk) from the signed-in member; stored for the institution.',
  method: 'GET',
  path: '/api/ConnectMe/CUpsert',
  auth: 'required',
  query: ConnectMeQuery,
  reply: MessageReply,
});

export const ConnectPublicBody = z.object({
  name: maybeText(),
  email: maybeText(),
  phone: maybeText(),
  locationFk: z._default(z.nullable(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID))), 0),
  subjectLookupFk: fk(),
  subject: maybeText(),
  noteText: maybeText(),
  type: maybeText(),
});
export type ConnectPublicBody = z.infer<typeof ConnectPublicBody>;

export const connectPublic = defineCall({
  id: 'connectPublic',
  area,
  summary: 'Anonymous connect-me enquiry: the same enquiry with the sender’s name and e-mail (phone optional).',
  method: 'POST',
  path: '/api/InstitutePublic/connectPublic',
  auth: 'none',
  body: ConnectPublicBody,
  reply: MessageReply,
});

export const getImagePublic = defineCall({
  id: 'getImagePublic',
  area,
  summary:
    'The logo of an institution or agent (image bytes, content-type by file type); the default institute or agent logo (SVG) when there is none or the id is unknown.',
  method: 'GET',
  path: '/api/ImagePublic/GetImagePublic',
  auth: 'none',
  query: z.object({ legalFk: z.optional(z.string()) }),
  reply: z.string(),
});
