import * as events from '../contracts/events.js';
import type {
  EventAllFilterData,
  EventDetail,
  EventFilterData,
  EventFilterParsed,
  EventRow,
  EventSearchReply,
  RegisterEventReply,
} from '../contracts/events.js';
import { eventMessages } from '../messages/events.js';
import { cachedFilterData } from '../stores/filter-data-cache.js';
import { createSearchFlow } from '../stores/search-flow.js';
import { ApiError } from './api-error.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';
import { whenSignedIn } from './shared-sign-in.js';

// The event shapes the screens use, by name (the contracts module is exported as `events`).
export type { EventAllFilterData, EventDetail, EventFilterData, EventRow, EventSearchReply, RegisterEventReply };
export type { EventContact, EventCost, EventDocument, EventLocation, EventParticipant } from '../contracts/events.js';

/** Shape version of the event filter data kept in localStorage: bump it when the filter data shapes change. */
export const EVENT_FILTER_DATA_VERSION = 1;

/** The event filter lists (EventPFilterData, tables 1–4), cached in localStorage (discovery §9). */
export const eventFilterData = (options: CallOptions = {}): Promise<EventFilterData> =>
  cachedFilterData('events', EVENT_FILTER_DATA_VERSION, () => getClient().call(events.filterData, undefined, options));

/** The institution side of the event filter (EventPAllFilterData, tables 1–4), cached like the other. */
export const eventAllFilterData = (options: CallOptions = {}): Promise<EventAllFilterData> =>
  cachedFilterData('events-all', EVENT_FILTER_DATA_VERSION, () => getClient().call(events.allFilterData, undefined, options));

/** States of a country with upcoming events (StatePDetail). */
export const eventStates = (countryFk: number, options: CallOptions = {}) =>
  getClient().call(events.statePDetail, { query: { countryFk } }, options);

/** Cities of a state with upcoming events (CityPDetail). */
export const eventCities = (stateFk: number, options: CallOptions = {}) =>
  getClient().call(events.cityPDetail, { query: { stateFk } }, options);

/** One page of the event search (EventSearchRData / EventPSearchRData). */
export const searchEvents = (filter: events.EventFilter, options: CallOptions = {}): Promise<EventSearchReply> =>
  getClient().call(events.searchData, { body: filter as EventFilterParsed }, options);

/** An event filter without its rows (the search flow sets rowFrom and rowTo per page). */
export type EventSearchFilter = Omit<events.EventFilter, 'rowFrom' | 'rowTo'>;

/** The list route of the event search (discovery §2). */
export const EVENT_LIST_ROUTE = '/findEvent/list';

/**
 * The event search flow (discovery §4): `eventSearch.search(filter)` runs page 1, caches it and
 * remembers the filter; `$state` holds what the list shows.
 */
export const eventSearch = createSearchFlow<EventSearchFilter, EventRow>({
  area: 'events',
  run: (filter, { from, to }, options) => searchEvents({ ...filter, rowFrom: from, rowTo: to }, options),
});

export interface EventDetailRequest {
  legalId: number;
  /** The event's campus or office; 0 when held elsewhere. */
  locationId: number;
  eventId: number;
}

/** An event with its sections (EventDetail / EventPDetail). */
export const eventDetail = ({ legalId, locationId, eventId }: EventDetailRequest, options: CallOptions = {}): Promise<EventDetail> =>
  getClient().call(events.detail, { query: { legalFk: legalId, locationFk: locationId, eventFk: eventId } }, options);

/**
 * Registers the member to attend an event (RegisterEvent; discovery §4, §6). Signed out, or when the
 * session turns out to have ended, the login dialog opens and the registration completes once a
 * member signs in; resolves null when the dialog is closed instead. Registering twice is harmless.
 */
export async function registerForEvent(eventId: number, locationId: number, options: CallOptions = {}): Promise<RegisterEventReply | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!(await whenSignedIn(eventMessages.eventRegisterSignIn))) return null;
    try {
      return await getClient().call(events.registerEvent, { query: { eventFk: eventId, locationFk: locationId } }, options);
    } catch (error) {
      // The session ended on the server: the client signed out and opened the dialog; try once more.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  return null;
}
