import type { Kysely } from 'kysely';
import type { LegalKind } from '../db/schema/catalog.js';
import type { Database } from '../db/schema/index.js';
import { gazetteerPlaces } from './gazetteer.js';
import { placeInStates, type CountryGazetteer } from './gazetteer-states.js';
import { placeKey } from './place-names.js';

/**
 * Ids of the cities imports add, clear of the registry's (under a million): a gazetteer place is
 * GAZETTEER_ID_BASE + its GeoNames id (so the same place has the same id in every catalogue), an
 * approximate locality counts down from APPROXIMATE_ID_TOP. Both fit a 32-bit integer.
 */
export const GAZETTEER_ID_BASE = 1_000_000_000;
export const GAZETTEER_ID_TOP = 1_500_000_000;
export const APPROXIMATE_ID_TOP = 2_000_000_000;

export interface Named {
  id: number;
  name: string;
}

export interface LegalRef {
  id: number;
  kind: LegalKind;
  name: string;
}

export interface LocationRef {
  id: number;
  legalId: number;
  currency: string;
}

export interface CityRef {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  stateId: number;
  /** A locality placed at its state's or country's centre (no gazetteer knew it). */
  approximate: boolean;
}

export interface StateRef {
  id: number;
  name: string;
  code: string;
  latitude: number | null;
  longitude: number | null;
}

export interface CountryCities {
  country: { id: number; iso2: string; name: string; latitude: number; longitude: number };
  /** Place key (see placeKey) → the cities of that name (several states may have one). */
  byKey: Map<string, CityRef[]>;
  cities: CityRef[];
  states: StateRef[];
  /** The gazetteer's places of the country in our states, read on first use (imports only). */
  gazetteer(): CountryGazetteer;
}

/** A city the import adds: from the gazetteer (its id derived from the GeoNames id), or approximate. */
export interface NewCity {
  id?: number;
  name: string;
  stateId: number;
  latitude: number;
  longitude: number;
  approximate: boolean;
}

function addToKeys(byKey: Map<string, CityRef[]>, ref: CityRef): void {
  const key = placeKey(ref.name);
  const list = byKey.get(key);
  if (list) list.push(ref);
  else byKey.set(key, [ref]);
}

const lower = (s: string) => s.toLowerCase();

/**
 * What the importer resolves references against: reference lists by name, and the catalogue's
 * external ids (kept up to date as rows land, so later rows can refer to earlier ones).
 */
export class ImportLookups {
  readonly countries = new Map<string, Named & { currency: string; iso2: string; latitude: number; longitude: number }>();
  readonly majors = new Map<string, Named & { minors: Map<string, Named> }>();
  readonly minorsByName = new Map<string, Array<Named & { major: string }>>();
  /** Lower-cased award level name → the level. */
  readonly awards = new Map<string, Named>();
  readonly modes = new Map<string, Named>();
  readonly legal = new Map<string, LegalRef>();
  readonly locations = new Map<string, LocationRef>();
  readonly courses = new Map<string, { id: number; legalId: number }>();
  /** Surveys without an external id, under the name an export gave them (import/scope.ts) → survey id. */
  readonly surveyAliases = new Map<string, number>();
  readonly #campuses = new Map<number, Set<number>>();
  readonly #cities = new Map<number, CountryCities>();

  private constructor(private readonly db: Kysely<Database>) {}

  static async load(db: Kysely<Database>): Promise<ImportLookups> {
    const lookups = new ImportLookups(db);
    await lookups.#load();
    return lookups;
  }

  async #load(): Promise<void> {
    const db = this.db;
    for (const c of await db.selectFrom('countries').select(['id', 'name', 'iso2', 'currency', 'latitude', 'longitude']).execute()) {
      this.countries.set(c.iso2, { id: c.id, name: c.name, currency: c.currency, iso2: c.iso2, latitude: Number(c.latitude), longitude: Number(c.longitude) });
    }
    const areas = await db.selectFrom('study_areas').select(['id', 'name', 'parent_id']).orderBy('id').execute();
    const majorNames = new Map<number, string>();
    for (const a of areas.filter((x) => x.parent_id === null)) {
      this.majors.set(lower(a.name), { id: a.id, name: a.name, minors: new Map() });
      majorNames.set(a.id, a.name);
    }
    for (const a of areas.filter((x) => x.parent_id !== null)) {
      const majorName = majorNames.get(a.parent_id!);
      if (!majorName) continue;
      this.majors.get(lower(majorName))!.minors.set(lower(a.name), { id: a.id, name: a.name });
      const same = this.minorsByName.get(lower(a.name)) ?? [];
      same.push({ id: a.id, name: a.name, major: majorName });
      this.minorsByName.set(lower(a.name), same);
    }
    for (const a of await db.selectFrom('award_levels').select(['id', 'name']).execute()) this.awards.set(lower(a.name), a);
    for (const m of await db.selectFrom('study_modes').select(['id', 'name']).execute()) this.modes.set(lower(m.name), m);
    const legal = await db.selectFrom('legal_entities').select(['id', 'kind', 'name', 'external_id']).where('external_id', 'is not', null).execute();
    for (const l of legal) this.legal.set(l.external_id!, { id: l.id, kind: l.kind, name: l.name });
    const locations = await db
      .selectFrom('locations')
      .innerJoin('cities', 'cities.id', 'locations.city_id')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select(['locations.id', 'locations.legal_id', 'locations.external_id', 'countries.currency'])
      .where('locations.external_id', 'is not', null)
      .execute();
    for (const l of locations) this.locations.set(l.external_id!, { id: l.id, legalId: l.legal_id, currency: l.currency });
    const courses = await db.selectFrom('courses').select(['id', 'legal_id', 'external_id']).where('external_id', 'is not', null).execute();
    for (const c of courses) this.courses.set(c.external_id!, { id: c.id, legalId: c.legal_id });
  }

  /** The campuses (location ids) a course is taught at. */
  async campusesOf(courseId: number): Promise<Set<number>> {
    let campuses = this.#campuses.get(courseId);
    if (!campuses) {
      const rows = await this.db.selectFrom('course_campuses').select('location_id').where('course_id', '=', courseId).execute();
      campuses = new Set(rows.map((r) => r.location_id));
      this.#campuses.set(courseId, campuses);
    }
    return campuses;
  }

  setCampuses(courseId: number, locationIds: Iterable<number>): void {
    this.#campuses.set(courseId, new Set(locationIds));
  }

  /** A country's cities and states, loaded once per import. */
  async citiesOf(countryId: number): Promise<CountryCities> {
    let entry = this.#cities.get(countryId);
    if (!entry) {
      entry = await readCountryCities(this.db, [...this.countries.values()].find((c) => c.id === countryId)!);
      this.#cities.set(countryId, entry);
    }
    return entry;
  }

  /** Adds a city to the catalogue's geography and to this import's lists; an id already there is reused. */
  addCity(cities: CountryCities, city: NewCity): Promise<CityRef> {
    return addCity(this.db, cities, city);
  }
}

/** A country's cities and states, with its gazetteer read on first use: what resolveCity reads a place against. */
export async function readCountryCities(db: Kysely<Database>, country: CountryCities['country']): Promise<CountryCities> {
  const [cities, states] = await Promise.all([
    db.selectFrom('cities').select(['id', 'name', 'latitude', 'longitude', 'state_id', 'approximate']).where('country_id', '=', country.id).orderBy('id').execute(),
    db.selectFrom('states').select(['id', 'name', 'code', 'latitude', 'longitude']).where('country_id', '=', country.id).orderBy('id').execute(),
  ]);
  const byKey = new Map<string, CityRef[]>();
  const refs: CityRef[] = [];
  for (const c of cities) {
    const ref = { id: c.id, name: c.name, latitude: Number(c.latitude), longitude: Number(c.longitude), stateId: c.state_id, approximate: Number(c.approximate) === 1 };
    refs.push(ref);
    addToKeys(byKey, ref);
  }
  const stateRefs = states.map((s) => ({ ...s, latitude: s.latitude === null ? null : Number(s.latitude), longitude: s.longitude === null ? null : Number(s.longitude) }));
  let gazetteer: CountryGazetteer | undefined;
  const built: CountryCities = {
    country: { id: country.id, iso2: country.iso2, name: country.name, latitude: country.latitude, longitude: country.longitude },
    byKey,
    cities: refs,
    states: stateRefs,
    gazetteer: () => (gazetteer ??= placeInStates(gazetteerPlaces(country.iso2), built)),
  };
  return built;
}

/** Adds a city to the catalogue's geography and to `cities`; a gazetteer place keeps its id, an approximate one gets the next free one. */
export async function addCity(db: Kysely<Database>, cities: CountryCities, city: NewCity): Promise<CityRef> {
  const values = { state_id: city.stateId, country_id: cities.country.id, name: city.name, latitude: city.latitude, longitude: city.longitude, approximate: city.approximate ? 1 : 0 };
  const id = city.id
    ? (await db.insertInto('cities').values({ ...values, id: city.id }).execute(), city.id)
    : (await db.insertInto('cities').values({ ...values, id: await nextApproximateId(db) }).returning('id').executeTakeFirstOrThrow()).id;
  const ref: CityRef = { id, name: city.name, latitude: city.latitude, longitude: city.longitude, stateId: city.stateId, approximate: city.approximate };
  cities.cities.push(ref);
  addToKeys(cities.byKey, ref);
  return ref;
}

/** Approximate places count down from APPROXIMATE_ID_TOP, clear of the registry's ids and the gazetteer's. */
async function nextApproximateId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('cities').select((eb) => eb.fn.min('id').as('id')).where('id', '>', GAZETTEER_ID_TOP).executeTakeFirst();
  const lowest = row?.id == null ? APPROXIMATE_ID_TOP + 1 : Number(row.id);
  return lowest - 1;
}
