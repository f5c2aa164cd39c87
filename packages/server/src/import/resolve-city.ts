import { SAME_PLACE_KM, type StatedPlace } from './gazetteer-states.js';
import { GAZETTEER_ID_BASE, type CityRef, type CountryCities, type NewCity, type StateRef } from './lookups.js';
import { centreKey, kmBetween, nearest, placeHint, placeKey } from './place-names.js';

/** A place given by coordinates is put at the nearest known city only within this distance. */
export const NEAREST_CITY_MAX_KM = 50;

export interface CityQuery {
  country: string;
  city: string;
  state: string | null;
  /** The location's own coordinates, when given. */
  point: { latitude: number; longitude: number } | null;
  postcode: string | null;
}

/**
 * A city of the list; or one to add (from the gazetteer, or the locality as written placed at its
 * area's centre, `approximate`); or why none can be had. Warnings say every reading that is not
 * plainly the list's name.
 */
export type CityAnswer = { city: CityRef; warnings: string[] } | { add: NewCity; warnings: string[] } | { error: string };

const quote = (s: string) => JSON.stringify(s);
const thousands = new Intl.NumberFormat('en');

function findState(states: readonly StateRef[], given: string): StateRef | undefined {
  const wanted = placeKey(given);
  return states.find((s) => s.code.toLowerCase() === given.toLowerCase()) ?? states.find((s) => placeKey(s.name) === wanted);
}

/** "Kelvin Grove QLD", "Hobart, Tasmania": the locality and the state its last words name, when they do. */
function stateSuffix(states: readonly StateRef[], key: string): { key: string; state: StateRef } | null {
  const words = key.split(' ');
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(' ');
    const state = states.find((s) => s.code.toLowerCase() === tail) ?? states.find((s) => placeKey(s.name) === tail);
    if (state) return { key: words.slice(0, -n).join(' '), state };
  }
  return null;
}

/** How a name shared by several places is settled without a state: the capital, else the most populous. */
interface Weighed<T> {
  item: T;
  population: number;
  capital: boolean;
}

function weightiest<T>(list: ReadonlyArray<Weighed<T>>): Weighed<T> | undefined {
  return [...list].sort((a, b) => Number(b.capital) - Number(a.capital) || b.population - a.population)[0];
}

const why = (w: Weighed<unknown>) => (w.capital ? 'the capital' : `the largest (population ${thousands.format(w.population)})`);

/**
 * The city a location row names, read forgivingly: case, accents, punctuation and St/Saint, Mt/Mount
 * forms do not count; a state written after the locality ("Kelvin Grove QLD") is read as the state; a
 * centre word ("Darwin City", "Sydney CBD") is dropped when the name alone is known. The catalogue's
 * city list comes first (its ids are kept), then the gazetteer (GeoNames, with alternate names), whose
 * place is added under its state. A name several places share is told apart by the state, then the
 * row's coordinates, then population (the capital first). A locality neither knows is placed at the
 * nearest known city when the row's coordinates are near one, at its own coordinates otherwise, and
 * without coordinates at its state's (or country's) centre, marked approximate.
 */
export function resolveCity(cities: CountryCities, q: CityQuery): CityAnswer {
  const stateOf = (id: number) => cities.states.find((s) => s.id === id);
  const label = (id: number) => stateOf(id)?.code || stateOf(id)?.name || '?';
  const codes = (ids: Iterable<number>) => [...new Set([...ids].map(label))].sort().join(', ');
  const warnings: string[] = [];
  if (cities.states.length === 0) return { error: `${q.country} has no states in the geography list, so a campus there cannot be placed` };

  let state: StateRef | undefined;
  if (q.state) {
    state = findState(cities.states, q.state);
    if (!state) warnings.push(`state ${quote(q.state)} not found in ${q.country}${placeHint(q.state, cities.states.map((s) => s.name))}: the city was looked for in the whole country`);
  }
  let key = placeKey(q.city);
  const suffix = stateSuffix(cities.states, key);
  if (suffix && (!state || state.id === suffix.state.id) && !cities.byKey.has(key)) {
    key = suffix.key;
    state = suffix.state;
    warnings.push(`city ${quote(q.city)} read as ${quote(key)} in ${suffix.state.name}`);
  }
  const where = state ? `${state.name}, ${q.country}` : q.country;
  const inScope = <T extends { stateId: number }>(list: readonly T[]) => (state ? list.filter((c) => c.stateId === state.id) : [...list]);
  const centre = centreKey(key);

  /** A gazetteer place: the listed city it is (under any of its names), else a new city from it. */
  const settle = (place: StatedPlace): CityAnswer => {
    // The list may know the place by another of its names ("Ciudad de México" for "Mexico City").
    const known = place.keys
      .flatMap((k) => cities.byKey.get(k) ?? [])
      .filter((c) => c.stateId === place.stateId && kmBetween(c, place) <= SAME_PLACE_KM);
    const listed = nearest(place, known)?.point;
    if (listed) {
      if (placeKey(listed.name) !== key) warnings.push(`city ${quote(q.city)} read as ${quote(listed.name)}`);
      return { city: listed, warnings };
    }
    const id = GAZETTEER_ID_BASE + place.geonameId;
    const already = cities.cities.find((c) => c.id === id);
    if (already) return { city: already, warnings };
    warnings.push(`city ${quote(q.city)} is not in the city list of ${where}: added from the GeoNames gazetteer as ${quote(place.name)} (${label(place.stateId)})`);
    return { add: { id, name: place.name, stateId: place.stateId, latitude: place.latitude, longitude: place.longitude, approximate: false }, warnings };
  };

  // 1. The catalogue's own list.
  let everywhere = cities.byKey.get(key) ?? [];
  let candidates = inScope(everywhere);
  if (candidates.length === 0 && centre) {
    const inCentre = inScope(cities.byKey.get(centre) ?? []);
    if (inCentre.length) {
      candidates = inCentre;
      everywhere = cities.byKey.get(centre) ?? [];
      warnings.push(`city ${quote(q.city)} read as ${quote(inCentre[0]!.name)}`);
    }
  }
  if (candidates.length > 1) {
    // The same spelling as the list's, when that tells them apart ("St Ives" and "Saint Ives" in one state).
    const spelled = candidates.filter((c) => c.name.toLowerCase() === q.city.toLowerCase());
    if (spelled.length === 1) candidates = spelled;
  }
  if (candidates.length > 1) {
    const states = new Set(candidates.map((c) => c.stateId));
    const several = states.size > 1 ? `exists in several states of ${q.country} (${codes(states)})` : `names several cities of ${where}`;
    if (q.point) {
      const chosen = nearest(q.point, candidates)!.point;
      warnings.push(`city ${quote(q.city)} ${several}: took the one in ${label(chosen.stateId)}, nearest the given coordinates`);
      return { city: chosen, warnings };
    }
    const weighed = weightiest(candidates.map((c) => ({ item: c, ...weightOf(cities, c) })));
    // The gazetteer may know a weightier place of that name, listed under another name ("Washington, D.C.").
    const heavier = weightiest(inScope(cities.gazetteer().byKey.get(key) ?? []).map((p) => ({ item: p, population: p.population, capital: p.capital })));
    if (heavier && (!weighed || Number(heavier.capital) > Number(weighed.capital) || (heavier.capital === weighed.capital && heavier.population > weighed.population))) {
      const all = new Set([...states, heavier.item.stateId]);
      warnings.push(`city ${quote(q.city)} exists in several states of ${q.country} (${codes(all)}): took the one in ${label(heavier.item.stateId)}, ${why(heavier)} (add the state to choose another)`);
      return settle(heavier.item);
    }
    if (!weighed || (!weighed.capital && weighed.population === 0)) {
      return { error: `city ${quote(q.city)} ${several}: add the ${states.size > 1 ? 'state' : 'latitude and longitude'}` };
    }
    warnings.push(`city ${quote(q.city)} ${several}: took the one in ${label(weighed.item.stateId)}, ${why(weighed)} (add the ${states.size > 1 ? 'state' : 'latitude and longitude'} to choose another)`);
    return { city: weighed.item, warnings };
  }
  if (candidates.length === 1) return { city: candidates[0]!, warnings: candidates[0]!.approximate ? [...warnings, approximateAgain(q, where)] : warnings };

  // 2. The gazetteer, names and alternate names.
  const gazetteer = cities.gazetteer();
  let places = inScope(gazetteer.byKey.get(key) ?? []);
  if (places.length === 0 && centre) places = inScope(gazetteer.byKey.get(centre) ?? []);
  if (places.length) {
    let place: StatedPlace;
    if (places.length === 1) place = places[0]!;
    else {
      const states = new Set(places.map((p) => p.stateId));
      const several = states.size > 1 ? `exists in several states of ${q.country} (${codes(states)})` : `names several places of ${where}`;
      if (q.point) {
        place = nearest(q.point, places)!.point;
        warnings.push(`city ${quote(q.city)} ${several}: took the one in ${label(place.stateId)}, nearest the given coordinates`);
      } else {
        const weighed = weightiest(places.map((p) => ({ item: p, population: p.population, capital: p.capital })))!;
        place = weighed.item;
        warnings.push(`city ${quote(q.city)} ${several}: took the one in ${label(place.stateId)}, ${why(weighed)} (add the ${states.size > 1 ? 'state' : 'latitude and longitude'} to choose another)`);
      }
    }
    return settle(place);
  }

  // 3. Unknown to both: a suburb, a campus town, a typo.
  const pool = inScope(cities.cities);
  const elsewhere = state && everywhere.length ? ` (${everywhere.length > 1 ? 'there are cities of that name in' : 'it is in'} ${codes(everywhere.map((c) => c.stateId))})` : '';
  if (q.point && pool.length) {
    const near = nearest(q.point, pool)!;
    const km = near.km < 10 ? near.km.toFixed(1) : Math.round(near.km).toString();
    if (near.km <= NEAREST_CITY_MAX_KM) {
      const code = stateOf(near.point.stateId)?.code;
      warnings.push(`city ${quote(q.city)} is not in the city list of ${where}: placed at the nearest known city, ${quote(near.point.name)}${code ? ` (${code})` : ''}, ${km} km from the given coordinates`);
      return { city: near.point, warnings };
    }
  }
  const home = state ?? capitalState(cities) ?? nearest(cities.country, withCentre(cities.states))?.point ?? cities.states[0]!;
  const name = q.city.trim();
  if (q.point) {
    warnings.push(`city ${quote(q.city)} is not in the city list or the gazetteer of ${where}: added under ${home.name} at the given coordinates${elsewhere}`);
    return { add: { name, stateId: home.id, ...q.point, approximate: false }, warnings };
  }
  const area = state && state.latitude !== null && state.longitude !== null ? { latitude: state.latitude, longitude: state.longitude } : { latitude: cities.country.latitude, longitude: cities.country.longitude };
  const hint = placeHint(key, new Set(pool.map((c) => c.name)));
  const postcode = q.postcode ? `; the gazetteer has no postcodes, so postcode ${q.postcode} cannot place it` : '';
  warnings.push(
    `city ${quote(q.city)} is not in the city list or the gazetteer of ${where}${elsewhere}: placed at the centre of ${state ? state.name : q.country}${state ? '' : ` (listed under ${home.name})`} and marked approximate${postcode}; give latitude and longitude to place it exactly${hint}`,
  );
  return { add: { name, stateId: home.id, ...area, approximate: true }, warnings };
}

/** A campus of a locality an earlier import placed approximately is approximate too. */
const approximateAgain = (q: CityQuery, where: string) =>
  `city ${quote(q.city)} is placed approximately (at the centre of its area in ${where}); give latitude and longitude to place it exactly`;

const withCentre = (states: readonly StateRef[]) =>
  states.filter((s): s is StateRef & { latitude: number; longitude: number } => s.latitude !== null && s.longitude !== null);

/** The state of the country's capital, by the gazetteer. */
function capitalState(cities: CountryCities): StateRef | undefined {
  const capital = cities.gazetteer().places.find((p) => p.capital);
  return capital ? cities.states.find((s) => s.id === capital.stateId) : undefined;
}

/** A listed city's population and capital flag, from the gazetteer's place of that name nearest it. */
function weightOf(cities: CountryCities, city: CityRef): { population: number; capital: boolean } {
  const same = (cities.gazetteer().byKey.get(placeKey(city.name)) ?? []).filter((p) => kmBetween(p, city) <= SAME_PLACE_KM);
  const place = nearest(city, same)?.point;
  return { population: place?.population ?? 0, capital: place?.capital ?? false };
}
