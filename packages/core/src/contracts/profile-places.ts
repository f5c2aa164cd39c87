import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, optionalId, requiredId } from './fields.js';

const area = 'profile';

/** The most cities one CityLoad answers: a keyword narrows a large state's list. */
export const CITY_LOAD_LIMIT = 200;

/** Every country, by name: what the profile's country fields offer (not a specification call: its screens load them with each form). */
export const countryLoad = defineCall({
  id: 'countryLoad',
  area,
  summary: 'Every country by name, for the profile forms (nationality, addresses, passports …). Public reference data.',
  method: 'GET',
  path: '/api/BasicDetail/CountryLoad',
  auth: 'none',
  reply: z.array(Named),
});

/** Member §7 "Basic detail": StateLoad?CountryFk. */
export const stateLoad = defineCall({
  id: 'stateLoad',
  area,
  summary: 'The states of a country by name; an unknown country answers an empty list.',
  method: 'GET',
  path: '/api/BasicDetail/StateLoad',
  auth: 'none',
  query: z.object({ CountryFk: requiredId() }),
  reply: z.array(Named),
});

/** Member §7 "Basic detail": CityLoad?StateFk&keyWord. */
export const cityLoad = defineCall({
  id: 'cityLoad',
  area,
  summary: `The cities of a state by name, at most ${CITY_LOAD_LIMIT}; keyWord keeps those whose name contains it (any case). An unknown state answers an empty list.`,
  method: 'GET',
  path: '/api/BasicDetail/CityLoad',
  auth: 'none',
  query: z.object({
    StateFk: requiredId(),
    keyWord: z.optional(z.string().check(z.maxLength(100))),
    /** A city to include whatever the keyword (the one a saved form already holds). */
    cityFk: optionalId(),
  }),
  reply: z.array(Named),
});
