import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

const byName = { sensitivity: 'base' } as const;
const collator = new Intl.Collator('en', byName);
const sortByName = <T extends { name: string; id: number }>(rows: T[]) => rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);

/** Every country, by name. */
export async function allCountries(db: Kysely<Database>) {
  return sortByName(await db.selectFrom('countries').select(['id', 'name']).execute());
}

/** The states of a country, by name. */
export async function statesOf(db: Kysely<Database>, countryId: number) {
  return sortByName(await db.selectFrom('states').select(['id', 'name']).where('country_id', '=', countryId).execute());
}

/**
 * The cities of a state whose name contains the keyword (any case), by name, at most `limit`; the
 * city `include` is always among them when it belongs to the state (a saved form's choice).
 */
export async function citiesOf(db: Kysely<Database>, stateId: number, keyword: string, limit: number, include?: number) {
  const needle = keyword.trim().toLowerCase();
  const rows = sortByName(await db.selectFrom('cities').select(['id', 'name']).where('state_id', '=', stateId).execute());
  const matching = needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows;
  const shown = matching.slice(0, limit);
  const kept = include && !shown.some((row) => row.id === include) ? rows.find((row) => row.id === include) : undefined;
  return kept ? sortByName([...shown, kept]) : shown;
}

/** Whether a country, state and city chain is known and consistent (a state of the country, a city of the state); absent parts are not checked. */
export async function placeIsKnown(db: Kysely<Database>, place: { countryFk?: number; stateFk?: number; cityFk?: number }) {
  if (place.cityFk) {
    const city = await db.selectFrom('cities').select(['state_id', 'country_id']).where('id', '=', place.cityFk).executeTakeFirst();
    if (!city || (place.stateFk && city.state_id !== place.stateFk) || (place.countryFk && city.country_id !== place.countryFk)) return false;
  }
  if (place.stateFk) {
    const state = await db.selectFrom('states').select('country_id').where('id', '=', place.stateFk).executeTakeFirst();
    if (!state || (place.countryFk && state.country_id !== place.countryFk)) return false;
  }
  if (place.countryFk) {
    if (!(await db.selectFrom('countries').select('id').where('id', '=', place.countryFk).executeTakeFirst())) return false;
  }
  return true;
}
