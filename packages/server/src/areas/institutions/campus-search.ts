import { placeless, type CampusFilter } from '../../catalogue/campuses.js';
import { haversineKm, type BoundingBox, type Point } from '../../catalogue/distance.js';
import type { CampusIndex } from './campus-index.js';

/** A search's filters: the id filters, and the normalised name and city texts (searchKeyOf; '' = any). */
export interface CampusQuery extends CampusFilter {
  name: string;
  city: string;
}

/** The campus standing for an institution on a page. */
export interface PickedCampus {
  locationFk: number;
  legalFk: number;
  name: string;
  /** The institution's courses. */
  courseCount: number;
}

/** A page of institutions and the exact number of them. */
export interface CampusPage<T> {
  total: number;
  rows: T[];
}

const NONE = new Int32Array(0);

/** `chosen` of an institution found without a campus (it has none). */
const NO_CAMPUS = -2;

/** Marks the institutions with a course matching every course filter of the query. */
function markOffering(index: CampusIndex, q: CampusQuery, allowed: Uint8Array): void {
  const o = index.offers;
  const wanted = ([['major', q.majorFk], ['minor', q.minorFk], ['award', q.awardFk], ['group', q.groupFk]] as const).filter(([, id]) => id);
  if (wanted.length === 1) {
    const [filter, id] = wanted[0]!;
    for (const i of o.institutionsOf.get(`${filter}:${id}`) ?? NONE) allowed[i] = 1;
    return;
  }
  // Several: the offers of the rarest value, checked against the others.
  const lists = wanted.map(([filter, id]) => o.byValue.get(`${filter}:${id}`) ?? NONE).sort((a, b) => a.length - b.length);
  for (const k of lists[0]!) {
    if (
      (!q.majorFk || o.majorId[k] === q.majorFk) &&
      (!q.minorFk || o.minorId[k] === q.minorFk) &&
      (!q.awardFk || o.awardId[k] === q.awardFk) &&
      (!q.groupFk || o.groupId[k] === q.groupFk)
    ) {
      allowed[o.institution[k]!] = 1;
    }
  }
}

/** Name texts whose matches are kept per index (the most recently used). */
const NAME_TEXTS_KEPT = 256;
const namedBy = new WeakMap<CampusIndex, Map<string, Int32Array>>();

/**
 * The institutions whose name holds the text, kept per index and text: the scan of every name
 * (10,000 substring tests) was a third of a name search's time, and people search for the same
 * few words. A new catalogue version is a new index, so nothing kept outlives its data.
 */
function institutionsNamed(index: CampusIndex, name: string): Int32Array {
  let kept = namedBy.get(index);
  if (!kept) namedBy.set(index, (kept = new Map()));
  const found = kept.get(name);
  if (found) {
    kept.delete(name);
    kept.set(name, found);
    return found;
  }
  const named: number[] = [];
  for (let i = 0; i < index.institutions; i++) if (index.nameKeys[i]!.includes(name)) named.push(i);
  const list = Int32Array.from(named);
  kept.set(name, list);
  if (kept.size > NAME_TEXTS_KEPT) kept.delete(kept.keys().next().value!);
  return list;
}

/** Institutions allowed by the name text, the institution id and the course filters; null = all. */
function allowedInstitutions(index: CampusIndex, q: CampusQuery): Uint8Array | null {
  const courses = q.majorFk || q.minorFk || q.awardFk || q.groupFk;
  if (!q.name && !q.legalFk && !courses) return null;
  const allowed = new Uint8Array(index.institutions);
  if (courses) markOffering(index, q, allowed);
  else if (!q.name) allowed.fill(1);
  if (q.name) {
    const named = institutionsNamed(index, q.name);
    if (courses) {
      const offering = allowed.slice();
      allowed.fill(0);
      for (const i of named) allowed[i] = offering[i]!;
    } else {
      for (const i of named) allowed[i] = 1;
    }
  }
  if (q.legalFk) for (let i = 0; i < index.institutions; i++) if (index.legalFk[i] !== q.legalFk) allowed[i] = 0;
  return allowed;
}

/** Cities allowed by the city text; null = all. */
function allowedCities(index: CampusIndex, city: string): Uint8Array | null {
  if (!city) return null;
  return Uint8Array.from(index.cityKeys, (key) => (key.includes(city) ? 1 : 0));
}

/** The campus positions of each country, state and city (`country:3` …), ascending, built once per index. */
const placesBy = new WeakMap<CampusIndex, Map<string, Int32Array>>();

function campusesIn(index: CampusIndex, place: string): Int32Array {
  let places = placesBy.get(index);
  if (!places) {
    const lists = new Map<string, number[]>();
    const add = (key: string, p: number) => {
      const list = lists.get(key);
      if (list) list.push(p);
      else lists.set(key, [p]);
    };
    for (let p = 0; p < index.size; p++) {
      add(`country:${index.countryId[p]}`, p);
      add(`state:${index.stateId[p]}`, p);
      add(`city:${index.cityId[p]}`, p);
    }
    places = new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
    placesBy.set(index, places);
  }
  return places.get(place) ?? NONE;
}

/** Each institution's campus positions (ascending), built once per index: `positions[start[i] … start[i + 1])`. */
const campusesBy = new WeakMap<CampusIndex, { start: Int32Array; positions: Int32Array }>();

function campusesOf(index: CampusIndex): { start: Int32Array; positions: Int32Array } {
  let lists = campusesBy.get(index);
  if (lists) return lists;
  const start = new Int32Array(index.institutions + 1);
  for (let p = 0; p < index.size; p++) start[index.institution[p]! + 1]!++;
  for (let i = 0; i < index.institutions; i++) start[i + 1]! += start[i]!;
  const next = start.slice(0, index.institutions);
  const positions = new Int32Array(index.size);
  for (let p = 0; p < index.size; p++) positions[next[index.institution[p]!]!++] = p;
  campusesBy.set(index, (lists = { start, positions }));
  return lists;
}

/**
 * The campuses in bands of one degree of latitude, each band by longitude: `positions[bandStart[b]
 * … bandStart[b + 1])` are band b (latitude −90 + b … −89 + b), `longitudes` theirs. Built once per index.
 */
interface CampusGrid {
  positions: Int32Array;
  longitudes: Float64Array;
  bandStart: Int32Array;
}

const BANDS = 181;
const gridOf = new WeakMap<CampusIndex, CampusGrid>();
const bandOf = (latitude: number) => Math.min(BANDS - 1, Math.max(0, Math.floor(latitude + 90)));

function campusGrid(index: CampusIndex): CampusGrid {
  let grid = gridOf.get(index);
  if (grid) return grid;
  const { latitude, longitude } = index;
  const positions = Int32Array.from({ length: index.size }, (_, p) => p).sort(
    (a, b) => bandOf(latitude[a]!) - bandOf(latitude[b]!) || longitude[a]! - longitude[b]! || a - b,
  );
  const bandStart = new Int32Array(BANDS + 1);
  for (let p = 0; p < index.size; p++) bandStart[bandOf(latitude[p]!) + 1]!++;
  for (let b = 0; b < BANDS; b++) bandStart[b + 1]! += bandStart[b]!;
  grid = { positions, longitudes: Float64Array.from(positions, (p) => longitude[p]!), bandStart };
  gridOf.set(index, grid);
  return grid;
}

/** The first place in `values[lo … hi)` (ascending) whose value is ≥ `value` (> when `after`). */
function firstAtLeast(values: Float64Array, value: number, lo: number, hi: number, after = false): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value || (after && values[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `each` with the campus positions in the box's bands of latitude and its range of longitude (the caller checks the box itself). */
function forEachInBox(index: CampusIndex, box: BoundingBox, each: (p: number) => void): void {
  const { positions, longitudes, bandStart } = campusGrid(index);
  for (let b = bandOf(box.minLat); b <= bandOf(box.maxLat); b++) {
    let k = bandStart[b]!;
    let end = bandStart[b + 1]!;
    if (box.lng) {
      end = firstAtLeast(longitudes, box.lng.max, k, end, true);
      k = firstAtLeast(longitudes, box.lng.min, k, end);
    }
    for (; k < end; k++) each(positions[k]!);
  }
}

/**
 * Calls `each` with every campus position matching the query, each institution's in ascending
 * (pick) order. When few institutions are allowed (a name, an institution), only their campuses are
 * visited instead of all of them; with a place (country, state, city), only the place's campuses.
 * With `anyOrder` (a distance box), the campuses may come in any order, and only those in the box's
 * degrees of latitude and range of longitude are visited.
 */
function forEachMatch(index: CampusIndex, q: CampusQuery, institutions: Uint8Array | null, each: (p: number) => void, anyOrder = false): void {
  const cities = allowedCities(index, q.city);
  const box = q.box;
  const { countryFk, stateFk, cityFk } = q;
  const visit = (p: number) => {
    if (cities && !cities[index.city[p]!]) return;
    if (countryFk && index.countryId[p] !== countryFk) return;
    if (stateFk && index.stateId[p] !== stateFk) return;
    if (cityFk && index.cityId[p] !== cityFk) return;
    if (box) {
      const lat = index.latitude[p]!;
      if (lat < box.minLat || lat > box.maxLat) return;
      const lng = index.longitude[p]!;
      if (box.lng && (lng < box.lng.min || lng > box.lng.max)) return;
    }
    each(p);
  };
  let allowed = 0;
  if (institutions) for (let i = 0; i < index.institutions; i++) allowed += institutions[i]!;
  if (institutions && allowed * 4 < index.institutions) {
    const { start, positions } = campusesOf(index);
    for (let i = 0; i < index.institutions; i++) {
      if (!institutions[i]) continue;
      for (let k = start[i]!; k < start[i + 1]!; k++) visit(positions[k]!);
    }
    return;
  }
  const place = cityFk ? `city:${cityFk}` : stateFk ? `state:${stateFk}` : countryFk ? `country:${countryFk}` : undefined;
  if (place) {
    for (const p of campusesIn(index, place)) if (!institutions || institutions[index.institution[p]!]) visit(p);
    return;
  }
  if (box && anyOrder) {
    forEachInBox(index, box, (p) => {
      if (!institutions || institutions[index.institution[p]!]) visit(p);
    });
    return;
  }
  for (let p = 0; p < index.size; p++) if (!institutions || institutions[index.institution[p]!]) visit(p);
}

/** Each institution's first campus in pick order (−1: none), read off its campus list, and how many have one. */
function firstCampuses(index: CampusIndex): { chosen: Int32Array; total: number } {
  const { start, positions } = campusesOf(index);
  const chosen = new Int32Array(index.institutions);
  let total = 0;
  for (let i = 0; i < index.institutions; i++) {
    const any = start[i]! < start[i + 1]!;
    chosen[i] = any ? positions[start[i]!]! : -1;
    if (any) total++;
  }
  return { chosen, total };
}

/** Institution `i` shown at campus `p` (NO_CAMPUS: locationFk 0). */
const picked = (index: CampusIndex, i: number, p: number): PickedCampus => ({
  locationFk: p === NO_CAMPUS ? 0 : index.locationFk[p]!,
  legalFk: index.legalFk[i]!,
  name: index.names[i]!,
  courseCount: index.courseCount[i]!,
});

/**
 * The name or location search: one row per institution with a matching campus (head office first,
 * then the lowest location id), by institution name or by place then name; rows `from` … `to` − 1.
 * With no place filter (no country, state, city, typed city name), the institutions without a campus
 * that match the name, institution and course filters come too (locationFk 0), after every place
 * in the location order.
 */
export function searchCampusIndex(index: CampusIndex, q: CampusQuery, order: 'name' | 'location', from: number, to: number): CampusPage<PickedCampus> {
  const institutions = allowedInstitutions(index, q);
  let chosen: Int32Array;
  let total = 0;
  if (!institutions && placeless(q) && !q.city) {
    // Every institution with a campus, at its first one.
    ({ chosen, total } = firstCampuses(index));
  } else {
    chosen = new Int32Array(index.institutions).fill(-1);
    forEachMatch(index, q, institutions, (p) => {
      const i = index.institution[p]!;
      if (chosen[i] === -1) {
        chosen[i] = p;
        total++;
      }
    });
  }
  if (placeless(q) && !q.city) {
    for (const i of index.campusless) {
      if (institutions && !institutions[i]) continue;
      chosen[i] = NO_CAMPUS;
      total++;
    }
  }
  const rows: PickedCampus[] = [];
  let seen = 0;
  const take = (i: number, p: number) => {
    if (seen++ >= from) rows.push(picked(index, i, p));
  };
  if (order === 'name') {
    for (let k = 0; k < index.institutions && rows.length < to - from; k++) {
      const i = index.byName[k]!;
      const p = chosen[i]!;
      if (p !== -1) take(i, p);
    }
  } else {
    for (let k = 0; k < index.size && rows.length < to - from; k++) {
      const p = index.byLocation[k]!;
      const i = index.institution[p]!;
      if (chosen[i] === p) take(i, p);
    }
    for (let k = 0; k < index.campusless.length && rows.length < to - from; k++) {
      const i = index.campusless[k]!;
      if (chosen[i] === NO_CAMPUS) take(i, NO_CAMPUS);
    }
  }
  return { total, rows };
}

/**
 * The distance search: one row per institution with a campus within `km` of `centre` (its nearest
 * campus; equally near ones in pick order), nearest first, then by name; rows `from` … `to` − 1.
 */
export function nearCampusIndex(index: CampusIndex, q: CampusQuery, centre: Point, km: number, from: number, to: number): CampusPage<{ campus: PickedCampus; distanceKm: number }> {
  // Per institution, its nearest campus so far (−1: none); equally near ones: the lower position (pick order).
  const nearest = new Int32Array(index.institutions).fill(-1);
  const distance = new Float64Array(index.institutions);
  const found: number[] = [];
  // Only campuses: an institution without one is never near anything.
  forEachMatch(
    index,
    q,
    allowedInstitutions(index, q),
    (p) => {
      // An approximate campus (at its state's centre) is no answer to "within N km".
      if (index.approximate[p]) return;
      const distanceKm = haversineKm(centre, { latitude: index.latitude[p]!, longitude: index.longitude[p]! });
      if (distanceKm > km) return;
      const i = index.institution[p]!;
      const current = nearest[i]!;
      if (current === -1) found.push(i);
      else if (distanceKm > distance[i]! || (distanceKm === distance[i] && p > current)) return;
      nearest[i] = p;
      distance[i] = distanceKm;
    },
    true,
  );
  found.sort((a, b) => distance[a]! - distance[b]! || index.nameRank[a]! - index.nameRank[b]!);
  return {
    total: found.length,
    rows: found.slice(from, Math.max(from, to)).map((i) => ({ campus: picked(index, i, nearest[i]!), distanceKm: distance[i]! })),
  };
}
