import type { Kysely } from 'kysely';
import { searchKeyOf } from '@studyatlas/core';
import type { DatabaseHandle } from '../../db/create-database.js';
import type { Database } from '../../db/schema/index.js';
import { courseSearchVersion } from '../../db/search/index.js';
import { createIndexKeeper, keeperOf, type IndexKeeper, type Warn } from '../../db/search/index-keeper.js';
import { pause, sortInSlices, timeSlicer } from '../../db/search/pause.js';

/**
 * Every institution campus of one catalogue search version in memory, as columns: the institution
 * searches (by name, by location, near a city) answer from it what the database answers
 * (campus-search.ts), so a search costs a pass over typed arrays instead of reading every campus.
 *
 * Campus positions run in the order a search picks the campus that stands for an institution (head
 * office first, then the lower location id): the first matching campus of an institution is its
 * campus. The orders the searches answer in are computed once per version with the same collator
 * as the database path (names, then places), so a page is a walk, not a sort.
 */
export interface CampusIndex {
  readonly version: number;
  /** Campuses (length n), in pick order. */
  readonly size: number;
  readonly locationFk: Int32Array;
  /** The campus's institution: a position in the institution columns. */
  readonly institution: Int32Array;
  readonly isHeadOffice: Uint8Array;
  readonly countryId: Int32Array;
  readonly stateId: Int32Array;
  readonly cityId: Int32Array;
  /** The campus's city: a position in `cityKeys`. */
  readonly city: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** 1: placed at its state's or country's centre (issue 25), left out of distance search. */
  readonly approximate: Uint8Array;
  /** Campus positions in the location search's order (country, state, city, institution name, id). */
  readonly byLocation: Int32Array;
  /** Institutions (length m). */
  readonly institutions: number;
  readonly legalFk: Int32Array;
  readonly names: readonly string[];
  /** searchKeyOf(name) per institution. */
  readonly nameKeys: readonly string[];
  /** Institution positions by name (then id): the name search's order. */
  readonly byName: Int32Array;
  /**
   * Institutions without any campus, by name (then id): found by a search with no place filter
   * (name, institution, course filters), shown with locationFk 0 after every place in the location order.
   */
  readonly campusless: Int32Array;
  /** An institution's place in `byName`. */
  readonly nameRank: Int32Array;
  /** searchKeyOf(city name) per distinct city. */
  readonly cityKeys: readonly string[];
  /** The courses of each institution (all of them, whatever their filters). */
  readonly courseCount: Int32Array;
  /** Distinct (institution, major, minor, award, award group) of the catalogue's courses: the course filters. */
  readonly offers: {
    readonly size: number;
    readonly institution: Int32Array;
    readonly majorId: Int32Array;
    readonly minorId: Int32Array;
    readonly awardId: Int32Array;
    readonly groupId: Int32Array;
    /** Per course filter and value (`major:3`, `group:2` …): the positions of its offers, ascending. */
    readonly byValue: ReadonlyMap<string, Int32Array>;
    /** Per course filter and value: the institutions offering it (for a filter on one value alone). */
    readonly institutionsOf: ReadonlyMap<string, Int32Array>;
  };
}

/** The course filters of the index's offers. */
export const OFFER_FILTERS = ['major', 'minor', 'award', 'group'] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];

/** Reads whose version changed under them are retried this often before the build gives up. */
const READ_ATTEMPTS = 3;

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Elements per sorted run when the collator compares (about 1 µs a comparison): ~10 ms of work. */
const COLLATOR_SLICE = 1_024;

interface CampusRowRead {
  id: number;
  legal_id: number;
  name: string;
  is_head_office: unknown;
  latitude: unknown;
  longitude: unknown;
  /** Absent in hand-made rows: exact. */
  approximate?: unknown;
  country_id: number;
  state_id: number;
  city_id: number;
  city: string;
  state: string;
  country: string;
}

/** An institution without any campus. */
interface CampuslessRead {
  id: number;
  name: string;
}

interface OfferRead {
  legal_id: number;
  major_id: number;
  minor_id: number | null;
  award_id: number;
  group_id: number;
  /** The institution's courses with these values (1 when not read). */
  courses?: number;
}

/** Dense ranks of `items` under `compare` (equal items share a rank). */
async function denseRanks<T>(items: readonly T[], compare: (a: T, b: T) => number): Promise<Int32Array> {
  const order = await sortInSlices(items.map((_, i) => i), (a, b) => compare(items[a]!, items[b]!), COLLATOR_SLICE);
  const ranks = new Int32Array(items.length);
  let rank = 0;
  order.forEach((i, k) => {
    if (k > 0 && compare(items[order[k - 1]!]!, items[i]!) !== 0) rank++;
    ranks[i] = rank;
  });
  return ranks;
}

/**
 * The index of campus, campus-less institution and course rows read at one version. The sorts run
 * in slices with pauses between (`sortInSlices`), so a build does not hold up the server's requests.
 */
export async function buildCampusIndex(
  version: number,
  rows: readonly CampusRowRead[],
  offerRows: readonly OfferRead[],
  campuslessRows: readonly CampuslessRead[] = [],
): Promise<CampusIndex> {
  const slicer = timeSlicer();
  // Institutions, by name (the collator) then id, as byInstitutionName orders them.
  const names = new Map<number, string>();
  for (const r of rows) names.set(r.legal_id, r.name);
  const withoutCampus = new Set<number>();
  for (const r of campuslessRows) {
    if (names.has(r.id)) continue;
    names.set(r.id, r.name);
    withoutCampus.add(r.id);
  }
  const legalIds = await sortInSlices([...names.keys()], (a, b) => collator.compare(names.get(a)!, names.get(b)!) || a - b, COLLATOR_SLICE);
  const m = legalIds.length;
  const legalFk = Int32Array.from(legalIds);
  const instOf = new Map(legalIds.map((id, i) => [id, i]));
  const byName = Int32Array.from(legalIds.keys());
  const nameRank = Int32Array.from(legalIds.keys());
  const instNames = legalIds.map((id) => names.get(id)!);
  const campusless = Int32Array.from(byName.filter((i) => withoutCampus.has(legalIds[i]!)));

  // Campuses in pick order: head office first, then the lower location id.
  const picked = await sortInSlices([...rows], (a, b) => Number(isTrue(b.is_head_office)) - Number(isTrue(a.is_head_office)) || a.id - b.id);
  const n = picked.length;
  const cityPos = new Map<number, number>();
  const cityRows: CampusRowRead[] = [];
  const index = {
    locationFk: new Int32Array(n),
    institution: new Int32Array(n),
    isHeadOffice: new Uint8Array(n),
    countryId: new Int32Array(n),
    stateId: new Int32Array(n),
    cityId: new Int32Array(n),
    city: new Int32Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    approximate: new Uint8Array(n),
  };
  for (let p = 0; p < n; p++) {
    const r = picked[p]!;
    let c = cityPos.get(r.city_id);
    if (c === undefined) {
      cityPos.set(r.city_id, (c = cityRows.length));
      cityRows.push(r);
    }
    index.locationFk[p] = r.id;
    index.institution[p] = instOf.get(r.legal_id)!;
    index.isHeadOffice[p] = isTrue(r.is_head_office) ? 1 : 0;
    index.countryId[p] = r.country_id;
    index.stateId[p] = r.state_id;
    index.cityId[p] = r.city_id;
    index.city[p] = c;
    index.latitude[p] = Number(r.latitude);
    index.longitude[p] = Number(r.longitude);
    index.approximate[p] = isTrue(r.approximate) ? 1 : 0;
    await slicer.yield();
  }

  // The location order: country, state, city (collator), then institution name and id.
  await pause();
  const placeRank = await denseRanks(cityRows, (a, b) => collator.compare(a.country, b.country) || collator.compare(a.state, b.state) || collator.compare(a.city, b.city));
  const byLocation = Int32Array.from(
    await sortInSlices(
      [...picked.keys()],
      (a, b) => placeRank[index.city[a]!]! - placeRank[index.city[b]!]! || nameRank[index.institution[a]!]! - nameRank[index.institution[b]!]! || a - b,
    ),
  );

  const offers = offerRows.filter((o) => instOf.has(o.legal_id));
  const valueOf: Record<OfferFilter, (o: OfferRead) => number> = {
    major: (o) => o.major_id,
    minor: (o) => o.minor_id ?? 0,
    award: (o) => o.award_id,
    group: (o) => o.group_id,
  };
  const positions = new Map<string, number[]>();
  const institutions = new Map<string, Set<number>>();
  for (let k = 0; k < offers.length; k++) {
    const o = offers[k]!;
    for (const filter of OFFER_FILTERS) {
      const key = `${filter}:${valueOf[filter](o)}`;
      let list = positions.get(key);
      if (!list) {
        positions.set(key, (list = []));
        institutions.set(key, new Set());
      }
      list.push(k);
      institutions.get(key)!.add(instOf.get(o.legal_id)!);
    }
    await slicer.yield();
  }
  const nameKeys: string[] = [];
  for (const name of instNames) {
    nameKeys.push(searchKeyOf(name));
    await slicer.yield();
  }
  return {
    version,
    size: n,
    ...index,
    byLocation,
    institutions: m,
    legalFk,
    names: instNames,
    nameKeys,
    byName,
    nameRank,
    campusless,
    cityKeys: cityRows.map((r) => searchKeyOf(r.city)),
    ...(await offerColumns(offers, instOf, m, positions, institutions)),
  };
}

/**
 * The offers as columns, each institution's course count, and each filter value's offers and
 * institutions as typed arrays, pausing now and then: converted in one go at 1,000,000 courses
 * (a million offers) they held the event loop for a second while the course index was built.
 */
async function offerColumns(
  offers: readonly OfferRead[],
  instOf: ReadonlyMap<number, number>,
  institutionCount: number,
  positions: ReadonlyMap<string, number[]>,
  institutions: ReadonlyMap<string, Set<number>>,
): Promise<Pick<CampusIndex, 'courseCount' | 'offers'>> {
  const slicer = timeSlicer();
  const size = offers.length;
  const [institution, majorId, minorId, awardId, groupId] = Array.from({ length: 5 }, () => new Int32Array(size));
  const courseCount = new Int32Array(institutionCount);
  for (let k = 0; k < size; k++) {
    const o = offers[k]!;
    const i = instOf.get(o.legal_id)!;
    institution![k] = i;
    majorId![k] = o.major_id;
    minorId![k] = o.minor_id ?? 0;
    awardId![k] = o.award_id;
    groupId![k] = o.group_id;
    courseCount[i]! += o.courses ?? 1;
    if ((k & 8191) === 0) await slicer.yield();
  }
  const byValue = new Map<string, Int32Array>();
  for (const [key, list] of positions) {
    byValue.set(key, Int32Array.from(list));
    await slicer.yield();
  }
  const institutionsOf = new Map<string, Int32Array>();
  for (const [key, set] of institutions) {
    institutionsOf.set(key, Int32Array.from(set));
    await slicer.yield();
  }
  return {
    courseCount,
    offers: { size, institution: institution!, majorId: majorId!, minorId: minorId!, awardId: awardId!, groupId: groupId!, byValue, institutionsOf },
  };
}

const isTrue = (value: unknown) => Number(value) === 1 || value === true;

/** Campuses and courses read per query while building (the server answers other requests between them). */
const CAMPUS_CHUNK = 5_000;
const COURSE_CHUNK = 20_000;

async function readCampuses(db: Kysely<Database>): Promise<CampusRowRead[]> {
  const rows: CampusRowRead[] = [];
  for (let after = 0; ; ) {
    const chunk = await db
      .selectFrom('locations as l')
      .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
      .innerJoin('cities as ci', 'ci.id', 'l.city_id')
      .innerJoin('states as st', 'st.id', 'ci.state_id')
      .innerJoin('countries as co', 'co.id', 'ci.country_id')
      .where('le.kind', '=', 'I')
      .where('l.id', '>', after)
      .orderBy('l.id')
      .limit(CAMPUS_CHUNK)
      .select(['l.id', 'l.legal_id', 'le.name', 'l.is_head_office', 'l.latitude', 'l.longitude', 'l.approximate', 'ci.country_id', 'ci.state_id', 'l.city_id'])
      .select(['ci.name as city', 'st.name as state', 'co.name as country'])
      .execute();
    rows.push(...chunk);
    await pause();
    if (chunk.length < CAMPUS_CHUNK) return rows;
    after = chunk[chunk.length - 1]!.id;
  }
}

/** The institutions without any campus, a range of ids at a time. */
async function readCampusless(db: Kysely<Database>): Promise<CampuslessRead[]> {
  const rows: CampuslessRead[] = [];
  for (let after = 0; ; ) {
    const chunk = await db
      .selectFrom('legal_entities as le')
      .where('le.kind', '=', 'I')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('locations as l').select('l.id').whereRef('l.legal_id', '=', 'le.id'))))
      .where('le.id', '>', after)
      .orderBy('le.id')
      .limit(CAMPUS_CHUNK)
      .select(['le.id', 'le.name'])
      .execute();
    rows.push(...chunk);
    await pause();
    if (chunk.length < CAMPUS_CHUNK) return rows;
    after = chunk[chunk.length - 1]!.id;
  }
}

/** The distinct (institution, major, minor, award, group) of the courses and how many courses each, a range of course ids at a time. */
async function readOffers(db: Kysely<Database>): Promise<OfferRead[]> {
  const last = Number((await db.selectFrom('courses').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
  const seen = new Map<string, OfferRead>();
  const offers: OfferRead[] = [];
  for (let after = 0; after < last; after += COURSE_CHUNK) {
    const chunk = await db
      .selectFrom('courses as c')
      .innerJoin('award_levels as al', 'al.id', 'c.award_id')
      .where('c.id', '>', after)
      .where('c.id', '<=', after + COURSE_CHUNK)
      .where('c.status', '=', 'published')
      .select(['c.legal_id', 'c.major_id', 'c.minor_id', 'c.award_id', 'al.group_id'])
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .groupBy(['c.legal_id', 'c.major_id', 'c.minor_id', 'c.award_id', 'al.group_id'])
      .execute();
    for (const { n, ...o } of chunk) {
      const key = `${o.legal_id}:${o.major_id}:${o.minor_id ?? 0}:${o.award_id}`;
      const found = seen.get(key);
      if (found) found.courses! += Number(n);
      else {
        const offer = { ...o, courses: Number(n) };
        seen.set(key, offer);
        offers.push(offer);
      }
    }
    await pause();
  }
  return offers;
}

async function readCampusIndex(db: Kysely<Database>): Promise<CampusIndex | undefined> {
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    const version = await courseSearchVersion(db);
    const rows = await readCampuses(db);
    const campusless = await readCampusless(db);
    const offers = await readOffers(db);
    // Every import and seed moves the version on in the transaction that writes: an unchanged
    // version means nothing was written while the chunks were read.
    if ((await courseSearchVersion(db)) !== version) continue;
    return await buildCampusIndex(version, rows, offers, campusless);
  }
  return undefined;
}

const keepers = new WeakMap<DatabaseHandle, IndexKeeper<CampusIndex>>();

/** The keeper of a database's campus index (none with SEARCH_INDEX=off). */
export const campusIndexKeeper = (database: DatabaseHandle, warn?: Warn): IndexKeeper<CampusIndex> | undefined =>
  keeperOf(keepers, database, (db) => createIndexKeeper(db, readCampusIndex, 'campus index', warn));
