import type { FastifyInstance } from 'fastify';
import { profile } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { allCountries, citiesOf, statesOf } from './places-queries.js';

/** The country → state → city lists of the profile's forms (member §7 "Basic detail": StateLoad, CityLoad). */
export function registerPlacesCalls(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, profile.countryLoad, () => allCountries(ctx.db));
  registerCall(app, profile.stateLoad, ({ query }) => statesOf(ctx.db, query.CountryFk));
  registerCall(app, profile.cityLoad, ({ query }) => citiesOf(ctx.db, query.StateFk, query.keyWord ?? '', profile.CITY_LOAD_LIMIT, query.cityFk));
}
