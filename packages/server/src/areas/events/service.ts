import { eventSearchRange, nameMatches, validateEventFilter, validateEventRows, eventMessages } from '@studyatlas/core';
import type { events } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, rejectInvalid } from '../../http/errors.js';
import { formatDay } from '../../seed/dates.js';
import { imagePathOf } from '../../catalogue/logos.js';
import * as q from './queries.js';

const notFound = (message: string) => new HttpError(404, message);

/** The personal fields of an event (all false / 0 for a visitor). */
function personal(favouriteId: number | undefined, registered: boolean) {
  return { favExists: (favouriteId ?? 0) > 0, favDetailFk: favouriteId ?? 0, faveourateFk: favouriteId ?? 0, isRegistered: registered };
}

/** Does the event match the texts of the filter (case- and diacritics-insensitive substrings)? */
function matchesText(event: q.EventPlaceRow, filter: events.EventFilterParsed, participants: readonly string[]): boolean {
  if (filter.searchKey.trim()) {
    const fields = filter.IsEventLocOrName === 'L' ? [event.venueName, event.locationName ?? '', event.city, event.state, event.country] : [event.name];
    if (!fields.some((field) => nameMatches(field, filter.searchKey))) return false;
  }
  if (filter.searchInstKey.trim()) {
    if (![event.legalName, ...participants].some((name) => nameMatches(name, filter.searchInstKey))) return false;
  }
  return true;
}

/** S: soonest first; N: by event name. Ties by id, so pages never overlap. */
function compareEvents(showType: string) {
  return (a: q.EventPlaceRow, b: q.EventPlaceRow): number => {
    const byDate = a.dateFrom.localeCompare(b.dateFrom);
    const byName = a.name.localeCompare(b.name, 'en');
    return (showType === 'N' ? byName || byDate : byDate || byName) || a.id - b.id;
  };
}

/**
 * The events area's rules: the event-search rule of core (also the form's), no date range → from
 * today (discovery §4); the detail by organiser or participant; registration, once per member.
 */
export function createEventsService(ctx: AppContext) {
  const { db } = ctx;
  const today = () => formatDay(ctx.now());

  async function flagsFor(member: AuthMember | null, ids: readonly number[]) {
    return member ? q.personalFlags(db, member.clientId, ids) : { favourites: new Map<number, number>(), registered: new Set<number>() };
  }

  /** The event of a detail or registration request; 404 unless it is held at `locationFk` (0: anywhere). */
  async function eventAt(eventId: number, locationFk: number): Promise<q.EventPlaceRow & { status: string }> {
    const event = await q.findEvent(db, eventId);
    if (!event) throw notFound(eventMessages.eventNotFound);
    if (locationFk !== 0 && locationFk !== event.locationId) throw notFound(eventMessages.eventLocationNotFound);
    return event;
  }

  return {
    filterData: (): Promise<events.EventFilterData> => q.filterData(db, today()),
    allFilterData: (): Promise<events.EventAllFilterData> => q.allFilterData(db, today()),

    async states(countryFk: number) {
      if (!(await q.countryExists(db, countryFk))) throw notFound(eventMessages.eventCountryNotFound);
      return q.statesWithEvents(db, countryFk, today());
    },

    async cities(stateFk: number) {
      if (!(await q.stateExists(db, stateFk))) throw notFound(eventMessages.eventStateNotFound);
      return q.citiesWithEvents(db, stateFk, today());
    },

    async search(filter: events.EventFilterParsed, member: AuthMember | null): Promise<events.EventSearchReply> {
      const day = today();
      rejectInvalid({ ...validateEventFilter(filter, day), ...validateEventRows(filter.rowFrom, filter.rowTo) });
      const range = eventSearchRange(filter, day);
      const candidates = await q.candidateEvents(db, {
        countryFk: filter.country_fk,
        stateFk: filter.state_fk,
        cityFk: filter.city_fk,
        instCountryFk: filter.instcountry_fk,
        instStateFk: filter.inststate_fk,
        instCityFk: filter.instcity_fk,
        legalFk: filter.legal_fk,
        from: range.from,
        to: range.to,
      });
      const participants = filter.searchInstKey.trim() ? await q.participantNames(db, candidates.map((c) => c.id)) : new Map<number, string[]>();
      const matching = candidates.filter((c) => matchesText(c, filter, participants.get(c.id) ?? [])).sort(compareEvents(filter.showType));
      const page = matching.slice(filter.rowFrom, filter.rowTo);
      const flags = await flagsFor(member, page.map((e) => e.id));
      return {
        total: matching.length,
        rows: page.map((e) => ({
          evtId: e.id,
          eventName: e.name,
          legalFk: e.legalId,
          legalName: e.legalName,
          locationFk: e.locationId ?? 0,
          dateFrom: e.dateFrom,
          dateTo: e.dateTo,
          VenueName: e.venueName,
          city: e.city,
          state: e.state,
          country: e.country,
          InstLocation: e.locationName ?? '',
          ...personal(flags.favourites.get(e.id), flags.registered.has(e.id)),
        })),
      };
    },

    async detail(query: { legalFk: number; locationFk: number; eventFk: number }, member: AuthMember | null): Promise<events.EventDetail> {
      const event = await eventAt(query.eventFk, query.locationFk);
      if (query.legalFk !== event.legalId && !(await q.isParticipant(db, event.id, query.legalFk))) throw notFound(eventMessages.eventNotFound);
      const sections = await q.eventSections(db, event.id, event.locationId);
      const flags = await flagsFor(member, [event.id]);
      const locations = [
        {
          locationFk: event.locationId ?? 0,
          name: sections.location?.name ?? '',
          VenueName: event.venueName,
          address: sections.location?.address ?? '',
          city: event.city,
          state: event.state,
          country: event.country,
          latitude: sections.location?.latitude ?? null,
          longitude: sections.location?.longitude ?? null,
        },
      ];
      return {
        evtId: event.id,
        eventName: event.name,
        legalFk: event.legalId,
        legalName: event.legalName,
        logo: imagePathOf(event.legalId),
        entType: event.legalKind,
        webSite: event.webSite,
        RegUrl: event.regUrl,
        dateFrom: event.dateFrom,
        dateTo: event.dateTo,
        description: event.description,
        city: event.city,
        state: event.state,
        country: event.country,
        InstLocation: event.locationName ?? '',
        VenueName: event.venueName,
        locationFk: event.locationId ?? 0,
        locCount: locations.length,
        ended: event.dateTo < today(),
        ...personal(flags.favourites.get(event.id), flags.registered.has(event.id)),
        costs: sections.costs,
        contacts: sections.contacts,
        documents: sections.documents,
        locations,
        participants: sections.participants.map((p) => ({ ...p, logo: imagePathOf(p.lglId) })),
      };
    },

    async register(query: { eventFk: number; locationFk: number }, member: AuthMember): Promise<events.RegisterEventReply> {
      const event = await eventAt(query.eventFk, query.locationFk);
      const existing = await q.findRegistration(db, member.clientId, event.id);
      if (!existing && event.dateTo < today()) throw new HttpError(400, eventMessages.eventEnded);
      // An archived event keeps its registrations and takes no new one.
      if (!existing && event.status === 'archived') throw new HttpError(400, eventMessages.eventArchived);
      const saved = existing ?? (await q.saveRegistration(db, member.clientId, event.id, event.locationId, ctx.now().toISOString()));
      return { message: eventMessages.eventRegistered, evtId: event.id, isRegistered: true, registeredAt: saved.created_at };
    },
  };
}
