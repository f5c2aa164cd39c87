import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import type { DialectName } from '../db/dialect.js';
import { insertBatched } from './batch-insert.js';
import { cityCountries, readCities, readContinents, readCountries, readStates, type GeoScope } from './geo-source.js';
import { awardRows, CONTACT_SUBJECTS, listRows, STUDY_MODES, studyAreaRows } from './reference-data.js';

export interface ReferenceOptions {
  /** 'sample' loads every continent, country and state but cities only for SAMPLE_CITY_COUNTRIES. */
  geo?: GeoScope;
}

export const REFERENCE_TABLES = [
  'continents',
  'countries',
  'states',
  'cities',
  'study_areas',
  'award_groups',
  'award_levels',
  'study_modes',
  'contact_subjects',
] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number];

export interface ReferenceResult {
  /** Rows inserted per table by this call (0 where the data was already present). */
  inserted: Record<ReferenceTable, number>;
}

/**
 * Loads the reference data, skipping what is already there, in one transaction. Cities are loaded
 * per country, so a later 'full' load completes a 'sample' one.
 */
export async function seedReference(
  db: Kysely<Database>,
  dialect: DialectName,
  { geo = 'full' }: ReferenceOptions = {},
): Promise<ReferenceResult> {
  return db.transaction().execute(async (trx) => {
    const inserted = Object.fromEntries(REFERENCE_TABLES.map((t) => [t, 0])) as Record<ReferenceTable, number>;
    const fillIfEmpty = async (table: ReferenceTable, rows: () => readonly object[]) => {
      const present = await trx.selectFrom(table).select('id').limit(1).executeTakeFirst();
      if (!present) inserted[table] = await insertBatched(trx, dialect, table, rows());
    };

    await fillIfEmpty('continents', readContinents);
    const countries = readCountries();
    await fillIfEmpty('countries', () => countries);
    await fillIfEmpty('states', readStates);

    const withCities = new Set(
      (await trx.selectFrom('cities').select('country_id').distinct().execute()).map((r) => r.country_id),
    );
    const idByIso2 = new Map(countries.map((c) => [c.iso2, c.id]));
    const missing = cityCountries(geo, countries).filter((iso2) => !withCities.has(idByIso2.get(iso2) ?? -1));
    if (missing.length > 0) inserted.cities = await insertBatched(trx, dialect, 'cities', readCities(missing));

    await fillIfEmpty('study_areas', studyAreaRows);
    const awards = awardRows();
    await fillIfEmpty('award_groups', () => awards.groups);
    await fillIfEmpty('award_levels', () => awards.levels);
    await fillIfEmpty('study_modes', () => listRows(STUDY_MODES));
    await fillIfEmpty('contact_subjects', () => listRows(CONTACT_SUBJECTS));
    return { inserted };
  });
}
