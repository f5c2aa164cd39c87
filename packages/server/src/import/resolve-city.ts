import type { CityRef, CountryCities, StateRef } from './lookups.js';
import { centreKey, nearest, placeHint, placeKey } from './place-names.js';

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

export type CityAnswer = { city: CityRef; warnings: string[] } | { error: string };

const quote = (s: string) => JSON.stringify(s);

function findState(states: readonly StateRef[], given: string): StateRef | undefined {
  const wanted = placeKey(given);
  return states.find((s) => s.code.toLowerCase() === given.toLowerCase()) ?? states.find((s) => placeKey(s.name) === wanted);
}

/**
 * The city a location row names, read forgivingly: case, accents and St/Saint, Mt/Mount forms do not
 * count; a centre word ("Darwin City", "Sydney CBD") is dropped when the name alone is known; a name
 * several states share is told apart by the state, else by the row's coordinates; a name the list
 * lacks (a suburb) is placed at the nearest known city of its state (or country) when the row gives
 * coordinates. Every reading that is not plainly the list's name is said in a warning.
 */
export function resolveCity(cities: CountryCities, q: CityQuery): CityAnswer {
  const stateOf = (c: CityRef) => cities.states.find((s) => s.id === c.stateId);
  const codes = (list: readonly CityRef[]) => [...new Set(list.map((c) => stateOf(c)?.code || stateOf(c)?.name || '?'))].sort().join(', ');
  const warnings: string[] = [];

  let state: StateRef | undefined;
  if (q.state) {
    state = findState(cities.states, q.state);
    if (!state) return { error: `state ${quote(q.state)} not found in ${q.country}${placeHint(q.state, cities.states.map((s) => s.name))}` };
  }
  const where = state ? `${state.name}, ${q.country}` : q.country;
  const inScope = (list: readonly CityRef[]) => (state ? list.filter((c) => c.stateId === state.id) : [...list]);

  const key = placeKey(q.city);
  let everywhere = cities.byKey.get(key) ?? [];
  let candidates = inScope(everywhere);
  if (candidates.length === 0) {
    const centre = centreKey(key);
    const inCentre = centre ? inScope(cities.byKey.get(centre) ?? []) : [];
    if (inCentre.length) {
      candidates = inCentre;
      everywhere = cities.byKey.get(centre!) ?? [];
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
    const several = states.size > 1 ? `exists in several states of ${q.country} (${codes(candidates)})` : `names several cities of ${where}`;
    if (!q.point) return { error: `city ${quote(q.city)} ${several}: add the ${states.size > 1 ? 'state' : 'latitude and longitude'}` };
    const chosen = nearest(q.point, candidates)!.point;
    warnings.push(`city ${quote(q.city)} ${several}: took the one in ${stateOf(chosen)?.code || stateOf(chosen)?.name}, nearest the given coordinates`);
    return { city: chosen, warnings };
  }
  if (candidates.length === 1) return { city: candidates[0]!, warnings };

  // Not in the city list (here): a suburb, a campus town, a typo, or a city of another state.
  const pool = inScope(cities.cities);
  if (q.point && pool.length) {
    const near = nearest(q.point, pool)!;
    const km = near.km < 10 ? near.km.toFixed(1) : Math.round(near.km).toString();
    if (near.km <= NEAREST_CITY_MAX_KM) {
      const code = stateOf(near.point)?.code;
      warnings.push(`city ${quote(q.city)} is not in the city list of ${where}: placed at the nearest known city, ${quote(near.point.name)}${code ? ` (${code})` : ''}, ${km} km from the given coordinates`);
      return { city: near.point, warnings };
    }
    return { error: `city ${quote(q.city)} not found in ${where}, and the nearest known city to the given coordinates, ${quote(near.point.name)}, is ${km} km away (more than ${NEAREST_CITY_MAX_KM} km): check the coordinates` };
  }
  if (state && everywhere.length) {
    return { error: `city ${quote(q.city)} not found in ${where} (${everywhere.length > 1 ? 'there are cities of that name in' : 'it is in'} ${codes(everywhere)})` };
  }
  const hint = placeHint(q.city, new Set(pool.map((c) => c.name)));
  const postcode = q.postcode
    ? ' (the city list has no postcodes, so the postcode cannot place it: give latitude and longitude to place it at the nearest known city)'
    : '';
  return { error: `city ${quote(q.city)} not found in ${where}${hint}${postcode}` };
}
