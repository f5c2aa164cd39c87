import * as profile from '../contracts/profile-places.js';
import { getClient } from './default-client.js';

type Named = { id: number; name: string };

// Reference lists change with a data import, not during a visit: one answer per country is kept.
let countries: Promise<Named[]> | undefined;
const states = new Map<number, Promise<Named[]>>();

const forget = <T>(promise: Promise<T>, drop: () => void): Promise<T> => {
  promise.catch(drop);
  return promise;
};

/** Every country by name (CountryLoad), asked once per page. */
export function loadCountries(): Promise<Named[]> {
  countries ??= forget(getClient().call(profile.countryLoad), () => (countries = undefined));
  return countries;
}

/** The states of a country (StateLoad), asked once per country. */
export function loadStates(countryFk: number): Promise<Named[]> {
  let answer = states.get(countryFk);
  if (!answer) {
    answer = forget(getClient().call(profile.stateLoad, { query: { CountryFk: countryFk } }), () => states.delete(countryFk));
    states.set(countryFk, answer);
  }
  return answer;
}

/** The cities of a state whose name contains `keyword` (CityLoad), the saved `cityFk` always among them. */
export function loadCities(stateFk: number, keyword = '', cityFk?: number): Promise<Named[]> {
  return getClient().call(profile.cityLoad, { query: { StateFk: stateFk, keyWord: keyword || undefined, cityFk: cityFk || undefined } });
}
