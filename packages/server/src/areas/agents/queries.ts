import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { headPlaces, joinPlace } from '../../db/places.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database>;


/** A place filter; 0 means "any". */
export interface PlaceFilter {
  countryFk: number;
  stateFk: number;
  cityFk: number;
}

export { placesOf } from '../../db/places.js';

/** Every agent (id, name). */
export const listAgents = (db: Db) => db.selectFrom('legal_entities').select(['id', 'name']).where('kind', '=', 'A').execute();

/** Agents with an office in the place. */
export function agentsIn(db: Db, f: PlaceFilter) {
  let query = db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .where('le.kind', '=', 'A')
    .select(['le.id as id', 'le.name as name'])
    .distinct();
  if (f.countryFk) query = query.where('ci.country_id', '=', f.countryFk);
  if (f.stateFk) query = query.where('ci.state_id', '=', f.stateFk);
  if (f.cityFk) query = query.where('ci.id', '=', f.cityFk);
  return query.execute();
}

/** Institutions represented by the agents (every agent when `agentIds` is absent). */
export async function institutionsRepresented(db: Db, agentIds?: readonly number[]) {
  if (agentIds && agentIds.length === 0) return [];
  let query = db
    .selectFrom('agent_institutions as ai')
    .innerJoin('legal_entities as a', 'a.id', 'ai.agent_id')
    .innerJoin('legal_entities as i', 'i.id', 'ai.institution_id')
    .where('a.kind', '=', 'A')
    .where('i.kind', '=', 'I')
    .select(['i.id as id', 'i.name as name'])
    .distinct();
  if (agentIds) query = query.where('ai.agent_id', 'in', agentIds);
  return query.execute();
}

export interface RepresentationFilter extends PlaceFilter {
  /** One institution. */
  legalFk: number;
}

/**
 * Which agent represents which institution, for the refined search: only institutions matching the
 * id filters (the institution itself, a campus in the place). Names are matched by the caller.
 */
export function representations(db: Db, f: RepresentationFilter) {
  let query = db
    .selectFrom('agent_institutions as ai')
    .innerJoin('legal_entities as i', 'i.id', 'ai.institution_id')
    .where('i.kind', '=', 'I')
    .select(['ai.agent_id as agentId', 'i.id as institutionId', 'i.name as institutionName']);
  if (f.legalFk) query = query.where('i.id', '=', f.legalFk);
  if (f.countryFk || f.stateFk || f.cityFk) {
    query = query.where((eb) => {
      let campuses = eb
        .selectFrom('locations as l')
        .innerJoin('cities as ci', 'ci.id', 'l.city_id')
        .select('l.id')
        .whereRef('l.legal_id', '=', 'i.id');
      if (f.countryFk) campuses = campuses.where('ci.country_id', '=', f.countryFk);
      if (f.stateFk) campuses = campuses.where('ci.state_id', '=', f.stateFk);
      if (f.cityFk) campuses = campuses.where('ci.id', '=', f.cityFk);
      return eb.exists(campuses);
    });
  }
  return query.execute();
}

/** The agent's offices with their place and head, head office first. */
export async function listOffices(db: Db, agentId: number) {
  const rows = await db
    .selectFrom('locations as l')
    .$call((qb) => joinPlace(qb, 'l'))
    .leftJoin('agent_location_heads as h', 'h.location_id', 'l.id')
    .select([
      'l.id as locationFk',
      'l.name as name',
      'l.address as address',
      'l.postcode as postcode',
      'ci.name as city',
      'st.name as state',
      'co.name as country',
      'ci.id as cityFk',
      'st.id as stateFk',
      'co.id as countryFk',
      'l.latitude as latitude',
      'l.longitude as longitude',
      'l.phone as phone',
      'l.email as email',
      'l.is_head_office as isHeadOffice',
      'h.head_name as locationHead',
    ])
    .where('l.legal_id', '=', agentId)
    .orderBy('l.is_head_office', 'desc')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    isHeadOffice: num(r.isHeadOffice) === 1,
    locationHead: r.locationHead ?? null,
  }));
}

export const listProfessionalBodies = (db: Db, agentId: number) =>
  db
    .selectFrom('agent_professional_bodies')
    .select(['name', 'membership_no as membershipNo', 'web_address as webAddress'])
    .where('agent_id', '=', agentId)
    .orderBy('name')
    .orderBy('id')
    .execute();

/** Institutions the agent represents, each at its head campus (else its first). */
export async function listRepresented(db: Db, agentId: number) {
  const institutions = await db
    .selectFrom('agent_institutions as ai')
    .innerJoin('legal_entities as i', 'i.id', 'ai.institution_id')
    .select(['i.id as legalFk', 'i.name as name'])
    .where('ai.agent_id', '=', agentId)
    .where('i.kind', '=', 'I')
    .execute();
  if (institutions.length === 0) return [];
  const placeOf = await headPlaces(db, institutions.map((i) => i.legalFk));
  return institutions.map((i) => ({ ...i, ...(placeOf.get(i.legalFk) ?? { city: '', state: '', country: '' }) }));
}

/** The member's agent favourites (a member has few): agent id → preference id. */
export async function agentPreferences(db: Db, clientId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('favourites')
    .select(['id', 'reference_id'])
    .where('client_id', '=', clientId)
    .where('category', '=', 'A')
    .execute();
  return new Map(rows.map((r) => [r.reference_id, r.id]));
}
