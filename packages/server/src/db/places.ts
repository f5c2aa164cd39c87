import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema/index.js';

/** The tables a place join adds: the city (`ci`), its state (`st`) and its country (`co`). */
export interface PlaceTables {
  ci: Database['cities'];
  st: Database['states'];
  co: Database['countries'];
}

/**
 * Joins the place of a row that names a city (a location `l`, an event `e`): `ci`, `st` and `co`,
 * the city's state and country (`locations → cities → states → countries`). Inner joins, in that
 * order, exactly as the queries wrote them by hand. Use with `$call`:
 * `db.selectFrom('locations as l').$call((qb) => joinPlace(qb, 'l'))`.
 */
export function joinPlace<DB extends Record<A, { city_id: unknown }>, TB extends keyof DB, O, A extends string & TB>(
  qb: SelectQueryBuilder<DB, TB, O>,
  alias: A,
): SelectQueryBuilder<DB & PlaceTables, TB | keyof PlaceTables, O> {
  // The generic builder cannot prove `${alias}.city_id` is a column; the constraint on DB does.
  const loose = qb as unknown as SelectQueryBuilder<Database & { x: Database['locations'] }, 'x', O>;
  return loose
    .innerJoin('cities as ci', 'ci.id', `${alias}.city_id` as 'x.city_id')
    .innerJoin('states as st', 'st.id', 'ci.state_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id') as unknown as SelectQueryBuilder<DB & PlaceTables, TB | keyof PlaceTables, O>;
}

/**
 * The ids and names of a joined place (`joinPlace`), as the filter-data queries select them (country
 * first: a DISTINCT query may answer its rows in column order, and the events lists keep that order for equal names).
 */
export const placeColumns = ['co.id as countryId', 'co.name as country', 'st.id as stateId', 'st.name as state', 'ci.id as cityId', 'ci.name as city'] as const;

/** One row of `placeColumns`. */
export interface PlaceRow {
  cityId: number;
  city: string;
  stateId: number;
  state: string;
  countryId: number;
  country: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b);

/** Distinct rows by id (the last one read wins), by name then id. */
const unique = <T extends { id: number; name: string }>(rows: readonly T[]): T[] =>
  [...new Map(rows.map((r) => [r.id, r])).values()].sort((a, b) => byText(a.name, b.name) || a.id - b.id);

/** The places of some locations as the filter lists show them: distinct countries, states and cities, by name. */
export function placeLists(places: readonly PlaceRow[]) {
  return {
    countries: unique(places.map((p) => ({ id: p.countryId, name: p.country }))),
    states: unique(places.map((p) => ({ id: p.stateId, name: p.state, countryFk: p.countryId }))),
    cities: unique(places.map((p) => ({ id: p.cityId, name: p.city, stateFk: p.stateId, countryFk: p.countryId }))),
  };
}

/** The distinct places (`PlaceRow`: country, state and city) of the locations of one kind of legal entity, optionally of some entities only. */
export async function placesOf(db: Kysely<Database>, kind: 'I' | 'A', legalIds?: readonly number[]) {
  if (legalIds && legalIds.length === 0) return [];
  let query = db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .$call((qb) => joinPlace(qb, 'l'))
    .where('le.kind', '=', kind)
    .select(placeColumns)
    .distinct();
  if (legalIds) query = query.where('le.id', 'in', legalIds);
  return query.execute();
}

/** The names of a place. */
export interface PlaceNames {
  city: string;
  state: string;
  country: string;
}

/** The place of each legal entity's head location (else its first, by id): legal id → place names. */
export async function headPlaces(db: Kysely<Database>, legalIds: readonly number[]): Promise<Map<number, PlaceNames>> {
  const locations = await db
    .selectFrom('locations as l')
    .$call((qb) => joinPlace(qb, 'l'))
    .select(['l.legal_id as legalFk', 'ci.name as city', 'st.name as state', 'co.name as country'])
    .where('l.legal_id', 'in', legalIds)
    .orderBy('l.is_head_office', 'desc')
    .orderBy('l.id')
    .execute();
  const placeOf = new Map<number, PlaceNames>();
  for (const { legalFk, ...place } of locations) if (!placeOf.has(legalFk)) placeOf.set(legalFk, place);
  return placeOf;
}

/** A city's coordinates, or undefined. */
export const findCity = (db: Kysely<Database>, id: number) =>
  db.selectFrom('cities').select(['id', 'name', 'latitude', 'longitude']).where('id', '=', id).executeTakeFirst();
