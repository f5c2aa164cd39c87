import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, NamedCity, NamedState } from './fields.js';
import { EVENT_ROW_FROM, EVENT_ROW_TO } from '../rules/events.js';

const area = 'events';

/** An id as a JSON number or digits; null, '' and 0 mean "any". → a positive number or 0. */
const fk = () =>
  z._default(
    z.pipe(
      z.union([z.int().check(z.minimum(0), z.maximum(2_147_483_647)), z.string().check(z.regex(/^\s*\d{0,9}\s*$/)), z.null()]),
      z.transform((value): number => (value === null ? 0 : Number(String(value).trim() || '0'))),
    ),
    0,
  );

/** A required id in a query string (digits, > 0). */
const idParam = () =>
  z.pipe(
    z.union([z.int().check(z.minimum(1), z.maximum(2_147_483_647)), z.string().check(z.regex(/^\s*[1-9]\d{0,8}\s*$/))]),
    z.transform((value) => Number(String(value).trim())),
  );

/** A row number ≥ 0 (a JSON number or digits) with a default. */
const row = (fallback: number) =>
  z._default(
    z.pipe(
      z.union([z.int().check(z.minimum(0), z.maximum(1_000_000_000)), z.string().check(z.regex(/^\s*\d{1,10}\s*$/))]),
      z.transform((value) => Number(String(value).trim())),
    ),
    fallback,
  );

/** Text old clients may send as null; at most 200 characters. */
const maybeText = () => z._default(z.pipe(z.nullable(z.string().check(z.maxLength(200))), z.transform((v) => v ?? '')), '');

/** A date as sent (yyyy-MM-dd, or '' / null for none); its validity is a rule (events rules → 'Invalid Date'). */
const maybeDate = () => z._default(z.pipe(z.nullable(z.string().check(z.maxLength(40))), z.transform((v) => (v ?? '').trim())), '');

/** showType: S soonest first (default), N by event name. */
export const EVENT_SHOW_TYPES = ['S', 'N'] as const;
/** IsEventLocOrName: N searchKey matches the event name (default), L its venue, city, state or country. */
export const EVENT_SEARCH_BY = ['N', 'L'] as const;

/**
 * The event filter (discovery §3) with the specification's field names. The event's own place
 * (country_fk, state_fk, city_fk), the organiser's or a participant's place (instcountry_fk, …), an
 * organiser or participant (legal_fk), the date range and the paging rows rowFrom … rowTo − 1.
 */
export const EventFilter = z.object({
  searchKey: maybeText(),
  /** An organiser's or participant's name (substring). */
  searchInstKey: maybeText(),
  country_fk: fk(),
  state_fk: fk(),
  city_fk: fk(),
  instcountry_fk: fk(),
  inststate_fk: fk(),
  instcity_fk: fk(),
  legal_fk: fk(),
  /** yyyy-MM-dd; with date_to also empty the search runs from today (discovery §4). */
  date_from: maybeDate(),
  date_to: maybeDate(),
  showType: z._default(z.pipe(z.nullable(z.union([z.enum(EVENT_SHOW_TYPES), z.literal('')])), z.transform((v) => v || 'S')), 'S'),
  IsEventLocOrName: z._default(z.pipe(z.nullable(z.union([z.enum(EVENT_SEARCH_BY), z.literal('')])), z.transform((v) => v || 'N')), 'N'),
  /** First row, 0-based (default 0). */
  rowFrom: row(EVENT_ROW_FROM),
  /** Row after the last (default 10): rows rowFrom … rowTo − 1, at most 100 at a time. */
  rowTo: row(EVENT_ROW_TO),
});
export type EventFilter = z.input<typeof EventFilter>;
/** The filter as the server sees it after the shape check. */
export type EventFilterParsed = z.output<typeof EventFilter>;

/** The personal part of an event: favourite and registration (false / 0 when signed out). */
const personal = {
  /** True when the member saved the event as a favourite (category E). */
  favExists: z.boolean(),
  /** The favourite's preference id; 0 when not a favourite. */
  favDetailFk: z.number(),
  /** The same preference id under the specification's other (misspelt) name, for old clients. */
  faveourateFk: z.number(),
  /** The registration flag: the member registered to attend. */
  isRegistered: z.boolean(),
};

/** One event of a result list: where and when, who organises it. */
export const EventRow = z.object({
  evtId: z.number(),
  eventName: z.string(),
  /** The organiser. */
  legalFk: z.number(),
  legalName: z.string(),
  /** The organiser's campus or office it is held at; 0 when held elsewhere. */
  locationFk: z.number(),
  /** yyyy-MM-dd */
  dateFrom: z.string(),
  dateTo: z.string(),
  VenueName: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** The organiser's campus or office name ('' when held elsewhere). */
  InstLocation: z.string(),
  ...personal,
});
export type EventRow = z.infer<typeof EventRow>;

export const EventSearchReply = z.object({ total: z.number(), rows: z.array(EventRow) });
export type EventSearchReply = z.infer<typeof EventSearchReply>;

const LegalNamed = z.object({ id: z.number(), name: z.string(), entType: z.enum(['I', 'A']) });

/** EventPFilterData: the lists of the event's own place and its organisers (upcoming events only). */
export const EventFilterData = z.object({
  /** Table 1: countries where upcoming events are held. */
  countries: z.array(Named),
  /** Table 2: their states with upcoming events. */
  states: z.array(NamedState),
  /** Table 3: their cities with upcoming events. */
  cities: z.array(NamedCity),
  /** Table 4: institutions and agents organising or taking part in upcoming events (legal_fk). */
  institutions: z.array(LegalNamed),
});
export type EventFilterData = z.infer<typeof EventFilterData>;

/**
 * EventPAllFilterData: the institution side of the filter — where the organisers and participants of
 * upcoming events have a campus or office (instcountry_fk, inststate_fk, instcity_fk).
 */
export const EventAllFilterData = z.object({
  /** Table 1: countries of their campuses and offices. */
  instCountries: z.array(Named),
  /** Table 2: states of their campuses and offices. */
  instStates: z.array(NamedState),
  /** Table 3: cities of their campuses and offices. */
  instCities: z.array(NamedCity),
  /** Table 4: the institutions and agents themselves with how many upcoming events each has. */
  institutions: z.array(z.object({ id: z.number(), name: z.string(), entType: z.enum(['I', 'A']), eventCount: z.number() })),
});
export type EventAllFilterData = z.infer<typeof EventAllFilterData>;

export const EventCost = z.object({ id: z.number(), label: z.string(), amount: z.number(), currency: z.string() });
export const EventContact = z.object({ id: z.number(), name: z.string(), email: z.nullable(z.string()), phone: z.nullable(z.string()) });
/** An event document: a stored file of kind EEM, downloaded through DownloadFiles (type EEM). */
export const EventDocument = z.object({ fileId: z.number(), fileName: z.string(), contentType: z.string(), size: z.number() });
export const EventLocation = z.object({
  /** The campus or office; 0 when the event is held elsewhere. */
  locationFk: z.number(),
  /** Campus or office name ('' when held elsewhere). */
  name: z.string(),
  VenueName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export const EventParticipant = z.object({
  lglId: z.number(),
  name: z.string(),
  /** I institution, A agent: the default logo differs. */
  entType: z.enum(['I', 'A']),
  /** GET this for the logo (GetImagePublic answers the default logo when there is none). */
  logo: z.string(),
});
export type EventCost = z.infer<typeof EventCost>;
export type EventContact = z.infer<typeof EventContact>;
export type EventDocument = z.infer<typeof EventDocument>;
export type EventLocation = z.infer<typeof EventLocation>;
export type EventParticipant = z.infer<typeof EventParticipant>;

/** Event (discovery §3) with its sections. */
export const EventDetail = z.object({
  evtId: z.number(),
  eventName: z.string(),
  legalFk: z.number(),
  legalName: z.string(),
  /** The organiser's logo (GetImagePublic). */
  logo: z.string(),
  entType: z.enum(['I', 'A']),
  webSite: z.nullable(z.string()),
  RegUrl: z.nullable(z.string()),
  dateFrom: z.string(),
  dateTo: z.string(),
  description: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  InstLocation: z.string(),
  VenueName: z.string(),
  locationFk: z.number(),
  /** How many locations the event is held at (the locations section). */
  locCount: z.number(),
  /** True when the event has ended (no registration any more). */
  ended: z.boolean(),
  ...personal,
  costs: z.array(EventCost),
  contacts: z.array(EventContact),
  documents: z.array(EventDocument),
  locations: z.array(EventLocation),
  participants: z.array(EventParticipant),
});
export type EventDetail = z.infer<typeof EventDetail>;

export const RegisterEventReply = z.object({
  message: z.string(),
  evtId: z.number(),
  isRegistered: z.literal(true),
  /** ISO-8601 UTC time of the (first) registration. */
  registeredAt: z.string(),
});
export type RegisterEventReply = z.infer<typeof RegisterEventReply>;

export const statePDetail = defineCall({
  id: 'eventStatePDetail',
  area,
  summary: 'States of a country where upcoming events are held, by name (the event filter’s state list).',
  method: 'GET',
  path: '/api/EventP/StatePDetail',
  auth: 'none',
  query: z.object({ countryFk: idParam() }),
  reply: z.array(NamedState),
});

export const cityPDetail = defineCall({
  id: 'eventCityPDetail',
  area,
  summary: 'Cities of a state where upcoming events are held, by name (the event filter’s city list).',
  method: 'GET',
  path: '/api/EventP/CityPDetail',
  auth: 'none',
  query: z.object({ stateFk: idParam() }),
  reply: z.array(NamedCity),
});

export const filterData = defineCall({
  id: 'eventPFilterData',
  area,
  summary:
    'Event filter data, tables 1–4: countries, states and cities where upcoming events are held, and the institutions and agents organising or taking part in them.',
  method: 'GET',
  path: '/api/EventP/EventPFilterData',
  auth: 'none',
  reply: EventFilterData,
});

export const allFilterData = defineCall({
  id: 'eventPAllFilterData',
  area,
  summary:
    'Event filter data of the institution side, tables 1–4: countries, states and cities of the campuses and offices of the organisers and participants of upcoming events, and those institutions and agents with their event counts.',
  method: 'GET',
  path: '/api/EventP/EventPAllFilterData',
  auth: 'none',
  reply: EventAllFilterData,
});

export const searchData = defineCall({
  id: 'eventSearchRData',
  area,
  summary:
    'Event search by the event filter: events overlapping the date range (from today when no range is given), rows rowFrom … rowTo − 1 and the exact total; signed in, rows carry the favourite and registration flags.',
  method: 'POST',
  path: '/api/Event/EventSearchRData',
  publicPath: '/api/EventP/EventPSearchRData',
  auth: 'optional',
  body: EventFilter,
  reply: EventSearchReply,
});

export const DetailQuery = z.object({
  /** The organiser, or an institution or agent taking part. */
  legalFk: idParam(),
  /** The event's campus or office; 0 for an event held elsewhere (or not known). */
  locationFk: fk(),
  eventFk: idParam(),
  /** Accepted for old clients; the detail is the same whatever it says. */
  flagAction: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});

export const detail = defineCall({
  id: 'eventDetail',
  area,
  summary:
    'An event with its registration costs, contacts, documents (stored files of kind EEM), locations and participants; signed in, with the favourite and registration flags.',
  method: 'GET',
  path: '/api/Event/EventDetail',
  publicPath: '/api/EventP/EventPDetail',
  auth: 'optional',
  query: DetailQuery,
  reply: EventDetail,
});

export const registerEvent = defineCall({
  id: 'registerEvent',
  area,
  summary:
    'Registers the signed-in member to attend an event (eventFk) at its location (locationFk; 0 for an event held elsewhere). Idempotent: registering again answers the first registration.',
  method: 'GET',
  path: '/api/Event/RegisterEvent',
  auth: 'required',
  query: z.object({ locationFk: fk(), eventFk: idParam() }),
  reply: RegisterEventReply,
});
