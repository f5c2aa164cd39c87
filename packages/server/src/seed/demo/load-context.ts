import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { nextId } from '../batch-insert.js';
import { DESTINATION_CITIES, SOURCE_CITIES, type CityEntry } from './cities.js';
import { ID_TABLES, type DemoCity, type DemoContext, type IdTable } from './types.js';

/** Resolves the demo's city lists against the loaded registry, keeping the lists' order. */
async function resolveCities(
  db: Kysely<Database>,
  lists: Readonly<Record<string, readonly CityEntry[]>>,
): Promise<Map<string, DemoCity[]>> {
  const names = [...new Set(Object.values(lists).flatMap((entries) => entries.map(([, name]) => name)))];
  const rows = await db
    .selectFrom('cities')
    .innerJoin('states', 'states.id', 'cities.state_id')
    .innerJoin('countries', 'countries.id', 'cities.country_id')
    .where('countries.iso2', 'in', Object.keys(lists))
    .where('cities.name', 'in', names)
    .select([
      'cities.id',
      'cities.name',
      'cities.latitude',
      'cities.longitude',
      'states.code as state_code',
      'countries.id as country_id',
      'countries.iso2',
      'countries.name as country_name',
      'countries.currency',
      'countries.phone_code',
    ])
    .orderBy('cities.id')
    .execute();
  const byKey = new Map(rows.map((r) => [`${r.iso2}|${r.state_code}|${r.name}`, r]));
  const result = new Map<string, DemoCity[]>();
  for (const [iso2, entries] of Object.entries(lists)) {
    const cities: DemoCity[] = [];
    for (const [state, name, display] of entries) {
      const row = byKey.get(`${iso2}|${state}|${name}`);
      if (!row) continue;
      cities.push({
        id: row.id,
        name: display ?? name,
        countryId: row.country_id,
        iso2,
        countryName: row.country_name,
        stateCode: state,
        latitude: row.latitude,
        longitude: row.longitude,
        currency: row.currency,
        phoneCode: row.phone_code,
      });
    }
    if (cities.length > 0) result.set(iso2, cities);
  }
  return result;
}

/** Everything the generator reads from the database: cities, first free ids, the form tree. */
export async function loadDemoContext(db: Kysely<Database>, today: string): Promise<DemoContext> {
  const destinations = await resolveCities(db, DESTINATION_CITIES);
  const sources = await resolveCities(db, SOURCE_CITIES);
  const agentCities = new Map([...sources, ...destinations]);
  const firstId = {} as Record<IdTable, number>;
  for (const table of ID_TABLES) firstId[table] = await nextId(db, table);
  const formCategories = await db.selectFrom('form_categories').select(['id', 'parent_id', 'name']).orderBy('id').execute();
  return { today, destinations, agentCities, firstId, formCategories };
}
