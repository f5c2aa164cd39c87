import type { GazetteerPlace } from './gazetteer.js';
import { kmBetween, nearest } from './place-names.js';

/** What the state mapping needs of our cities and states (lookups.ts has the full records). */
interface CityRef {
  id: number;
  stateId: number;
  latitude: number;
  longitude: number;
}
interface StateRef {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

/** A gazetteer place with the state of ours it lies in. */
export interface StatedPlace extends GazetteerPlace {
  stateId: number;
}

export interface CountryGazetteer {
  /** Place key → the places of that name or alternate name. */
  byKey: Map<string, StatedPlace[]>;
  places: readonly StatedPlace[];
}

/** A gazetteer place and a city of ours of the same name this close are one place. */
export const SAME_PLACE_KM = 30;
/** An admin1 code is a state of ours when this share of its places the city list knows lie in that state. */
const AGREEMENT = 0.8;

const cellOf = (p: { latitude: number; longitude: number }) => `${Math.floor(p.latitude)}:${Math.floor(p.longitude)}`;

/** The nearest of our cities within a degree or so (a 3 × 3 grid of one-degree cells around the point). */
function nearbyCities(cities: readonly CityRef[]) {
  const grid = new Map<string, CityRef[]>();
  for (const c of cities) {
    const cell = grid.get(cellOf(c));
    if (cell) cell.push(c);
    else grid.set(cellOf(c), [c]);
  }
  return (p: { latitude: number; longitude: number }) => {
    const around: CityRef[] = [];
    const lat = Math.floor(p.latitude);
    const lng = Math.floor(p.longitude);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) around.push(...(grid.get(`${lat + dy}:${lng + dx}`) ?? []));
    return nearest(p, around)?.point;
  };
}

/**
 * Puts each gazetteer place in one of our states. GeoNames' admin1 codes are not our state codes, so
 * the places both lists know (same name, within SAME_PLACE_KM) vote: an admin1 code whose places lie
 * in one state (AGREEMENT) is that state. A place whose code did not agree (our states may be finer
 * than GeoNames' admin1, as in the United Kingdom) takes the state of the nearest city of ours, and
 * where we have no city near, the state whose centre is nearest. A code none of whose places we know
 * (a country whose cities are not loaded) is the state whose centre is nearest the middle of its places.
 */
export function placeInStates(
  places: readonly GazetteerPlace[],
  cities: { byKey: ReadonlyMap<string, readonly CityRef[]>; cities: readonly CityRef[]; states: readonly StateRef[] },
): CountryGazetteer {
  const votes = new Map<string, Map<number, number>>();
  for (const place of places) {
    const same = place.keys.flatMap((key) => cities.byKey.get(key) ?? []).filter((c) => kmBetween(place, c) <= SAME_PLACE_KM);
    const match = nearest(place, same)?.point;
    if (!match) continue;
    const tally = votes.get(place.admin1) ?? new Map<number, number>();
    tally.set(match.stateId, (tally.get(match.stateId) ?? 0) + 1);
    votes.set(place.admin1, tally);
  }
  const stateOfAdmin1 = new Map<string, number>();
  for (const [admin1, tally] of votes) {
    const total = [...tally.values()].reduce((a, b) => a + b, 0);
    const [stateId, count] = [...tally].sort((a, b) => b[1] - a[1])[0]!;
    if (count / total >= AGREEMENT) stateOfAdmin1.set(admin1, stateId);
  }
  const nearCity = nearbyCities(cities.cities);
  const centres = cities.states.filter((s): s is StateRef & { latitude: number; longitude: number } => s.latitude !== null && s.longitude !== null);
  // A code without a vote (no city of ours near its places): the state whose centre is nearest the middle of its places.
  const middles = new Map<string, { latitude: number; longitude: number; n: number }>();
  for (const place of places) {
    if (votes.has(place.admin1)) continue;
    const m = middles.get(place.admin1) ?? { latitude: 0, longitude: 0, n: 0 };
    middles.set(place.admin1, { latitude: m.latitude + place.latitude, longitude: m.longitude + place.longitude, n: m.n + 1 });
  }
  for (const [admin1, m] of middles) {
    const state = nearest({ latitude: m.latitude / m.n, longitude: m.longitude / m.n }, centres)?.point;
    if (state) stateOfAdmin1.set(admin1, state.id);
  }

  const byKey = new Map<string, StatedPlace[]>();
  const stated: StatedPlace[] = [];
  for (const place of places) {
    const stateId = stateOfAdmin1.get(place.admin1) ?? nearCity(place)?.stateId ?? nearest(place, centres)?.point.id;
    if (stateId === undefined) continue;
    const entry = { ...place, stateId };
    stated.push(entry);
    for (const key of place.keys) {
      const list = byKey.get(key);
      if (list) list.push(entry);
      else byKey.set(key, [entry]);
    }
  }
  return { byKey, places: stated };
}
