import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { eventDocuments, eventParticipants } from '../../catalogue/event-parts.js';
import { joinPlace, placeColumns, type PlaceRow } from '../../db/places.js';
import { num, numOrNull } from '../../db/numbers.js';

type Db = Kysely<Database>;

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en') || 0;

/** Distinct countries, states and cities of some places (the last row read names each), by name. */
function groupPlaces(places: readonly PlaceRow[]) {
  const countries = new Map<number, string>();
  const states = new Map<number, { id: number; name: string; countryFk: number }>();
  const cities = new Map<number, { id: number; name: string; stateFk: number; countryFk: number }>();
  for (const p of places) {
    countries.set(p.countryId, p.country);
    states.set(p.stateId, { id: p.stateId, name: p.state, countryFk: p.countryId });
    cities.set(p.cityId, { id: p.cityId, name: p.city, stateFk: p.stateId, countryFk: p.countryId });
  }
  return {
    countries: [...countries].map(([id, name]) => ({ id, name })).sort(byName),
    states: [...states.values()].sort(byName),
    cities: [...cities.values()].sort(byName),
  };
}

/** Events that have not ended on `today` and the place each is held at. */
function upcomingPlaces(db: Db, today: string) {
  return db
    .selectFrom('events as e')
    .$call((qb) => joinPlace(qb, 'e'))
    .where('e.status', '=', 'published')
    .where('e.date_to', '>=', today);
}

/** The institutions and agents organising or taking part in events that have not ended, with their event counts. */
async function upcomingLegalEntities(db: Db, today: string) {
  const organisers = db.selectFrom('events as e').select(['e.legal_id as legalId', 'e.id as eventId']).where('e.status', '=', 'published').where('e.date_to', '>=', today);
  const participants = db
    .selectFrom('event_participants as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select(['p.legal_id as legalId', 'e.id as eventId'])
    .where('e.status', '=', 'published')
    .where('e.date_to', '>=', today);
  const rows = await db
    .selectFrom(organisers.union(participants).as('x'))
    .innerJoin('legal_entities as le', 'le.id', 'x.legalId')
    .select((eb) => ['le.id as id', 'le.name as name', 'le.kind as entType', eb.fn.count('x.eventId').distinct().as('eventCount')])
    .groupBy(['le.id', 'le.name', 'le.kind'])
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, entType: r.entType, eventCount: num(r.eventCount) })).sort(byName);
}

/** EventPFilterData: where upcoming events are held, and who organises or takes part in them. */
export async function filterData(db: Db, today: string) {
  const places = await upcomingPlaces(db, today)
    .select(placeColumns)
    .distinct()
    .execute();
  const { countries, states, cities } = groupPlaces(places);
  const institutions = (await upcomingLegalEntities(db, today)).map(({ id, name, entType }) => ({ id, name, entType }));
  return { countries, states, cities, institutions };
}

/** EventPAllFilterData: where the organisers and participants of upcoming events have campuses or offices. */
export async function allFilterData(db: Db, today: string) {
  const institutions = await upcomingLegalEntities(db, today);
  const ids = institutions.map((i) => i.id);
  const places =
    ids.length === 0
      ? []
      : await db
          .selectFrom('locations as l')
          .$call((qb) => joinPlace(qb, 'l'))
          .select(placeColumns)
          .where('l.legal_id', 'in', ids)
          .distinct()
          .execute();
  const { countries, states, cities } = groupPlaces(places);
  return { instCountries: countries, instStates: states, instCities: cities, institutions };
}

export const countryExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const stateExists = async (db: Db, id: number): Promise<boolean> =>
  (await db.selectFrom('states').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** States of a country where upcoming events are held. */
export async function statesWithEvents(db: Db, countryId: number, today: string) {
  const rows = await upcomingPlaces(db, today)
    .select(['st.id as id', 'st.name as name', 'st.country_id as countryFk'])
    .where('ci.country_id', '=', countryId)
    .distinct()
    .execute();
  return rows.sort(byName);
}

/** Cities of a state where upcoming events are held. */
export async function citiesWithEvents(db: Db, stateId: number, today: string) {
  const rows = await upcomingPlaces(db, today)
    .select(['ci.id as id', 'ci.name as name', 'ci.state_id as stateFk', 'ci.country_id as countryFk'])
    .where('ci.state_id', '=', stateId)
    .distinct()
    .execute();
  return rows.sort(byName);
}

/** The id filters and the days of an event search; 0 means "any", `to` null means open-ended. */
export interface EventCandidateFilter {
  countryFk: number;
  stateFk: number;
  cityFk: number;
  instCountryFk: number;
  instStateFk: number;
  instCityFk: number;
  legalFk: number;
  from: string;
  to: string | null;
}

/** An event as lists and the detail read it. */
export interface EventPlaceRow {
  id: number;
  name: string;
  legalId: number;
  legalName: string;
  legalKind: 'I' | 'A';
  locationId: number | null;
  locationName: string | null;
  venueName: string;
  city: string;
  state: string;
  country: string;
  dateFrom: string;
  dateTo: string;
  description: string;
  regUrl: string | null;
  webSite: string | null;
}

function eventsWithPlaces(db: Db) {
  return db
    .selectFrom('events as e')
    .innerJoin('legal_entities as le', 'le.id', 'e.legal_id')
    .$call((qb) => joinPlace(qb, 'e'))
    .leftJoin('locations as lo', 'lo.id', 'e.location_id')
    .select([
      'e.id as id',
      'e.name as name',
      'e.legal_id as legalId',
      'le.name as legalName',
      'le.kind as legalKind',
      'e.location_id as locationId',
      'lo.name as locationName',
      'e.venue_name as venueName',
      'ci.name as city',
      'st.name as state',
      'co.name as country',
      'e.date_from as dateFrom',
      'e.date_to as dateTo',
      'e.description as description',
      'e.reg_url as regUrl',
      'e.web_site as webSite',
    ]);
}

/**
 * Events matching the id filters whose dates overlap the range (ending on or after `from`, starting on
 * or before `to`). An institution filter (legal_fk or its place) matches the organiser or a participant.
 */
export async function candidateEvents(db: Db, f: EventCandidateFilter): Promise<EventPlaceRow[]> {
  let q = eventsWithPlaces(db).where('e.status', '=', 'published').where('e.date_to', '>=', f.from);
  if (f.to) q = q.where('e.date_from', '<=', f.to);
  if (f.countryFk) q = q.where('ci.country_id', '=', f.countryFk);
  if (f.stateFk) q = q.where('ci.state_id', '=', f.stateFk);
  if (f.cityFk) q = q.where('e.city_id', '=', f.cityFk);
  if (f.legalFk) {
    q = q.where((eb) =>
      eb.or([eb('e.legal_id', '=', f.legalFk), eb('e.id', 'in', eb.selectFrom('event_participants').select('event_id').where('legal_id', '=', f.legalFk))]),
    );
  }
  if (f.instCountryFk || f.instStateFk || f.instCityFk) {
    q = q.where((eb) => {
      let places = eb.selectFrom('locations as il').innerJoin('cities as ic', 'ic.id', 'il.city_id').select('il.legal_id');
      if (f.instCountryFk) places = places.where('ic.country_id', '=', f.instCountryFk);
      if (f.instStateFk) places = places.where('ic.state_id', '=', f.instStateFk);
      if (f.instCityFk) places = places.where('il.city_id', '=', f.instCityFk);
      return eb.or([
        eb('e.legal_id', 'in', places),
        eb('e.id', 'in', eb.selectFrom('event_participants as ip').select('ip.event_id').where('ip.legal_id', 'in', places)),
      ]);
    });
  }
  const rows = await q.execute();
  return rows as EventPlaceRow[];
}

/** Names of the institutions and agents taking part in each of the events. */
export async function participantNames(db: Db, eventIds: readonly number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  for (let i = 0; i < eventIds.length; i += 500) {
    const rows = await db
      .selectFrom('event_participants as p')
      .innerJoin('legal_entities as le', 'le.id', 'p.legal_id')
      .select(['p.event_id as eventId', 'le.name as name'])
      .where('p.event_id', 'in', eventIds.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.eventId, [...(names.get(r.eventId) ?? []), r.name]);
  }
  return names;
}

/** The member's favourites (category E) and registrations among the events. */
export async function personalFlags(db: Db, clientId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return { favourites: new Map<number, number>(), registered: new Set<number>() };
  const favourites = await db
    .selectFrom('favourites')
    .select(['id', 'reference_id'])
    .where('client_id', '=', clientId)
    .where('category', '=', 'E')
    .where('reference_id', 'in', [...eventIds])
    .execute();
  const registrations = await db
    .selectFrom('event_registrations')
    .select('event_id')
    .where('client_id', '=', clientId)
    .where('event_id', 'in', [...eventIds])
    .execute();
  return {
    favourites: new Map(favourites.map((f) => [f.reference_id, f.id])),
    registered: new Set(registrations.map((r) => r.event_id)),
  };
}

/** An event by id: never a draft (the organisation's own); an archived one still opens from a registration or a favourite. */
export async function findEvent(db: Db, id: number): Promise<(EventPlaceRow & { status: string }) | undefined> {
  return (await eventsWithPlaces(db).select('e.status').where('e.id', '=', id).where('e.status', '!=', 'draft').executeTakeFirst()) as (EventPlaceRow & { status: string }) | undefined;
}

export async function isParticipant(db: Db, eventId: number, legalId: number): Promise<boolean> {
  const row = await db.selectFrom('event_participants').select('event_id').where('event_id', '=', eventId).where('legal_id', '=', legalId).executeTakeFirst();
  return row !== undefined;
}

/** Registration costs, contacts, documents (stored files EEM), the location and the participants of an event. */
export async function eventSections(db: Db, eventId: number, locationId: number | null) {
  const [costs, contacts, documents, location, participants] = await Promise.all([
    db.selectFrom('event_costs').select(['id', 'label', 'amount', 'currency']).where('event_id', '=', eventId).orderBy('amount', 'desc').orderBy('id').execute(),
    db.selectFrom('event_contacts').select(['id', 'name', 'email', 'phone']).where('event_id', '=', eventId).orderBy('id').execute(),
    eventDocuments(db, eventId),
    locationId === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('locations as l')
          .select(['l.name as name', 'l.address as address', 'l.latitude as latitude', 'l.longitude as longitude'])
          .where('l.id', '=', locationId)
          .executeTakeFirst(),
    eventParticipants(db, eventId),
  ]);
  return {
    costs: costs.map((c) => ({ ...c, amount: num(c.amount) })),
    contacts,
    documents: documents.map((d) => ({ ...d, size: num(d.size) })),
    location: location && { ...location, latitude: numOrNull(location.latitude), longitude: numOrNull(location.longitude) },
    participants,
  };
}

/** The member's registration for an event, if any. */
export const findRegistration = (db: Db, clientId: number, eventId: number) =>
  db.selectFrom('event_registrations').select(['id', 'created_at']).where('client_id', '=', clientId).where('event_id', '=', eventId).executeTakeFirst();

/** Registers the member (nothing happens when they already are); answers the registration. */
export async function saveRegistration(db: Db, clientId: number, eventId: number, locationId: number | null, now: string) {
  await db
    .insertInto('event_registrations')
    .values({ client_id: clientId, event_id: eventId, location_id: locationId, created_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'event_id']).doNothing())
    .execute();
  const saved = await findRegistration(db, clientId, eventId);
  if (!saved) throw new Error(`registration of client ${clientId} for event ${eventId} was not saved`);
  return saved;
}
