import { sql, type Kysely } from 'kysely';
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
  // The database narrows and cuts the list (a state of the full registry has thousands of cities).
  let query = db.selectFrom('cities').select(['id', 'name']).where('state_id', '=', stateId);
  if (needle) {
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
  }
  const shown = await query.orderBy('name').orderBy('id').limit(limit).execute();
  const kept =
    include && !shown.some((row) => row.id === include)
      ? await db.selectFrom('cities').select(['id', 'name']).where('id', '=', include).where('state_id', '=', stateId).executeTakeFirst()
      : undefined;
  return sortByName(kept ? [...shown, kept] : shown);
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
