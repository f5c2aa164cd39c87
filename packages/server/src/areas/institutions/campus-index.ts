import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/create-database.js';
import type { Database } from '../../db/schema/index.js';
import { courseSearchVersion } from '../../db/search/index.js';
import { createIndexKeeper, keeperOf, type IndexKeeper, type Warn } from '../../db/search/index-keeper.js';
import type { CampusFilter, CampusKey } from '../../catalogue/campuses.js';

/** An institution's campus with its position and its place's ids. */
export interface CampusPoint extends CampusKey {
  countryId: number;
  stateId: number;
  cityId: number;
}

/** Every institution campus at one catalogue search version: the distance search's candidates in memory. */
export interface CampusIndex {
  readonly version: number;
  readonly campuses: readonly CampusPoint[];
}

/** Reads whose version changed under them are retried this often before the build gives up. */
const READ_ATTEMPTS = 3;

async function readCampusIndex(db: Kysely<Database>): Promise<CampusIndex | undefined> {
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    const version = await courseSearchVersion(db);
    const rows = await db
      .selectFrom('locations as l')
      .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
      .innerJoin('cities as ci', 'ci.id', 'l.city_id')
      .where('le.kind', '=', 'I')
      .select(['l.id', 'l.legal_id', 'le.name', 'l.is_head_office', 'l.latitude', 'l.longitude', 'ci.country_id', 'ci.state_id', 'l.city_id'])
      .execute();
    if ((await courseSearchVersion(db)) !== version) continue;
    const campuses = rows.map((r) => ({
      locationFk: r.id,
      legalFk: r.legal_id,
      name: r.name,
      isHeadOffice: Number(r.is_head_office) === 1,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      countryId: r.country_id,
      stateId: r.state_id,
      cityId: r.city_id,
      city: '',
      state: '',
      country: '',
    }));
    return { version, campuses };
  }
  return undefined;
}

/**
 * Whether the index can answer a filter: place and institution filters and the bounding box, yes;
 * filters on the institution's courses (study area, award, level group) are the database's.
 */
export const campusIndexAnswers = (f: CampusFilter): boolean => !f.majorFk && !f.minorFk && !f.awardFk && !f.groupFk;

/** The campuses of the index matching a filter, as findCampusKeys returns them. */
export function campusesIn(index: CampusIndex, f: CampusFilter): CampusPoint[] {
  const { box } = f;
  return index.campuses.filter(
    (c) =>
      (!box || (c.latitude >= box.minLat && c.latitude <= box.maxLat && (!box.lng || (c.longitude >= box.lng.min && c.longitude <= box.lng.max)))) &&
      (!f.countryFk || c.countryId === f.countryFk) &&
      (!f.stateFk || c.stateId === f.stateFk) &&
      (!f.cityFk || c.cityId === f.cityFk) &&
      (!f.legalFk || c.legalFk === f.legalFk),
  );
}

const keepers = new WeakMap<DatabaseHandle, IndexKeeper<CampusIndex>>();

/** The keeper of a database's campus index (none with SEARCH_INDEX=off). */
export const campusIndexKeeper = (database: DatabaseHandle, warn?: Warn): IndexKeeper<CampusIndex> | undefined =>
  keeperOf(keepers, database, (db) => createIndexKeeper(db, readCampusIndex, 'campus index', warn));
