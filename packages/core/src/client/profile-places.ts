import * as profile from '../contracts/profile-places.js';
import { getClient } from './default-client.js';

type Named = { id: number; name: string };

// Reference lists change with a data import, not during a visit: one answer per country or state is kept.
let countries: Promise<Named[]> | undefined;
const states = new Map<number, Promise<Named[]>>();
const cities = new Map<number, Promise<Named[]>>();

const remembered = (cache: Map<number, Promise<Named[]>>, id: number, load: () => Promise<Named[]>): Promise<Named[]> => {
  let answer = cache.get(id);
  if (!answer) {
    answer = load();
    answer.catch(() => cache.delete(id));
    cache.set(id, answer);
  }
  return answer;
};

/** Every country by name (CountryLoad), asked once per page. */
export function loadCountries(): Promise<Named[]> {
  if (!countries) {
    const answer = getClient().call(profile.countryLoad);
    answer.catch(() => (countries = undefined));
    countries = answer;
  }
  return countries;
}

/** The states of a country (StateLoad), asked once per country. */
export function loadStates(countryFk: number): Promise<Named[]> {
  return remembered(states, countryFk, () => getClient().call(profile.stateLoad, { query: { CountryFk: countryFk } }));
}

/**
 * The cities of a state whose name contains `keyword` (CityLoad), the saved `cityFk` always among
 * them. Without a keyword the answer is kept per state (a list of at most CITY_LOAD_LIMIT).
 */
export function loadCities(stateFk: number, keyword = '', cityFk?: number): Promise<Named[]> {
  const ask = () => getClient().call(profile.cityLoad, { query: { StateFk: stateFk, keyWord: keyword || undefined, cityFk: cityFk || undefined } });
  if (keyword) return ask();
  return remembered(cities, stateFk, ask).then((rows) => (cityFk && !rows.some((row) => row.id === cityFk) ? ask() : rows));
}

/**
 * Lists a screen's first answer already carried (the saved places' states and cities), so the
 * place fields show them without asking again: keyed by country (states) and by state (cities).
 */
export function primePlaces(lists: { countries?: Named[]; states?: Record<number, Named[]>; cities?: Record<number, Named[]> }): void {
  if (lists.countries && !countries) countries = Promise.resolve(lists.countries);
  for (const [id, rows] of Object.entries(lists.states ?? {})) if (!states.has(Number(id))) states.set(Number(id), Promise.resolve(rows));
  for (const [id, rows] of Object.entries(lists.cities ?? {})) if (!cities.has(Number(id))) cities.set(Number(id), Promise.resolve(rows));
}
