import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from './registry.js';

/**
 * Covering indexes for the course search without text (filters only, deep pages) and for the name
 * walk of broad terms. Each ordered index now ends with the page's whole sort key and the columns the
 * page reads (course_id, location_id, loc_norm), so a count or a page of a country (with or without a
 * level group and a major) is read from the index alone, in order, with no row lookups and no sort —
 * a page at row 5,000 steps over index entries only. (migration 0004 had the same leading columns
 * without the tail; a major was checked row by row.)
 */
const COVERING: ReadonlyArray<{ name: string; replaces?: { name: string; columns: readonly string[] }; columns: readonly string[] }> = [
  {
    name: 'course_search_country_group_name_cover',
    replaces: { name: 'course_search_country_id_award_group_id_name_norm', columns: ['country_id', 'award_group_id', 'name_norm'] },
    columns: ['country_id', 'award_group_id', 'name_norm', 'course_id', 'location_id', 'loc_norm'],
  },
  {
    name: 'course_search_country_name_cover',
    replaces: { name: 'course_search_country_id_name_norm', columns: ['country_id', 'name_norm'] },
    columns: ['country_id', 'name_norm', 'course_id', 'location_id', 'loc_norm'],
  },
  {
    name: 'course_search_country_loc_name_cover',
    replaces: { name: 'course_search_country_id_loc_norm_name_norm', columns: ['country_id', 'loc_norm', 'name_norm'] },
    columns: ['country_id', 'loc_norm', 'name_norm', 'course_id', 'location_id'],
  },
  {
    name: 'course_search_country_group_major_name_cover',
    columns: ['country_id', 'award_group_id', 'major_id', 'name_norm', 'course_id', 'location_id', 'loc_norm'],
  },
];

export const searchCovering: DialectMigration = {
  async up(db, dialect) {
    for (const index of COVERING) {
      if (index.replaces) await db.schema.dropIndex(index.replaces.name).ifExists().execute();
      await db.schema.createIndex(index.name).on('course_search').columns([...index.columns]).execute();
    }
    await analyze(db, dialect);
  },
  async down(db) {
    for (const index of COVERING) {
      await db.schema.dropIndex(index.name).ifExists().execute();
      if (index.replaces) await db.schema.createIndex(index.replaces.name).on('course_search').columns([...index.replaces.columns]).execute();
    }
  },
};

/** Fresh planner statistics, so both databases pick the covering index over the old paths. */
async function analyze(db: Kysely<any>, dialect: string): Promise<void> {
  await sql.raw(dialect === 'postgres' ? 'analyze course_search' : 'analyze').execute(db);
}
