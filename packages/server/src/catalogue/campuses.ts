import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { LegalEntitiesTable, LegalKind, LocationsTable } from '../db/schema/catalog.js';
import type { Database } from '../db/schema/index.js';
import { joinPlace } from '../db/places.js';
import type { BoundingBox } from './distance.js';
import { num, numOrNull } from '../db/numbers.js';

/*
 * The campus searches of the catalogue: institutions' campuses for the institution searches and
 * map, agents' offices (`kind: 'A'`) for the agent search and its map.
 */

type Db = Kysely<Database>;

/** The id filters of a campus search; 0 means "any". */
export interface CampusFilter {
  countryFk: number;
  stateFk: number;
  cityFk: number;
  legalFk: number;
  majorFk: number;
  minorFk: number;
  awardFk: number;
  groupFk: number;
  /** Distance search prefilter on the campus coordinates. */
  box?: BoundingBox;
  /** Whose locations: institutions' campuses (default) or agents' offices (the agents area's map). */
  kind?: LegalKind;
}

/**
 * The filters every campus query shares: city, institution, distance box, and the course filters
 * (an institution qualifies through at least one matching course). Needs `l` (locations) and `le`.
 */
function applyCommonFilters<Q extends SelectQueryBuilder<Database & { l: LocationsTable; le: LegalEntitiesTable }, 'l' | 'le', object>>(query: Q, f: CampusFilter): Q {
  let q = query as unknown as SelectQueryBuilder<Database & { l: LocationsTable; le: LegalEntitiesTable }, 'l' | 'le', object>;
  if (f.cityFk) q = q.where('l.city_id', '=', f.cityFk);
  if (f.legalFk) q = q.where('le.id', '=', f.legalFk);
  if (f.box) {
    const { minLat, maxLat, lng } = f.box;
    // An approximate campus (at its state's centre) is no answer to "within N km".
    q = q.where('l.approximate', '=', 0).where('l.latitude', '>=', minLat).where('l.latitude', '<=', maxLat);
    if (lng) q = q.where('l.longitude', '>=', lng.min).where('l.longitude', '<=', lng.max);
  }
  if (hasCourseFilter(f)) q = q.where((eb) => offersCourse(eb, f));
  return q as unknown as Q;
}

const hasCourseFilter = (f: CampusFilter) => Boolean(f.majorFk || f.minorFk || f.awardFk || f.groupFk);

/** The institution `le` has a published course matching every course filter of `f`. */
function offersCourse(eb: ExpressionBuilder<Database & { le: LegalEntitiesTable }, 'le'>, f: CampusFilter) {
  let courses = eb.selectFrom('courses as cr').select('cr.id').whereRef('cr.legal_id', '=', 'le.id').where('cr.status', '=', 'published');
  if (f.majorFk) courses = courses.where('cr.major_id', '=', f.majorFk);
  if (f.minorFk) courses = courses.where('cr.minor_id', '=', f.minorFk);
  if (f.awardFk) courses = courses.where('cr.award_id', '=', f.awardFk);
  if (f.groupFk) {
    courses = courses.where('cr.award_id', 'in', eb.selectFrom('award_levels as al').select('al.id').where('al.group_id', '=', f.groupFk));
  }
  return eb.exists(courses);
}

/**
 * A filter without a place (country, state, city or distance box): an institution without a campus
 * can match it — by name, institution id or course — though it has no place of its own.
 */
export const placeless = (f: Pick<CampusFilter, 'countryFk' | 'stateFk' | 'cityFk' | 'box'>) => !f.countryFk && !f.stateFk && !f.cityFk && !f.box;

/** One institution campus with its place, as searches and the map read it. */
export interface CampusRow {
  locationFk: number;
  legalFk: number;
  name: string;
  logoPath: string | null;
  webAddress: string | null;
  phone: string | null;
  address: string;
  isHeadOffice: boolean;
  /** Placed at its state's or country's centre (issue 25). */
  approximate: boolean;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  stateLatitude: number | null;
  stateLongitude: number | null;
  country: string;
  countryLatitude: number;
  countryLongitude: number;
  continent: string;
}

/**
 * Every campus of an institution matching the id filters (place, institution, and — through the
 * institution's courses — study area and award). Name and city-name matching happen in JavaScript
 * (diacritics-insensitive on both databases), as do ordering and paging.
 */
export async function findCampuses(db: Db, f: CampusFilter): Promise<CampusRow[]> {
  let query = db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .$call((qb) => joinPlace(qb, 'l'))
    .leftJoin('continents as cn', 'cn.id', 'co.continent_id')
    .where('le.kind', '=', f.kind ?? 'I')
    .select([
      'l.id as locationFk',
      'le.id as legalFk',
      'le.name as name',
      'le.logo_path as logoPath',
      'le.web_address as webAddress',
      'le.phone as entityPhone',
      'l.phone as campusPhone',
      'l.address as address',
      'l.is_head_office as isHeadOffice',
      'l.approximate as approximate',
      'l.latitude as latitude',
      'l.longitude as longitude',
      'ci.name as city',
      'st.name as state',
      'st.latitude as stateLatitude',
      'st.longitude as stateLongitude',
      'co.name as country',
      'co.latitude as countryLatitude',
      'co.longitude as countryLongitude',
      'cn.name as continent',
    ]);
  if (f.countryFk) query = query.where('ci.country_id', '=', f.countryFk);
  if (f.stateFk) query = query.where('ci.state_id', '=', f.stateFk);
  query = applyCommonFilters(query, f);
  const rows = await query.execute();
  return rows.map((r) => ({
    locationFk: r.locationFk,
    legalFk: r.legalFk,
    name: r.name,
    logoPath: r.logoPath,
    webAddress: r.webAddress,
    phone: r.campusPhone ?? r.entityPhone,
    address: r.address,
    isHeadOffice: num(r.isHeadOffice) === 1,
    approximate: num(r.approximate) === 1,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    city: r.city,
    state: r.state,
    stateLatitude: numOrNull(r.stateLatitude),
    stateLongitude: numOrNull(r.stateLongitude),
    country: r.country,
    countryLatitude: num(r.countryLatitude),
    countryLongitude: num(r.countryLongitude),
    continent: r.continent ?? '',
  }));
}

/** The least a search needs per campus; the place names come only when asked for. */
export interface CampusKey {
  locationFk: number;
  legalFk: number;
  name: string;
  isHeadOffice: boolean;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/**
 * The campuses of institutions matching the id filters, lean: the list searches read thousands of
 * these per request, and fetch the display fields only for the page they answer (`describeCampuses`).
 * Place names are read only when `withPlace` (location order, city-name matching), coordinates only
 * for a distance search (`f.box`; 0 otherwise).
 *
 * With no place filter (`placeless`), an institution without any campus matching the institution
 * and course filters comes too, as one key with locationFk 0, no place ('' names) and coordinates 0:
 * it is found by name, never by a place, a typed city name or distance.
 */
export async function findCampusKeys(db: Db, f: CampusFilter, withPlace: boolean): Promise<CampusKey[]> {
  let query = db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .where('le.kind', '=', 'I')
    .select(['l.id as locationFk', 'le.id as legalFk', 'le.name as name', 'l.is_head_office as isHeadOffice'])
    .$if(f.box !== undefined, (qb) => qb.select(['l.latitude as latitude', 'l.longitude as longitude']));
  if (f.countryFk || f.stateFk) {
    query = query.where('l.city_id', 'in', (eb) => {
      let cities = eb.selectFrom('cities').select('id');
      if (f.countryFk) cities = cities.where('country_id', '=', f.countryFk);
      if (f.stateFk) cities = cities.where('state_id', '=', f.stateFk);
      return cities;
    });
  }
  query = applyCommonFilters(query, f);
  if (!withPlace) {
    const rows = await query.execute();
    return [
      ...rows.map((r) => ({ ...r, isHeadOffice: num(r.isHeadOffice) === 1, latitude: num(r.latitude ?? 0), longitude: num(r.longitude ?? 0), city: '', state: '', country: '' })),
      ...(placeless(f) ? await findCampuslessKeys(db, f) : []),
    ];
  }
  const rows = await query
    .$call((qb) => joinPlace(qb, 'l'))
    .select(['ci.name as city', 'st.name as state', 'co.name as country'])
    .execute();
  return [...rows.map((r) => ({ ...r, isHeadOffice: num(r.isHeadOffice) === 1, latitude: num(r.latitude ?? 0), longitude: num(r.longitude ?? 0) })), ...(placeless(f) ? await findCampuslessKeys(db, f) : [])];
}

/** The institutions without any campus matching the institution and course filters, as place-less keys. */
async function findCampuslessKeys(db: Db, f: CampusFilter): Promise<CampusKey[]> {
  let query = db
    .selectFrom('legal_entities as le')
    .where('le.kind', '=', 'I')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('locations as l').select('l.id').whereRef('l.legal_id', '=', 'le.id'))))
    .select(['le.id as legalFk', 'le.name as name']);
  if (f.legalFk) query = query.where('le.id', '=', f.legalFk);
  if (hasCourseFilter(f)) query = query.where((eb) => offersCourse(eb, f));
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, locationFk: 0, isHeadOffice: false, latitude: 0, longitude: 0, city: '', state: '', country: '' }));
}
